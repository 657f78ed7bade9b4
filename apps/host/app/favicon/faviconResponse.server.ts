/**
 * The site's icon (`favicon.svg`: the product's blue square with a white "C"), served at
 * `/favicon.svg` (linked from every page by `root.tsx`) and at `/favicon.ico`, the address
 * browsers and other clients try when a page links none — so neither ends in a 404.
 */
import faviconSvg from './favicon.svg?raw';

/** The icon as an answer: SVG, cached for a day (the address has no version to bust). */
export function faviconResponse(): Response {
  return new Response(faviconSvg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
