/**
 * The share card as a PNG, for link previews: most sites that read `og:image` (chat apps, social
 * networks) show PNG and JPEG but not SVG. The SVG card of `models/argumentImage.server.ts` is
 * rendered on the server with resvg (`@resvg/resvg-js`, prebuilt native binaries from npm).
 */
import { Resvg } from '@resvg/resvg-js';

/**
 * The serif family the card's text falls back to (`font-family: Georgia, 'Times New Roman',
 * serif`): DejaVu Serif ships with most Linux systems; where it is missing resvg uses whatever
 * serif font the system has.
 */
const SERIF = 'DejaVu Serif';

/** `svg` rendered at its own size (1200×630 for the card) as PNG bytes. */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: true, defaultFontFamily: SERIF, serifFamily: SERIF },
  });
  return resvg.render().asPng();
}
