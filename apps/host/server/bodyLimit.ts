import { LIMITS } from '@credence/api';
import type { RequestHandler } from 'express';
import { refuse } from './refuse.ts';

/**
 * Bodies up to this size are read (and dropped) before their 413 so the client sees the answer;
 * larger ones are answered at once and the connection closed.
 */
const MAX_DRAINED_BYTES = 32 * 1_048_576;

/**
 * Refuses a request body over `maxBytes` (`LIMITS.bodyBytes` of `@credence/api`: 1 MiB) with 413 before anything parses it. Node's HTTP parser
 * then guarantees the body is exactly `Content-Length` bytes, so no handler can be made to read
 * more. A body without a length (chunked upload) is refused with 411: browsers, forms and
 * the API client always send a length, and a streamed body could only be bounded by reading it.
 */
export function bodyLimit(maxBytes: number = LIMITS.bodyBytes): RequestHandler {
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (length === undefined) {
      if (req.headers['transfer-encoding'] !== undefined) {
        // A stream of unknown length is not worth draining: answer and close.
        return refuse(req, res, 411, 'The request body needs a Content-Length', {
          closeConnection: true,
        });
      }
      return next();
    }
    if (Number(length) > maxBytes) {
      const limit = `${Math.round(maxBytes / 1024)} KB`;
      const message = `The request body is too large (limit ${limit})`;
      if (Number(length) > MAX_DRAINED_BYTES) {
        return refuse(req, res, 413, message, { closeConnection: true });
      }
      // Answering while the client is still sending makes Node close the connection under it,
      // and the client sees a broken pipe instead of the 413: read the body to its end first,
      // dropping every byte (bounded by MAX_DRAINED_BYTES and the request time-out).
      req.on('end', () => refuse(req, res, 413, message));
      req.resume();
      return;
    }
    next();
  };
}
