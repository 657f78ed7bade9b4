import type { DeliberationOwnSubmission } from '@credence/state-machines';
import { useId } from 'react';
import { Box } from '../Box/Box';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DeliberationFigures } from './DeliberationFigures';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import type { DeliberationPremise } from './deliberation.types';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `submittedAt` for people; the raw text when it is not a date. */
export function formatSubmittedAt(submittedAt: string): string {
  const date = new Date(submittedAt);
  return Number.isNaN(date.getTime()) ? submittedAt : dateFormat.format(date);
}

/** Props of {@link DeliberationYourSubmission}. */
export interface DeliberationYourSubmissionProps {
  submission: DeliberationOwnSubmission;
  premises: readonly DeliberationPremise[];
}

/**
 * The member's own submission to the open round, as only they see it: when they sent it, their
 * figures and their reasons (as text).
 */
export function DeliberationYourSubmission({
  submission,
  premises,
}: DeliberationYourSubmissionProps) {
  const headingId = useId();
  const labelOf = new Map(premises.map((premise) => [premise.id, premise.label]));
  return (
    <Card
      tone="plain"
      background="raised"
      padding="small"
      space="xsmall"
      component="section"
      aria-labelledby={headingId}
    >
      <Heading level="4" component="h4" id={headingId}>
        {T.yourSubmission}
      </Heading>
      <Text size="small" tone="secondary">
        {T.sentAt}{' '}
        <Box component="time" dateTime={submission.submittedAt}>
          {formatSubmittedAt(submission.submittedAt)}
        </Box>
      </Text>
      <DeliberationFigures premises={premises} values={submission} />
      {submission.reasons.length > 0 ? (
        <Stack space="xxsmall" component="ul">
          {submission.reasons.map((reason) => (
            <Text key={reason.claimId} component="li" size="small" breakWords whiteSpace="preLine">
              {`${T.yourReason} (${labelOf.get(reason.claimId) ?? reason.claimId}): ${reason.text}`}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}
