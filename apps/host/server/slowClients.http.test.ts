/**
 * The connection time limits over a real socket (the documented 10 s for the headers and 30 s for
 * a whole request): a client that sends its request too slowly is cut off within a second or two
 * of the limit, not at Node's next 30-second check.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { httpFixture } from '../app/testing/httpFixture.ts';

const app = httpFixture();

/** Opens a raw connection to the test server. */
function open(): Promise<Socket> {
  const { hostname, port } = new URL(app.base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Seconds from now until the server closes `socket`, sending `trickle` every second meanwhile (a
 * slow client keeping the request alive), and what the server wrote before closing.
 */
function secondsUntilClosed(
  socket: Socket,
  trickle?: string,
): Promise<{ seconds: number; answer: string }> {
  const started = performance.now();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('utf8');
  });
  const timer = trickle
    ? setInterval(() => {
        if (!socket.destroyed) socket.write(trickle);
      }, 1_000)
    : undefined;
  return new Promise((resolve) => {
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - started) / 1000, answer });
    });
    socket.on('error', () => {}); // a reset is a close too
  });
}

describe('slow clients', () => {
  it('cuts headers that take over 10 s and a body that takes over 30 s, each within ~1 s', async () => {
    const [headersSocket, bodySocket] = await Promise.all([open(), open()]);
    // Headers that never end: one header line a second.
    headersSocket.write(`GET / HTTP/1.1\r\nHost: ${new URL(app.base).host}\r\n`);
    // A complete head, then a body of 1,000 bytes arriving one byte a second.
    bodySocket.write(
      `POST /login HTTP/1.1\r\nHost: ${new URL(app.base).host}\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
    );
    const [headers, body] = await Promise.all([
      secondsUntilClosed(headersSocket, 'X-Slow: 1\r\n'),
      secondsUntilClosed(bodySocket, 'a'),
    ]);
    expect(headers.seconds).toBeGreaterThanOrEqual(9.5);
    expect(headers.seconds).toBeLessThan(12.5);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(body.seconds).toBeGreaterThanOrEqual(29.5);
    expect(body.seconds).toBeLessThan(32.5);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
  }, 60_000);
});
