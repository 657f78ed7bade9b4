/**
 * / — the arguments the reader may see, in three lists: "My arguments" (with Edit and Delete),
 * "Shared with me" (friends' "Friends only" arguments) and "Public"; a search by title (`?q=`);
 * each card with its type and visibility, the start of its description and the reader's own
 * P(C). Each list is paged (`?minePage=`, `?sharedPage=`, `?publicPage=`; plain links). Signed
 * out: the public ones.
 */
import { createCredenceClient } from '@credence/api';
import { ButtonLink, Card, Heading, Link, PageBlock, Stack, Text } from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { DeleteArgumentButton } from '../authoring/DeleteArgumentButton.tsx';
import { getPrisma } from '../db.server.ts';
import { DeliberationsSection } from '../deliberations/DeliberationsSection.tsx';
import { ADMIN_NOTICE_PARAM, AdminNotice } from '../home/AdminNotice.tsx';
import { ArgumentSection } from '../home/ArgumentSection.tsx';
import { homeSections, searchQuery } from '../home/homeSections.ts';
import {
  type ListName,
  PAGE_PARAMS,
  pageHref,
  pageOf,
  requestedPage,
  truncateAtWord,
} from '../home/paging.ts';
import { SearchForm } from '../home/SearchForm.tsx';
import { listArguments, listOwnArgumentIds } from '../models/arguments.server.ts';
import { listDeliberations } from '../models/deliberations.server.ts';
import { readerConclusionCredences } from '../models/evaluations.server.ts';
import { getUser } from '../session.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `“${data.query}” · Credence` : 'Credence' },
];

/** Deliberations listed on the home page, newest first. */
const HOME_DELIBERATIONS = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const userId = user?.id ?? null;
  const query = searchQuery(new URL(request.url));
  const prisma = getPrisma();
  const [list, ownIds, deliberations] = await Promise.all([
    listArguments(prisma, userId),
    userId === null ? [] : listOwnArgumentIds(prisma, userId),
    userId === null ? null : listDeliberations(prisma, userId),
  ]);
  const url = new URL(request.url);
  const all = homeSections(list, ownIds, query);
  // One page of each list, each card with a short description: the page's size does not grow
  // with the number of arguments.
  const paged = (name: ListName, anchor: string) => {
    const { items, page, pageCount } = pageOf(all[name], requestedPage(url, PAGE_PARAMS[name]));
    return {
      items: items.map((argument) => ({
        ...argument,
        summarizedDescription: truncateAtWord(argument.summarizedDescription),
      })),
      page,
      pageCount,
      previousHref: page > 1 ? pageHref(url, PAGE_PARAMS[name], page - 1, anchor) : null,
      nextHref: page < pageCount ? pageHref(url, PAGE_PARAMS[name], page + 1, anchor) : null,
    };
  };
  const sections = {
    mine: paged('mine', 'my-arguments'),
    shared: paged('shared', 'shared-with-me'),
    public: paged('public', 'public-arguments'),
  };
  const shown = [sections.mine, sections.shared, sections.public].flatMap((section) =>
    section.items.map((argument) => argument.id),
  );
  const pC = userId === null ? null : await readerConclusionCredences(prisma, userId, shown);
  const adminNotice = user?.role === 'ADMIN' && url.searchParams.get(ADMIN_NOTICE_PARAM) === '1';
  return {
    signedIn: userId !== null,
    query,
    sections,
    pC,
    adminNotice,
    // The newest few: the page's size does not grow with the user's deliberations either.
    deliberations: deliberations?.deliberations.slice(0, HOME_DELIBERATIONS) ?? [],
    moreDeliberations: Math.max(0, (deliberations?.deliberations.length ?? 0) - HOME_DELIBERATIONS),
  };
}

export default function Index() {
  const { signedIn, query, sections, pC, adminNotice, deliberations, moreDeliberations } =
    useLoaderData<typeof loader>();
  const [client] = useState(() => createCredenceClient({ baseUrl: '' }));
  const revalidator = useRevalidator();
  const noMatch = 'No title matches this search.';
  return (
    <PageBlock>
      <Stack space="xlarge">
        <Stack space="medium">
          <Heading level="1">Arguments</Heading>
          {adminNotice ? <AdminNotice /> : null}
          {signedIn ? null : (
            <Card tone="info" accent>
              <Text>
                Credence lets you lay out an argument, give each premise a credence, and see how
                strongly the premises support the conclusion. Sign up or sign in to evaluate the
                arguments below and write your own.
              </Text>
            </Card>
          )}
          <SearchForm query={query} />
        </Stack>
        {signedIn && pC ? (
          <>
            <DeliberationsSection deliberations={deliberations} more={moreDeliberations} />
            <ArgumentSection
              title="My arguments"
              id="my-arguments"
              arguments={sections.mine.items}
              pages={sections.mine}
              pC={pC}
              empty={
                query ? (
                  noMatch
                ) : (
                  <>
                    You have no arguments yet. <Link href="/arguments/new">Write one</Link>.
                  </>
                )
              }
              actions={(argument) => (titleId) => (
                <>
                  <ButtonLink
                    href={`/arguments/${argument.id}/edit`}
                    variant="secondary"
                    size="small"
                    aria-describedby={titleId}
                  >
                    Edit
                  </ButtonLink>
                  <DeleteArgumentButton
                    client={client}
                    argument={argument}
                    label="Delete"
                    size="small"
                    describedBy={titleId}
                    onDeleted={() => revalidator.revalidate()}
                  />
                </>
              )}
            />
            <ArgumentSection
              title="Shared with me"
              id="shared-with-me"
              arguments={sections.shared.items}
              pages={sections.shared}
              pC={pC}
              empty={
                query ? (
                  noMatch
                ) : (
                  <>
                    Nothing yet: your <Link href="/friends">friends</Link>’ “Friends only” arguments
                    appear here.
                  </>
                )
              }
            />
          </>
        ) : null}
        <ArgumentSection
          title="Public"
          id="public-arguments"
          arguments={sections.public.items}
          pages={sections.public}
          pC={pC ?? undefined}
          empty={query ? noMatch : 'No public arguments yet.'}
        />
      </Stack>
    </PageBlock>
  );
}
