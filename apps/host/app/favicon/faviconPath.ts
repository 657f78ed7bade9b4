/** The path of the site's icon, for the page's `<link rel="icon">` (served by `routes/favicon[.]svg.ts`). */
export const FAVICON_PATH = '/favicon.svg';
