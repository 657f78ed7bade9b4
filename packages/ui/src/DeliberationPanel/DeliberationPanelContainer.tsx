import { DELIBERATION_TEXTS } from '@credence/state-machines';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { DeliberationPanel } from './DeliberationPanel';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import type {
  Deliberation,
  DeliberationCurrentValues,
  DeliberationPremise,
} from './deliberation.types';
import { useDeliberation } from './useDeliberation';

/** Props of {@link DeliberationPanelContainer}. */
export interface DeliberationPanelContainerProps {
  /** The deliberation to show (its `id`). */
  deliberationId: number;
  /** The argument's premises, in order: their claim ids, labels (`'Premise 2'`) and texts. */
  premises: readonly DeliberationPremise[];
  /** The viewer's figures in the evaluator now: what a submission sends. */
  current: DeliberationCurrentValues;
  /** The deliberation as already read (e.g. by the page's loader): shown without a request. */
  initialDeliberation?: Deliberation;
  /** Called once the starter deleted the deliberation. */
  onDeleted?: (deliberationId: number) => void;
  /** Extra class names for the root. */
  className?: string;
}

/**
 * The deliberation panel connected to the API: runs the deliberation machine
 * (`useDeliberation`) on the nearest `CredenceProvider`'s client and shows its loading state, a
 * failed load with 'Try again', the panel itself, and the notice once deleted.
 */
export function DeliberationPanelContainer({
  deliberationId,
  premises,
  current,
  initialDeliberation,
  onDeleted,
  className,
}: DeliberationPanelContainerProps) {
  const api = useDeliberation(deliberationId, { initial: initialDeliberation, onDeleted });
  if (api.status === 'ready' && api.deliberation !== null) {
    return (
      <DeliberationPanel
        deliberation={api.deliberation}
        premises={premises}
        current={current}
        status={api.activity}
        error={api.error}
        onSubmit={api.submit}
        onOpenNextRound={api.openNextRound}
        onRefresh={api.refresh}
        onDelete={api.delete}
        className={className}
      />
    );
  }
  return (
    <Card component="section" space="small" busy={api.status === 'loading'} className={className}>
      {api.status === 'failed' ? (
        <>
          <Text role="alert" tone="critical" weight="strong">
            {api.error ?? DELIBERATION_TEXTS.loadFailed}
          </Text>
          <Box>
            <Button variant="secondary" onPress={api.retry}>
              {api.labels.retry}
            </Button>
          </Box>
        </>
      ) : (
        <Text role="status" tone="secondary">
          {api.status === 'deleted' ? DELIBERATION_TEXTS.deleted : T.loading}
        </Text>
      )}
    </Card>
  );
}
