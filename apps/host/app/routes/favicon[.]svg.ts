import { faviconResponse } from '../favicon/faviconResponse.server.ts';

/** GET /favicon.svg: the site's icon. */
export function loader() {
  return faviconResponse();
}
