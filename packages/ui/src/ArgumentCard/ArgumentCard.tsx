import { formatPercent } from '@credence/engine';
import { type ReactNode, useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Column, Columns } from '../Columns/Columns';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

/** Who may see an argument, as `@credence/api`'s `Visibility`. */
export type ArgumentVisibility = 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE';

/** The words of each visibility on its badge. */
export const VISIBILITY_LABELS: Readonly<Record<ArgumentVisibility, string>> = {
  PUBLIC: 'Public',
  FRIENDS_ONLY: 'Friends only',
  PRIVATE: 'Private',
};

const VISIBILITY_TONES = {
  PUBLIC: 'positive',
  FRIENDS_ONLY: 'info',
  PRIVATE: 'neutral',
} as const;

/** "Your P(C) 64%", or "Not evaluated yet" when the reader has saved no evaluation. */
export function readerPCLabel(pC: number | null): string {
  return pC === null || !Number.isFinite(pC)
    ? 'Not evaluated yet'
    : `Your P(C) ${formatPercent(pC)}`;
}

/** Props of {@link ArgumentCard}. */
export interface ArgumentCardProps {
  /** The argument's title: the card's heading and its link's text (shown as text, never markup). */
  title: string;
  /** Where the title links: usually the evaluator. */
  href: string;
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE';
  /** Who may see it; leave out to show no visibility badge. */
  visibility?: ArgumentVisibility;
  /** The summarized description, under the title. */
  description?: string;
  /**
   * The reader's own P(C) (their saved conclusion credence); `null` when they have not evaluated
   * it; leave out when there is no reader (signed out).
   */
  pC?: number | null;
  /** A line such as "by Ada", after the badges. */
  byline?: ReactNode;
  /**
   * Buttons and links acting on this argument (Edit, Delete). Called with the id of the title,
   * so each action can be described by it (`aria-describedby`) without repeating it in its name.
   */
  actions?: (titleId: string) => ReactNode;
  /** The heading's element; default `'h3'` (a card in a section under an `h2`). */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** The element; default `'li'` (a card in a list). */
  component?: 'li' | 'article' | 'div';
}

/**
 * One argument in a list: its title linking to it, type and visibility badges, the reader's
 * P(C), the description, and the reader's actions on it. Colour is never the only signal: every
 * badge says its word.
 */
export function ArgumentCard({
  title,
  href,
  argumentType,
  visibility,
  description,
  pC,
  byline,
  actions,
  headingComponent = 'h3',
  component = 'li',
}: ArgumentCardProps) {
  const titleId = useId();
  return (
    <Card component={component} space="xsmall">
      <Columns space="small" alignY="top" collapseBelow="tablet">
        <Column>
          <Stack space="xsmall">
            <Heading level="4" component={headingComponent} id={titleId} breakWords>
              <Link href={href}>{title}</Link>
            </Heading>
            <Inline space="xsmall" alignY="center">
              <Badge tone={argumentType === 'DEDUCTIVE' ? 'brand' : 'info'}>
                {argumentType === 'DEDUCTIVE' ? 'Deductive' : 'Inductive'}
              </Badge>
              {visibility ? (
                <Badge tone={VISIBILITY_TONES[visibility]}>{VISIBILITY_LABELS[visibility]}</Badge>
              ) : null}
              {pC !== undefined ? (
                <Text
                  component="span"
                  size="small"
                  weight={pC === null ? 'regular' : 'strong'}
                  tone={pC === null ? 'secondary' : undefined}
                  tabularNumbers
                >
                  {readerPCLabel(pC)}
                </Text>
              ) : null}
              {byline ? (
                <Text component="span" size="small" tone="secondary">
                  {byline}
                </Text>
              ) : null}
            </Inline>
          </Stack>
        </Column>
        {actions ? (
          <Column width="content">
            <Inline space="xsmall" alignY="center">
              {actions(titleId)}
            </Inline>
          </Column>
        ) : null}
      </Columns>
      {description ? (
        <Text component="p" size="small" tone="secondary" breakWords>
          {description}
        </Text>
      ) : null}
    </Card>
  );
}
