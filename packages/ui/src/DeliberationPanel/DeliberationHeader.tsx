import { canDelete, DELIBERATION_LABELS as L, POOLING_RULE_LABELS } from '@credence/state-machines';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import type { Deliberation, DeliberationPanelStatus } from './deliberation.types';

/** Props of {@link DeliberationHeader}. */
export interface DeliberationHeaderProps {
  deliberation: Deliberation;
  /** The heading's id: it names the panel. */
  titleId: string;
  status: DeliberationPanelStatus;
  onRefresh: () => void;
  /** Asks before deleting; without it there is no delete button. */
  onDelete?: () => void;
}

/**
 * The panel's head: the argument, the round (of how many) or that it is finished, who started
 * it, the members by name, the pooling rule in words, and Refresh (and Delete, for the starter).
 */
export function DeliberationHeader({
  deliberation,
  titleId,
  status,
  onRefresh,
  onDelete,
}: DeliberationHeaderProps) {
  const busy = status !== 'idle';
  const open = deliberation.openRound;
  return (
    <Stack space="small">
      <Heading level="3" component="h2" id={titleId} breakWords>
        {T.title(deliberation.argumentTitle)}
      </Heading>
      <Inline space="small" alignY="center">
        <Badge tone={open ? 'info' : 'neutral'}>
          {open ? T.roundOf(open.number, deliberation.maxRounds) : T.finished}
        </Badge>
        <Text size="small" tone="secondary">
          {T.startedBy(deliberation.starterName, deliberation.startedByYou)}
        </Text>
      </Inline>
      <Text size="small" breakWords>
        {T.members(deliberation.memberCount, deliberation.memberNames)}
      </Text>
      <Text size="small" tone="secondary">
        {T.pooling(POOLING_RULE_LABELS[deliberation.pooling])}
      </Text>
      <Inline space="small">
        <Button
          variant="secondary"
          size="small"
          onPress={onRefresh}
          isPending={status === 'refreshing'}
          pendingLabel={L.refreshing}
          isDisabled={busy && status !== 'refreshing'}
        >
          {L.refresh}
        </Button>
        {onDelete && canDelete(deliberation) ? (
          <Button
            variant="danger"
            size="small"
            onPress={onDelete}
            isPending={status === 'deleting'}
            pendingLabel={L.deleting}
            isDisabled={busy && status !== 'deleting'}
          >
            {L.delete}
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
