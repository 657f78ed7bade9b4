/**
 * /explore?argumentId=&mode=dialectic&linkedArguments=1,2 — the Dialectic Manager's view: the
 * argument, the linked arguments and every argument joined to it by links, as far as the user may
 * see them, drawn as a map (`DialecticMap` of `@credence/ui`: boxes with title, type and the
 * user's P(C), arrows "objects to" / "supports", each box opening the evaluator) with the same
 * map in words below it. Without `mode=dialectic` only the argument is shown.
 * 404 when the argument is not visible; 400 on a malformed query.
 */

import { DialecticMap, type DialecticMapLink, type DialecticMapNode } from '@credence/ui';
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
  // The map's boxes: the argument first (drawn stronger), then the arguments linked to it.
  const nodes: DialecticMapNode[] = [view.argument, ...view.linked].map((summary) => ({
    id: summary.id,
    title: summary.title,
    argumentType: summary.argumentType,
    pC: view.pC[summary.id] ?? null,
    href: evaluatorHref(summary.id),
    isCurrent: summary.id === view.argument.id,
  }));
  const links: DialecticMapLink[] = view.links.map((link) => ({
    sourceId: link.sourceArgumentId,
    targetId: link.targetArgumentId,
    linkType: link.linkType,
  }));
  return (
    <main>
      <h1>{dialectic ? 'Dialectic Manager' : 'Explore'}</h1>
      <ArgumentCard argument={view.argument} />
      {dialectic ? (
        <section aria-labelledby="dialectic-map-heading">
          <h2 id="dialectic-map-heading">Map of the dialectic</h2>
          {view.linked.length === 0 ? <p>No linked arguments you can see.</p> : null}
          <DialecticMap
            nodes={nodes}
            links={links}
            label={`Dialectic map of “${view.argument.title}”: each box opens the argument in the evaluator; your P(C) where you have evaluated it`}
          />
        </section>
      ) : null}
    </main>
  );
}
