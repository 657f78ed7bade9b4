/**
 * Any other path under /api: a JSON 404 (`{ error }`) for every method, so API clients get the
 * same error shape as from the real endpoints instead of the site's HTML "Not Found" page.
 */
import { errorResponse } from '../api.server.ts';

function unknownEndpoint(): Response {
  return errorResponse(404, 'Unknown API endpoint');
}

export const loader = unknownEndpoint;
export const action = unknownEndpoint;
