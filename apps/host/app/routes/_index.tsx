/**
 * / — the arguments the reader may see, in three lists: "My arguments" (with Edit and Delete),
 * "Shared with me" (friends' "Friends only" arguments) and "Public"; a search by title (`?q=`);
 * each card with its type and visibility and the reader's own P(C). Signed out: the public ones.
 */
import { createCredenceClient } from '@credence/api';
import { ButtonLink, Card, Heading, Link, PageBlock, Stack, Text } from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { DeleteArgumentButton } from '../authoring/DeleteArgumentButton.tsx';
import { getPrisma } from '../db.server.ts';
import { ArgumentSection } from '../home/ArgumentSection.tsx';
import { homeSections, searchQuery } from '../home/homeSections.ts';
import { SearchForm } from '../home/SearchForm.tsx';
import { listArguments, listOwnArgumentIds } from '../models/arguments.server.ts';
import { readerConclusionCredences } from '../models/evaluations.server.ts';
import { getUserId } from '../session.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `“${data.query}” · Credence` : 'Credence' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getUserId(request);
  const query = searchQuery(new URL(request.url));
  const prisma = getPrisma();
  const [list, ownIds] = await Promise.all([
    listArguments(prisma, userId),
    userId === null ? [] : listOwnArgumentIds(prisma, userId),
  ]);
  const sections = homeSections(list, ownIds, query);
  const shown = [...sections.mine, ...sections.shared, ...sections.public].map((a) => a.id);
  const pC = userId === null ? null : await readerConclusionCredences(prisma, userId, shown);
  return { signedIn: userId !== null, query, sections, pC };
}

export default function Index() {
  const { signedIn, query, sections, pC } = useLoaderData<typeof loader>();
  const [client] = useState(() => createCredenceClient({ baseUrl: '' }));
  const revalidator = useRevalidator();
  const noMatch = 'No title matches this search.';
  return (
    <PageBlock>
      <Stack space="xlarge">
        <Stack space="medium">
          <Heading level="1">Arguments</Heading>
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
            <ArgumentSection
              title="My arguments"
              id="my-arguments"
              arguments={sections.mine}
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
              arguments={sections.shared}
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
          arguments={sections.public}
          pC={pC ?? undefined}
          empty={query ? noMatch : 'No public arguments yet.'}
        />
      </Stack>
    </PageBlock>
  );
}
