import { faviconResponse } from '../favicon/faviconResponse.server.ts';

/** GET /favicon.ico: the site's icon (SVG) where a client asks for it without a link. */
export function loader() {
  return faviconResponse();
}
