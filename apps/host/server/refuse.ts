import type { Request, Response } from 'express';

/**
 * Answers a refused request: `{ error }` JSON for `/api` paths (the shape every API answer has),
 * plain text for pages. `closeConnection` ends the connection after the answer, for a body
 * that is not worth reading to its end.
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
