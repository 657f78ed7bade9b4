import type { RequestHandler } from 'express';
import { isApiPath, isUnsafeMethod, refuse } from './refuse.ts';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A Content-Type header's media type, lower-cased and without parameters (`; charset=…`). */
export function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase();
}

/**
 * Every write carries the one body type its route reads, else 415 before any route runs:
 * API writes JSON (or nothing at all, e.g. a DELETE with a query), form actions
 * `application/x-www-form-urlencoded` (the host's forms; it takes no uploads). API writes of
 * another type — `text/plain`, forms — are what a cross-site page can send without a CORS
 * preflight; a form action handed JSON or broken multipart would fail inside `formData()`.
 */
export function writeContentType(): RequestHandler {
  return (req, res, next) => {
    if (!isUnsafeMethod(req.method)) return next();
    const type = mediaType(req.headers['content-type']);
    if (isApiPath(req.path)) {
      const hasBody =
        req.headers['transfer-encoding'] !== undefined ||
        Number(req.headers['content-length'] ?? 0) > 0;
      if (type === JSON_TYPE || (type === undefined && !hasBody)) return next();
      return refuse(req, res, 415, `Content-Type must be ${JSON_TYPE}`);
    }
    if (type === FORM_TYPE) return next();
    refuse(req, res, 415, `Content-Type must be ${FORM_TYPE}`);
  };
}
