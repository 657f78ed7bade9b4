/**
 * GET /arguments/:id/argdown — the argument as an Argdown file (`@credence/engine`'s
 * `toArgdown`): its title, description and type, the claims, and the signed-in user's saved
 * credences, dependencies, conditionals and inference settings (mode, strength values, Bayesian
 * sliders, truth-table rows) in data fields, so that importing the file gives the same P(C). Anyone who may see the argument may
 * export it; others get 404, as for the argument itself.
 */
import { calls, check } from '@credence/api';
import { toArgdown } from '@credence/engine';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { inferenceForExport } from '../authoring/argdownInference.ts';
import { getPrisma } from '../db.server.ts';
import { getArgument } from '../models/arguments.server.ts';
import { requireUserId } from '../session.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const parsed = check(calls.updateArgument.params, params);
  if (!parsed.ok) throw new Response(`Bad argument id: ${parsed.message}`, { status: 400 });
  const argument = await getArgument(getPrisma(), userId, parsed.data.id);
  if (!argument) throw new Response('Argument not found', { status: 404 });

  const credenceOf = new Map<string, number>();
  for (const claim of argument.evaluation?.premises ?? [])
    credenceOf.set(claim.id, claim.probability);
  const conclusionCredence = argument.evaluation?.conclusion?.probability;
  const { inference, sliders } = inferenceForExport(
    argument.evaluation,
    argument.premises.map(({ id }) => id),
  );
  const text = toArgdown({
    title: argument.title,
    description: argument.summarizedDescription,
    argumentType: argument.argumentType,
    premises: argument.premises.map(({ id, content }) => ({
      id,
      text: content,
      ...(credenceOf.has(id) ? { credence: credenceOf.get(id)! } : {}),
      ...(sliders.has(id) ? { pCIfTrue: sliders.get(id)![0], pCIfFalse: sliders.get(id)![1] } : {}),
    })),
    conclusion: {
      text: argument.conclusion.content,
      ...(conclusionCredence === undefined ? {} : { credence: conclusionCredence }),
    },
    dependencies: argument.dependencies,
    premiseConditionals: argument.premiseConditionals,
    ...(inference ? { inference } : {}),
  });
  return new Response(text, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="argument-${argument.id}.argdown"`,
      'Cache-Control': 'no-store',
    },
  });
}
