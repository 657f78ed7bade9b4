import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';
import { Inline } from '../Inline/Inline';

/** The Save Evaluation button's state. */
export type SaveState = 'idle' | 'saving' | 'saved';

/** Props of {@link EvaluatorActions}. */
export interface EvaluatorActionsProps {
  /**
   * Where Dialectic Manager leads (`/explore?mode=dialectic&…`); the link shows only when given
   * (the state machine's `selectDialecticManager`).
   */
  dialecticHref?: string;
  /** Reset Evaluation (the evaluator asks before it resets: `EvaluatorResetConfirm`). */
  onReset?: () => void;
  /** Save Evaluation. */
  onSave?: () => void;
  /** `'saving'` reads "Saving...", `'saved'` reads "Saved"; both disable the button. */
  saveState?: SaveState;
  /** Disables Save Evaluation in the idle state too (e.g. not ready). */
  isSaveDisabled?: boolean;
  /** Share. */
  onShare?: () => void;
  /** Extra class names. */
  className?: string;
}

const SAVE_LABELS: Readonly<Record<SaveState, string>> = {
  idle: 'Save Evaluation',
  saving: 'Saving...',
  saved: 'Saved',
};

/**
 * The evaluator's buttons: Dialectic Manager (a link, only with `dialecticHref`), Reset
 * Evaluation, Save Evaluation ("Saving..." then "Saved", disabled while saving or once saved)
 * and Share.
 */
export function EvaluatorActions({
  dialecticHref,
  onReset,
  onSave,
  saveState = 'idle',
  isSaveDisabled = false,
  onShare,
  className,
}: EvaluatorActionsProps) {
  return (
    <Inline space="small" className={className}>
      {dialecticHref !== undefined ? (
        <ButtonLink href={dialecticHref} variant="secondary">
          Dialectic Manager
        </ButtonLink>
      ) : null}
      <Button variant="danger" onPress={onReset}>
        Reset Evaluation
      </Button>
      <Button
        variant="primary"
        onPress={onSave}
        isDisabled={isSaveDisabled || saveState !== 'idle'}
      >
        {SAVE_LABELS[saveState]}
      </Button>
      <Button variant="secondary" onPress={onShare}>
        Share
      </Button>
    </Inline>
  );
}
