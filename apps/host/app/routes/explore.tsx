/**
 * /explore?argumentId=&mode=dialectic&linkedArguments=1,2 — the Dialectic Manager's view: the
 * argument, the linked arguments the user may see, and which answers which (objection or
 * support), each opening in the evaluator. Without `mode=dialectic` only the argument is shown.
 * 404 when the argument is not visible; 400 on a malformed query.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { getPrisma } from '../db.server.ts';
import type { ArgumentSummaryValue } from '../models/arguments.server.ts';
import { getDialecticView } from '../models/explore.server.ts';
import { requireUserId } from '../session.server.ts';

const ExploreQuery = z.object({
  argumentId: z.coerce.number().int().positive(),
  mode: z.string().optional(),
  initialTab: z.string().optional(),
  linkedArguments: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'a comma-separated list of argument ids')
    .optional(),
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Dialectic: ${data.view.argument.title} · Credence` : 'Explore · Credence' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const query = ExploreQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const issue = query.error.issues[0];
    throw new Response(`Bad query: ${issue?.path.join('.')}: ${issue?.message}`, { status: 400 });
  }
  const { argumentId, mode, linkedArguments } = query.data;
  const linkedIds =
    mode === 'dialectic' && linkedArguments ? linkedArguments.split(',').map(Number) : [];
  const view = await getDialecticView(getPrisma(), userId, argumentId, linkedIds);
  if (!view) throw new Response('Argument not found', { status: 404 });
  return { view, dialectic: mode === 'dialectic' };
}

function evaluatorHref(id: number): string {
  return `/argumentevaluator?argumentId=${id}`;
}

function ArgumentCard({ argument }: { argument: ArgumentSummaryValue }) {
  return (
    <article>
      <h3>
        <Link to={evaluatorHref(argument.id)}>{argument.title}</Link>
      </h3>
      {argument.summarizedDescription ? <p>{argument.summarizedDescription}</p> : null}
      <small>
        {argument.argumentType.toLowerCase()}, {argument.visibility.toLowerCase()}
      </small>
    </article>
  );
}

export default function Explore() {
  const { view, dialectic } = useLoaderData<typeof loader>();
  const titles = new Map(
    [view.argument, ...view.linked].map((summary) => [summary.id, summary.title]),
  );
  return (
    <main>
      <h1>{dialectic ? 'Dialectic Manager' : 'Explore'}</h1>
      <ArgumentCard argument={view.argument} />
      {dialectic ? (
        <>
          <h2>Linked arguments</h2>
          {view.linked.length === 0 ? <p>No linked arguments you can see.</p> : null}
          {view.linked.map((argument) => (
            <ArgumentCard key={argument.id} argument={argument} />
          ))}
          <h2>Relationships</h2>
          {view.links.length === 0 ? <p>No relationships among these arguments.</p> : null}
          <ul>
            {view.links.map((link) => (
              <li key={`${link.sourceArgumentId}-${link.targetArgumentId}`}>
                “{titles.get(link.sourceArgumentId)}”{' '}
                {link.linkType === 'support' ? 'supports' : 'objects to'} “
                {titles.get(link.targetArgumentId)}”
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </main>
  );
}
