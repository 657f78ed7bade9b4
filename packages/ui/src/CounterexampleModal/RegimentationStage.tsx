import { allRegimentationsConfirmed, type RegimentedItem } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { Button } from '../Button/Button';
import * as styles from './CounterexampleModal.css';
import { COUNTEREXAMPLE_MODAL_TEXT as T } from './CounterexampleModal.text';
import { checkFormula, FormulaField } from './FormulaField';
import type { CounterexampleActor } from './useCounterexampleFinder';

interface RegimentationRowProps {
  label: string;
  item: RegimentedItem;
  actorRef: CounterexampleActor;
  isBusy: boolean;
  isRetrying: boolean;
  onEdit: (content: string) => void;
  onConfirm: () => void;
  onRetry: () => void;
}

/** One claim: its text, its editable formula, and Confirm and Retry. */
function RegimentationRow({
  label,
  item,
  actorRef,
  isBusy,
  isRetrying,
  onEdit,
  onConfirm,
  onRetry,
}: RegimentationRowProps) {
  const mode = useSelector(actorRef, (snapshot) => snapshot.context.mode);
  const readable = checkFormula(item.regimentedContent, mode).kind === 'ok';
  return (
    <tr aria-label={label}>
      <th scope="row" className={styles.originalCell}>
        <span className={styles.claimLabel}>{label}</span>
        <span>{item.originalContent}</span>
      </th>
      <td className={styles.cell}>
        <FormulaField
          claimLabel={label}
          value={item.regimentedContent}
          mode={mode}
          isDisabled={isBusy}
          onChange={onEdit}
        />
      </td>
      <td className={styles.cell}>
        <div className={styles.rowActions}>
          <Button
            variant={item.isConfirmed ? 'secondary' : 'primary'}
            aria-label={`${item.isConfirmed ? T.confirmed : T.confirm} ${label}`}
            isDisabled={isBusy || item.isConfirmed || !readable}
            onPress={onConfirm}
          >
            {item.isConfirmed ? T.confirmed : T.confirm}
          </Button>
          <Button
            variant="secondary"
            aria-label={`${isRetrying ? T.retrying : T.retry} ${label}`}
            isDisabled={isBusy && !isRetrying}
            isPending={isRetrying}
            pendingLabel={T.retrying}
            onPress={onRetry}
          >
            {T.retry}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Props of {@link RegimentationStage}. */
export interface RegimentationStageProps {
  actorRef: CounterexampleActor;
}

/**
 * The first stage: the table of original claims and regimented forms (the first column can be
 * resized), per-row Confirm and Retry, and Regiment, Cancel and 'Proceed to Countermodel'. When
 * stored regimentations exist, Regiment first asks whether to load them.
 */
export function RegimentationStage({ actorRef }: RegimentationStageProps) {
  const state = useSelector(actorRef, (snapshot) => ({
    premises: snapshot.context.regimentedPremises,
    conclusion: snapshot.context.regimentedConclusion,
    retryingPremiseId: snapshot.context.retryingPremiseId,
    idle: snapshot.matches({ regimentation: 'idle' }),
    regimenting: snapshot.matches({ regimentation: 'regimenting' }),
    retryingPremise: snapshot.matches({ regimentation: 'retryingPremise' }),
    retryingConclusion: snapshot.matches({ regimentation: 'retryingConclusion' }),
    confirmingStored: snapshot.matches({ regimentation: 'confirmingStored' }),
    canProceed: allRegimentationsConfirmed(snapshot.context),
  }));
  const send = actorRef.send;
  const isBusy = !state.idle;
  return (
    <div className={styles.stage}>
      <p className={styles.muted}>{T.regimentIntro}</p>
      {state.confirmingStored ? (
        <div className={styles.prompt} role="alertdialog" aria-label={T.storedPrompt}>
          <p>{T.storedPrompt}</p>
          <div className={styles.rowActions}>
            <Button onPress={() => send({ type: 'LOAD_STORED' })}>{T.loadStored}</Button>
            <Button variant="secondary" onPress={() => send({ type: 'DISCARD_STORED' })}>
              {T.discardStored}
            </Button>
          </div>
        </div>
      ) : null}
      <div className={styles.tableArea}>
        <table className={styles.table} aria-label={T.regimentationStage}>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                <div className={styles.resizable}>{T.originalColumn}</div>
              </th>
              <th scope="col" className={styles.headerCell}>
                {T.regimentedColumn}
              </th>
              <th scope="col" className={styles.headerCell}>
                {T.actionsColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {state.premises.map((item, index) => (
              <RegimentationRow
                key={item.id}
                label={T.premiseLabel(index + 1)}
                item={item}
                actorRef={actorRef}
                isBusy={isBusy}
                isRetrying={state.retryingPremise && state.retryingPremiseId === item.id}
                onEdit={(content) => send({ type: 'EDIT_PREMISE', id: item.id, content })}
                onConfirm={() => send({ type: 'CONFIRM_PREMISE', id: item.id })}
                onRetry={() => send({ type: 'RETRY_PREMISE', id: item.id })}
              />
            ))}
            <RegimentationRow
              label={T.conclusionLabel}
              item={state.conclusion}
              actorRef={actorRef}
              isBusy={isBusy}
              isRetrying={state.retryingConclusion}
              onEdit={(content) => send({ type: 'EDIT_CONCLUSION', content })}
              onConfirm={() => send({ type: 'CONFIRM_CONCLUSION' })}
              onRetry={() => send({ type: 'RETRY_CONCLUSION' })}
            />
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button
          isDisabled={isBusy && !state.regimenting}
          isPending={state.regimenting}
          pendingLabel={T.regimenting}
          onPress={() => send({ type: 'REGIMENT' })}
        >
          {T.regiment}
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })}>
          {T.cancel}
        </Button>
        <Button
          variant={state.canProceed ? 'primary' : 'secondary'}
          isDisabled={isBusy}
          onPress={() => send({ type: 'PROCEED' })}
        >
          {T.proceed}
        </Button>
      </div>
    </div>
  );
}
