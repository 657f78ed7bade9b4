/**
 * One HTTP request on a connection of its own (`node:http`, no keep-alive pool), with exactly the
 * headers given: for tests that send odd bodies and must not have one request's connection
 * trouble show up as the next request's failure (fetch reuses connections).
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method: string;
  headers?: Record<string, string>;
  body?: string | Buffer | FormData | null;
  /** A keep-alive agent to share a connection with other requests; a fresh connection by default. */
  agent?: http.Agent;
  /** How long to wait for the answer (default 30 s). */
  timeoutMs?: number;
}

/** Sends the request and resolves with the answer; rejects when no answer arrives. */
export async function rawHttp(url: string, request: RawRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  let body: Buffer | null = null;
  if (request.body instanceof FormData) {
    const encoded = new Response(request.body);
    headers['Content-Type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    body = Buffer.from(await encoded.arrayBuffer());
  } else if (typeof request.body === 'string') {
    body = Buffer.from(request.body);
  } else if (request.body) {
    body = request.body;
  }
  if (body !== null) headers['Content-Length'] = String(body.length);
  return new Promise((resolve, reject) => {
    let settled = false;
    let answered = false;
    const req = http.request(
      url,
      { method: request.method, headers, agent: request.agent ?? false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          settled = true;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', (error) => {
          if (!settled) reject(error);
        });
      },
    );
    // The server may answer (and close) before reading the whole body; the answer still counts,
    // so a failed write after it has begun (EPIPE) is no failure of the request.
    req.on('error', (error) => {
      if (!settled && !answered) reject(error);
    });
    const timeout = request.timeoutMs ?? 30_000;
    req.setTimeout(timeout, () => req.destroy(new Error(`No answer within ${timeout / 1000} s`)));
    req.end(body ?? undefined);
  });
}
