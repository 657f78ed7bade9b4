/**
 * The evaluator page's line of the user's deliberations on its argument: each opens the
 * evaluator with that deliberation's panel; the one open now is marked as the current page.
 */
import type { DeliberationSummary } from '@credence/api';
import { Inline, Link, Text } from '@credence/ui';
import type { z } from 'zod';
import { deliberationHref, evaluatorHref } from '../shell/hrefs.ts';

type Summary = z.infer<typeof DeliberationSummary>;

/** How a deliberation is named in the line. */
function linkText(summary: Summary): string {
  const who = summary.startedByYou ? 'yours' : `by ${summary.starterName}`;
  const state = summary.status === 'finished' ? 'finished' : `round ${summary.round}`;
  return `${who}, ${state}`;
}

/** Props of {@link DeliberationLinks}. */
export interface DeliberationLinksProps {
  argumentId: number;
  deliberations: readonly Summary[];
  /** The deliberation whose panel is open, if any. */
  currentId: number | null;
}

/** Nothing when the user is in no deliberation on the argument. */
export function DeliberationLinks({
  argumentId,
  deliberations,
  currentId,
}: DeliberationLinksProps) {
  if (deliberations.length === 0 && currentId === null) return null;
  return (
    <Inline component="nav" space="small" alignY="center" aria-label="Deliberations">
      <Text size="small" tone="secondary">
        Deliberations:
      </Text>
      {deliberations.map((summary) => (
        <Link
          key={summary.id}
          href={deliberationHref(summary.argumentId, summary.id)}
          aria-current={summary.id === currentId ? 'page' : undefined}
        >
          {linkText(summary)}
        </Link>
      ))}
      {currentId !== null ? (
        <Link href={evaluatorHref(argumentId)}>Close the deliberation panel</Link>
      ) : null}
    </Inline>
  );
}
