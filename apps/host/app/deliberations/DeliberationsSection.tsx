/**
 * The home page's "Deliberations": the deliberations the user started or was invited to, newest
 * first, each with its round, its members and whether the user still has to submit.
 */
import type { DeliberationSummary } from '@credence/api';
import { Badge, Card, Heading, Inline, Link, Stack, Text } from '@credence/ui';
import type { z } from 'zod';
import { deliberationHref } from '../shell/hrefs.ts';

type Summary = z.infer<typeof DeliberationSummary>;

/** What the row says about the user's part in the open round. */
function standing(summary: Summary): { text: string; tone: 'caution' | 'positive' | 'neutral' } {
  if (summary.status === 'finished') return { text: 'Finished', tone: 'neutral' };
  return summary.youSubmitted
    ? { text: `Submitted to round ${summary.round}`, tone: 'positive' }
    : { text: `Your turn: round ${summary.round}`, tone: 'caution' };
}

/** One deliberation: its argument as a link, who started it and its state. */
function DeliberationRow({ summary }: { summary: Summary }) {
  const { text, tone } = standing(summary);
  const titleId = `deliberation-${summary.id}-title`;
  return (
    <Card component="li" padding="small">
      <Stack space="xxsmall">
        <Inline space="small" align="spaceBetween" alignY="center">
          <Link href={deliberationHref(summary.argumentId, summary.id)} id={titleId}>
            {summary.argumentTitle}
          </Link>
          <Badge tone={tone}>{text}</Badge>
        </Inline>
        <Text size="small" tone="secondary" breakWords>
          {summary.startedByYou ? 'Started by you' : `Started by ${summary.starterName}`} ·{' '}
          {summary.memberCount} {summary.memberCount === 1 ? 'member' : 'members'}
          {summary.status === 'open' ? ` · round ${summary.round}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

/** Props of {@link DeliberationsSection}. */
export interface DeliberationsSectionProps {
  deliberations: readonly Summary[];
  /** How many older ones are not listed. */
  more?: number;
}

/** The section, or nothing when the user is in no deliberation. */
export function DeliberationsSection({ deliberations, more = 0 }: DeliberationsSectionProps) {
  if (deliberations.length === 0) return null;
  return (
    <Stack component="section" space="small" aria-labelledby="deliberations">
      <Heading level="2" id="deliberations">
        Deliberations
      </Heading>
      <Stack component="ul" space="small" aria-labelledby="deliberations">
        {deliberations.map((summary) => (
          <DeliberationRow key={summary.id} summary={summary} />
        ))}
      </Stack>
      {more > 0 ? (
        <Text size="small" tone="secondary">
          and {more} older {more === 1 ? 'deliberation' : 'deliberations'}, reached from their
          arguments.
        </Text>
      ) : null}
    </Stack>
  );
}
