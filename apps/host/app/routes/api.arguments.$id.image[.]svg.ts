import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, notFound, parseOrThrow } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { argumentImageSvg } from '../models/argumentImage.server.ts';
import { getUserId } from '../session.server.ts';

/**
 * GET /api/arguments/:id/image.svg: the argument's share card (the URL `generateImage` answers).
 * Anyone who may see the argument gets it — signed-out readers too for PUBLIC arguments, so the
 * card works wherever the share link does — with the reader's own credences if they saved any;
 * 404 (JSON) when the argument is missing or invisible.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewerId = await getUserId(request);
    const { id } = parseOrThrow(calls.getArgument.params, params);
    const svg = await argumentImageSvg(getPrisma(), viewerId, id);
    if (svg === null) notFound('Argument');
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        // The card differs per reader (their credences) and changes when they save.
        'Cache-Control': 'private, no-cache',
        // Opened directly, an SVG is a document: forbid scripts and outside resources outright,
        // on top of the escaping that keeps user text from becoming markup.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(['GET']);
}
