/**
 * /explore — without an argument, the dialectics the user can see (groups of linked arguments),
 * each opening its map. With `argumentId`: the argument, the map of its dialectic and its linked
 * arguments, as tabs; `initialTab` (argument, map, linked) says which opens — by default the map
 * in the Dialectic Manager's mode (`mode=dialectic`, with `linkedArguments` added to the map) and
 * the argument otherwise — and choosing a tab updates it in place. The map gathers every
 * argument joined to this one by links, as far as the user may see them.
 * 404 when the argument is not visible; 400 on a malformed query.
 */
import { Heading, PageBlock, Stack, Text } from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { type ShouldRevalidateFunction, useLoaderData, useSearchParams } from '@remix-run/react';
import { z } from 'zod';
import { getPrisma } from '../db.server.ts';
import { DialecticTabs } from '../explore/DialecticTabs.tsx';
import { type DialecticEntry, ExploreIndex } from '../explore/ExploreIndex.tsx';
import { openingTab, rootArgumentId, withTab } from '../explore/exploreTabs.ts';
import { getArgumentsByIds } from '../models/arguments.server.ts';
import { listDialectics } from '../models/dialectics.server.ts';
import { getDialecticView } from '../models/explore.server.ts';
import { requireUserId } from '../session.server.ts';

const ExploreQuery = z.object({
  argumentId: z.coerce.number().int().positive().optional(),
  mode: z.string().optional(),
  initialTab: z.string().optional(),
  linkedArguments: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'a comma-separated list of argument ids')
    .optional(),
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.kind === 'argument'
        ? `${data.dialectic ? 'Dialectic' : 'Explore'}: ${data.view.argument.title} · Credence`
        : 'Explore · Credence',
  },
];

/** The dialectics the user can see, each named by its root argument. */
async function dialecticEntries(userId: number): Promise<DialecticEntry[]> {
  const prisma = getPrisma();
  const groups = await listDialectics(prisma, userId);
  const summaries = await getArgumentsByIds(
    prisma,
    userId,
    groups.flatMap((group) => group.argumentIds),
  );
  const titles = new Map(summaries.map((summary) => [summary.id, summary.title]));
  return groups.flatMap((group) => {
    const rootId = rootArgumentId(group.argumentIds, group.relationships);
    const rootTitle = rootId === undefined ? undefined : titles.get(rootId);
    if (rootId === undefined || rootTitle === undefined) return [];
    const others = group.argumentIds
      .filter((id) => id !== rootId)
      .flatMap((id) => titles.get(id) ?? []);
    return [{ root: { id: rootId, title: rootTitle }, others, links: group.relationships.length }];
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const query = ExploreQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const issue = query.error.issues[0];
    throw new Response(`Bad query: ${issue?.path.join('.')}: ${issue?.message}`, { status: 400 });
  }
  const { argumentId, mode, linkedArguments } = query.data;
  if (argumentId === undefined) {
    return { kind: 'index' as const, dialectics: await dialecticEntries(userId) };
  }
  const dialectic = mode === 'dialectic';
  const linkedIds = dialectic && linkedArguments ? linkedArguments.split(',').map(Number) : [];
  const view = await getDialecticView(getPrisma(), userId, argumentId, linkedIds);
  if (!view) throw new Response('Argument not found', { status: 404 });
  return { kind: 'argument' as const, view, dialectic };
}

/** Choosing a tab changes only `initialTab`: the data stays as it is, no reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const withoutTab = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete('initialTab');
    search.sort();
    return `${url.pathname}?${search}`;
  };
  if (!formMethod && withoutTab(currentUrl) === withoutTab(nextUrl)) return false;
  return defaultShouldRevalidate;
};

export default function Explore() {
  const data = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  if (data.kind === 'index') {
    return (
      <PageBlock>
        <Stack space="large">
          <Stack space="xsmall">
            <Heading level="1">Explore</Heading>
            <Text tone="secondary">
              Arguments joined by objections and supporting arguments: open one to see its map.
            </Text>
          </Stack>
          <ExploreIndex dialectics={data.dialectics} />
        </Stack>
      </PageBlock>
    );
  }
  return (
    <PageBlock width="large">
      <Stack space="large">
        <Heading level="1">{data.dialectic ? 'Dialectic Manager' : 'Explore'}</Heading>
        <DialecticTabs
          view={data.view}
          dialectic={data.dialectic}
          selected={openingTab(searchParams.get('initialTab'), data.dialectic)}
          onSelect={(tab) =>
            setSearchParams(withTab(searchParams, tab), { replace: true, preventScrollReset: true })
          }
        />
      </Stack>
    </PageBlock>
  );
}
