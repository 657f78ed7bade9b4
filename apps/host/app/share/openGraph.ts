/**
 * The share page's link preview: Open Graph and Twitter card tags, so a share link pasted into a
 * chat or a social network shows the argument's title, a sentence and its card image (the
 * generated 1200×630 card as a PNG, `GET /api/arguments/:id/image.png`).
 */
import type { MetaDescriptor } from '@remix-run/node';

/** The most characters of a preview's description (longer ones are cut with "…"). */
export const DESCRIPTION_CHARS = 200;

/** What a preview says. URLs are absolute: previews are read by other sites. */
export interface SharePreview {
  title: string;
  description: string;
  /** The share link itself. */
  url: string;
  /** The card image. */
  image: string;
}

/** `text` cut to `max` characters at most, ending with "…" when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The preview's description: the argument's summary, else its conclusion. */
export function previewDescription(summary: string, conclusion: string): string {
  return clip(summary.trim() !== '' ? summary : `Conclusion: ${conclusion}`, DESCRIPTION_CHARS);
}

/** The page's `<title>`, description, Open Graph and Twitter card tags. */
export function shareMetaTags(preview: SharePreview): MetaDescriptor[] {
  const { title, description, url, image } = preview;
  return [
    { title: `${title} · Credence` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: 'Credence' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `The argument “${title}”: its premises and conclusion` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
