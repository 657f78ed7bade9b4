import type { CounterexampleMode } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { ModelPicker } from '../ModelPicker/ModelPicker';
import { Tabs } from '../Tabs/Tabs';
import * as styles from './CounterexampleModal.css';
import { COUNTEREXAMPLE_MODAL_TEXT as T } from './CounterexampleModal.text';
import { PredicatePanel } from './PredicatePanel';
import { PropositionalPanel } from './PropositionalPanel';
import { RegimentationStage } from './RegimentationStage';
import type { CounterexampleActor } from './useCounterexampleFinder';

/** Props of {@link CounterexampleDialog}. */
export interface CounterexampleDialogProps {
  /** The machine from `useCounterexampleFinder`. */
  actorRef: CounterexampleActor;
  /** Open (controlled). */
  isOpen: boolean;
  /**
   * Called when the dialog asks to close (Escape or the close button). Closing keeps the
   * counterexample in local storage; the Cancel buttons clear it (through the machine).
   */
  onOpenChange: (isOpen: boolean) => void;
}

type Stage = 'loading' | 'regimentation' | 'countermodel' | 'done';

/** The two stages, the current one marked. */
function StageIndicator({ stage }: { stage: Stage }) {
  const steps = [
    { id: 'regimentation', label: T.regimentationStage },
    { id: 'countermodel', label: T.countermodelStage },
  ] as const;
  return (
    <ol className={styles.stages} aria-label={T.stagesLabel}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          className={stage === step.id ? styles.stageCurrent : styles.stageStep}
          aria-current={stage === step.id ? 'step' : undefined}
        >
          {`${index + 1}. ${step.label}`}
        </li>
      ))}
    </ol>
  );
}

/**
 * The Find a Counterexample modal (spec §2): two stages, Regimentation and Countermodel; tabs
 * Propositional Logic and Predicate Logic (the other tab is locked when the argument's logic
 * system fixes the mode, and once the countermodel stage has begun); the AI model picker in the
 * regimentation stage; 'Back to Regimentation' in the countermodel stage. At most 4xl wide,
 * table areas at most 400 px high. Every state and text comes from the machine.
 */
export function CounterexampleDialog({
  actorRef,
  isOpen,
  onOpenChange,
}: CounterexampleDialogProps) {
  const state = useSelector(actorRef, (snapshot) => {
    const stage: Stage = snapshot.matches('regimentation')
      ? 'regimentation'
      : snapshot.matches('countermodel')
        ? 'countermodel'
        : snapshot.matches('loadingClaims') || snapshot.matches('start')
          ? 'loading'
          : 'done';
    return {
      stage,
      mode: snapshot.context.mode,
      modeLocked: snapshot.context.modeLocked,
      modelId: snapshot.context.modelId,
      idle: snapshot.matches({ regimentation: 'idle' }),
    };
  });
  const send = actorRef.send;
  const { stage, mode } = state;

  let content: ReactNode = null;
  if (stage === 'loading') {
    content = (
      <p className={styles.muted} role="status">
        {T.loadingClaims}
      </p>
    );
  } else if (stage === 'regimentation') {
    content = <RegimentationStage actorRef={actorRef} />;
  } else if (stage === 'countermodel') {
    content = (
      <>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => send({ type: 'BACK' })}>
            {T.back}
          </Button>
        </div>
        {mode === 'predicate' ? (
          <PredicatePanel actorRef={actorRef} />
        ) : (
          <PropositionalPanel actorRef={actorRef} />
        )}
      </>
    );
  }

  const otherLocked = state.modeLocked || stage !== 'regimentation' || !state.idle;
  const tab = (id: CounterexampleMode, label: string) => ({
    id,
    label,
    content: id === mode ? content : null,
    isDisabled: otherLocked && id !== mode,
  });

  return (
    <Dialog title={T.title} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <div className={styles.body}>
        <div className={styles.toolbar}>
          <StageIndicator stage={stage} />
          {stage === 'regimentation' ? (
            <ModelPicker
              initialModelId={state.modelId}
              isDisabled={!state.idle}
              onSelect={(modelId) => send({ type: 'SELECT_MODEL', modelId })}
            />
          ) : null}
        </div>
        {state.modeLocked ? <p className={styles.muted}>{T.lockedLogic}</p> : null}
        <Tabs
          label={T.logicLabel}
          selectedKey={mode}
          onSelectionChange={(id) =>
            send({ type: 'SET_MODE', mode: id === 'predicate' ? 'predicate' : 'propositional' })
          }
          items={[tab('propositional', T.propositional), tab('predicate', T.predicate)]}
        />
      </div>
    </Dialog>
  );
}
