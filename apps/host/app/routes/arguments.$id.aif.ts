/**
 * GET /arguments/:id/aif — the argument and its network as an AIF file (`app/aif/exportAif.server.ts`):
 * the arguments linked into it as the signed-in user sees them, with the user's own credences
 * and evaluation settings in Credence's `credence` extension, so that importing the file gives
 * the same network P(C). Anyone who may see the argument may export it; others get 404, as for
 * the argument itself.
 */
import { calls, check } from '@credence/api';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { AifExportError, exportAif } from '../aif/exportAif.server.ts';
import { getPrisma } from '../db.server.ts';
import { requireUserId } from '../session.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const parsed = check(calls.updateArgument.params, params);
  if (!parsed.ok) throw new Response(`Bad argument id: ${parsed.message}`, { status: 400 });
  let exported: Awaited<ReturnType<typeof exportAif>>;
  try {
    exported = await exportAif(getPrisma(), userId, parsed.data.id);
  } catch (problem) {
    if (!(problem instanceof AifExportError)) throw problem;
    // The engine's words (ids and a field), never a stack.
    throw new Response(`This network cannot be written as AIF: ${problem.message}`, {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (!exported) throw new Response('Argument not found', { status: 404 });
  return new Response(`${JSON.stringify(exported.document, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exported.filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
