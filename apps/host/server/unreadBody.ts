import type { RequestHandler } from 'express';

/**
 * Reads and drops what is left of a request body once its answer has gone out (a 401 or 404
 * that never needed the body), so the connection can carry the next request: left unread, those
 * bytes would be parsed as the next request on a keep-alive connection, and closing instead
 * would make the kernel reset the connection, losing the answer. The body limit bounds the work.
 */
export function drainUnreadBody(): RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => {
      if (req.complete) return;
      // Remix's body stream may still listen and pause the request; it is done with it now.
      req.removeAllListeners('data');
      req.resume();
    });
    next();
  };
}
