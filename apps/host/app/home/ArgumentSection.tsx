/**
 * One list of the home page ("My arguments", "Shared with me", "Public"): a titled region with
 * the arguments as cards, or a sentence when it is empty.
 */
import { ArgumentCard, type ArgumentCardProps, Heading, Stack, Text } from '@credence/ui';
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
}

/** A titled list of argument cards, or the `empty` sentence. */
export function ArgumentSection({
  title,
  id,
  arguments: list,
  empty,
  pC,
  actions,
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
    </Stack>
  );
}
