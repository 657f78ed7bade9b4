import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, notFound, parseOrThrow } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { argumentImageSvg } from '../models/argumentImage.server.ts';
import { getUserId } from '../session.server.ts';
import { svgToPng } from '../share/cardPng.server.ts';

/**
 * GET /api/arguments/:id/image.png: the argument's share card as a PNG, the share page's
 * `og:image` (link previews rarely show SVG). The same card, readers and 404s as
 * `GET /api/arguments/:id/image.svg`, rendered on the server.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewerId = await getUserId(request);
    const { id } = parseOrThrow(calls.getArgument.params, params);
    const svg = await argumentImageSvg(getPrisma(), viewerId, id);
    if (svg === null) notFound('Argument');
    return new Response(new Uint8Array(svgToPng(svg)), {
      headers: {
        'Content-Type': 'image/png',
        // The card differs per reader (their credences) and changes when they save.
        'Cache-Control': 'private, no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(['GET']);
}
