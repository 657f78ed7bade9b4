import type { Request, Response } from 'express';

/**
 * Answers a refused request: `{ error }` JSON for `/api` paths (the shape every API answer has),
 * plain text for pages. `Connection: close` when the body was never read, so a client cannot
 * keep streaming an unread body into the connection.
 */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  options: { closeConnection?: boolean } = {},
): void {
  if (options.closeConnection) res.set('Connection', 'close');
  res.status(status);
  if (isApiPath(req.path)) res.json({ error: message });
  else res.type('text/plain').send(message);
}

/** Whether a path belongs to the JSON API. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Methods that change state and so must pass the write checks. */
export function isUnsafeMethod(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
