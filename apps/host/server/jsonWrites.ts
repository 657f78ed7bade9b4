import type { RequestHandler } from 'express';
import { isApiPath, isUnsafeMethod, refuse } from './refuse.ts';

/** Whether a Content-Type header names JSON (`application/json`, any parameters). */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * API writes carry JSON or nothing: a body of another type (`text/plain`, a form) is refused
 * with 415. Such bodies are what a cross-site HTML form or a "simple" cross-origin fetch can
 * send without a CORS preflight, so refusing them closes CSRF paths the origin check might miss.
 * A write without a body and without a Content-Type (e.g. a DELETE with a query) passes.
 */
export function jsonWrites(): RequestHandler {
  return (req, res, next) => {
    if (!isUnsafeMethod(req.method) || !isApiPath(req.path)) return next();
    const contentType = req.headers['content-type'];
    const hasBody =
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > 0;
    if (contentType === undefined && !hasBody) return next();
    if (isJsonContentType(contentType)) return next();
    refuse(req, res, 415, 'Content-Type must be application/json', { closeConnection: true });
  };
}
