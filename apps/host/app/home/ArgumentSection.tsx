/**
 * One list of the home page ("My arguments", "Shared with me", "Public"): a titled region with
 * one page of the arguments as cards, or a sentence when it is empty, and links to the list's
 * other pages (plain links: they work without scripts).
 */
import {
  ArgumentCard,
  type ArgumentCardProps,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
} from '@credence/ui';
import type { ReactNode } from 'react';
import { evaluatorHref } from '../shell/hrefs.ts';

/** What a card of the home page shows of an argument. */
export interface HomeArgument {
  id: number;
  title: string;
  summarizedDescription: string;
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE';
  visibility: 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE';
}

/** Where a list's page sits among its pages, and the addresses of its neighbours. */
export interface SectionPages {
  page: number;
  pageCount: number;
  previousHref: string | null;
  nextHref: string | null;
}

/** Props of {@link ArgumentSection}. */
export interface ArgumentSectionProps {
  /** The heading, also the region's name. */
  title: string;
  /** The heading's id (for `aria-labelledby`). */
  id: string;
  arguments: readonly HomeArgument[];
  /** What an empty list says. */
  empty: ReactNode;
  /** The reader's P(C) by argument id; leave out when signed out. */
  pC?: Readonly<Record<number, number | null>>;
  /** The reader's actions on an argument (only their own have any). */
  actions?: (argument: HomeArgument) => ArgumentCardProps['actions'];
  /** The list's pages; links to the previous and next page when there are several. */
  pages?: SectionPages;
}

/** A titled list of argument cards, or the `empty` sentence. */
export function ArgumentSection({
  title,
  id,
  arguments: list,
  empty,
  pC,
  actions,
  pages,
}: ArgumentSectionProps) {
  return (
    <Stack component="section" space="small" aria-labelledby={id}>
      <Heading level="2" id={id}>
        {title}
      </Heading>
      {list.length === 0 ? (
        <Text tone="secondary">{empty}</Text>
      ) : (
        <Stack component="ul" space="small" aria-labelledby={id}>
          {list.map((argument) => (
            <ArgumentCard
              key={argument.id}
              title={argument.title}
              href={evaluatorHref(argument.id)}
              argumentType={argument.argumentType}
              visibility={argument.visibility}
              description={argument.summarizedDescription}
              pC={pC ? (pC[argument.id] ?? null) : undefined}
              actions={actions?.(argument)}
            />
          ))}
        </Stack>
      )}
      {pages && pages.pageCount > 1 ? (
        <Inline component="nav" space="medium" alignY="center" aria-label={`${title} pages`}>
          {pages.previousHref ? <Link href={pages.previousHref}>Previous page</Link> : null}
          <Text tone="secondary">
            Page {pages.page} of {pages.pageCount}
          </Text>
          {pages.nextHref ? <Link href={pages.nextHref}>Next page</Link> : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
