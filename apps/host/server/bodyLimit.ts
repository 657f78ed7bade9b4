import { LIMITS } from '@credence/api';
import type { RequestHandler } from 'express';
import { refuse } from './refuse.ts';

/**
 * Refuses a request body over `maxBytes` (`LIMITS.bodyBytes` of `@credence/api`: 1 MiB) with 413 before anything reads it. Node's HTTP parser
 * then guarantees the body is exactly `Content-Length` bytes, so no handler can be made to read
 * more. A body without a length (chunked upload) is refused with 411: browsers, forms and
 * the API client always send a length, and a streamed body could only be bounded by reading it.
 */
export function bodyLimit(maxBytes: number = LIMITS.bodyBytes): RequestHandler {
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (length === undefined) {
      if (req.headers['transfer-encoding'] !== undefined) {
        return refuse(req, res, 411, 'The request body needs a Content-Length', {
          closeConnection: true,
        });
      }
      return next();
    }
    if (Number(length) > maxBytes) {
      const limit = `${Math.round(maxBytes / 1024)} KB`;
      return refuse(req, res, 413, `The request body is too large (limit ${limit})`, {
        closeConnection: true,
      });
    }
    next();
  };
}
