/**
 * Remix's Node entry with two changes:
 * - every inline script carries this response's CSP nonce (`context.cspNonce`, set by the server
 *   boundary), so the policy can forbid all other inline scripts;
 * - the document is sent whole, once React has rendered all of it. The app has no Suspense
 *   boundary, so streaming sent the same document as dozens of small chunks, each converted
 *   from a Node stream to a web stream and back and compressed on its own — about a tenth of a
 *   page's CPU in `pnpm --filter @credence/host bench:profile pages`. One buffer is compressed
 *   once. (Remix's default entry already did this for bots.)
 */
import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceContext } from './nonce.tsx';

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce as string | undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            clearTimeout(deadline);
            responseHeaders.set('Content-Type', 'text/html');
            resolve(
              new Response(Buffer.concat(chunks), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by Remix.
          if (shellRendered) console.error(error);
        },
      },
    );
    const deadline = setTimeout(abort, ABORT_DELAY);
  });
}
