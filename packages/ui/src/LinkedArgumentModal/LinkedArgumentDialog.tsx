import {
  LINKED_CONCLUSION_TYPES,
  type LinkedArgumentSaveStatus,
  type LinkedConclusionType,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Label, Radio, RadioGroup, Text, TextArea, TextField } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { ModelPicker } from '../ModelPicker/ModelPicker';
import * as styles from './LinkedArgumentModal.css';
import { LINKED_ARGUMENT_MODAL_TEXT as T } from './LinkedArgumentModal.text';
import { LinkedPremiseEditor } from './LinkedPremiseEditor';
import type { LinkedArgumentActor } from './useLinkedArgument';

/** Props of {@link LinkedArgumentDialog}. */
export interface LinkedArgumentDialogProps {
  /** The machine from `useLinkedArgument`. */
  actorRef: LinkedArgumentActor;
  /** Open (controlled). */
  isOpen: boolean;
  /**
   * Called when the dialog asks to open or close (Escape, the close button, an outside click).
   * To close through the machine (so that it reports a save), send it `{ type: 'CLOSE' }`.
   */
  onOpenChange: (isOpen: boolean) => void;
}

type Snapshot = ReturnType<LinkedArgumentActor['getSnapshot']>;

/** The save region's state (`open.save`); `idle` once the machine has ended. */
function saveStatusOf(snapshot: Snapshot): LinkedArgumentSaveStatus {
  for (const status of ['saving', 'success', 'error'] as const) {
    if (snapshot.matches({ open: { save: status } })) return status;
  }
  return 'idle';
}

const isGeneratingOf = (snapshot: Snapshot) =>
  snapshot.matches({ open: { generation: 'generating' } });

/**
 * The Linked argument modal's dialog: 'Create an Objection' (mode `refute`) or 'Create a
 * Supporting Argument' (mode `support`) for one premise, driven by `linkedArgumentMachine`:
 * - the targeted premise, shown as text;
 * - the premise editor: 'Write Premises Myself' (`START_MANUAL`) or the AI's draft, then the
 *   reconstruction editor's claims (`LinkedPremiseEditor`): edit in place, lock, voice, reorder
 *   (drag or keyboard), delete and add premises, and the locked conclusion C with the refute or
 *   support wording toggles (read only while the AI writes or the save runs);
 * - 'Generate with AI': instructions, the shared `ModelPicker` (`SET_MODEL`) and 'Generate
 *   Premises' (`GENERATE`), which replaces the draft;
 * - before a draft exists, the locked conclusion (read only); the selectable conclusion type
 *   (`SET_CONCLUSION_TYPE`);
 * - the footer: the save error (3 s) or the saved note, Cancel / Done (`CLOSE`, refused while
 *   saving) and Save (`SAVE`, validated by the machine; 'Saving...' while it runs; 'Saved' after,
 *   which also refuses a second save).
 * Toasts are not shown here: `useLinkedArgument` sends them to the provider's toast queue.
 */
export function LinkedArgumentDialog({
  actorRef,
  isOpen,
  onOpenChange,
}: LinkedArgumentDialogProps) {
  const mode = useSelector(actorRef, (s) => s.context.mode);
  const isSaving = useSelector(actorRef, (s) => saveStatusOf(s) === 'saving');
  return (
    <Dialog
      title={T.title[mode]}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // A click outside must not look like it closed the dialog while the save runs.
      isDismissable={!isSaving}
      footer={<LinkedArgumentFooter actorRef={actorRef} />}
    >
      <LinkedArgumentBody actorRef={actorRef} />
    </Dialog>
  );
}

function LinkedArgumentBody({ actorRef }: { actorRef: LinkedArgumentActor }) {
  const context = useSelector(actorRef, (s) => s.context);
  const isGenerating = useSelector(actorRef, isGeneratingOf);
  const isSaving = useSelector(actorRef, (s) => saveStatusOf(s) === 'saving');
  const isBusy = isGenerating || isSaving;
  const premisesHeading = useId();
  const aiHeading = useId();
  const { mode, premise, draft } = context;
  return (
    <div className={styles.stack}>
      <div className={styles.target}>
        <span className={styles.label}>{T.target[mode]}</span>
        <p className={styles.targetText}>{premise?.content || T.noTarget}</p>
      </div>

      <section className={styles.section} aria-labelledby={premisesHeading} aria-busy={isBusy}>
        <h3 id={premisesHeading} className={styles.heading}>
          {T.premisesHeading}
        </h3>
        {draft === null ? (
          <div className={styles.row}>
            <p className={styles.muted}>{T.premisesIntro}</p>
            <Button
              variant="secondary"
              isDisabled={isBusy}
              onPress={() => actorRef.send({ type: 'START_MANUAL' })}
            >
              {T.writeManually}
            </Button>
          </div>
        ) : (
          <LinkedPremiseEditor
            key={context.draftRevision}
            linkedRef={actorRef}
            mode={mode}
            draft={draft}
            conclusion={context.conclusion}
            isDisabled={isBusy}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby={aiHeading}>
        <h3 id={aiHeading} className={styles.heading}>
          {T.aiHeading}
        </h3>
        <p className={styles.muted}>{T.aiIntro}</p>
        <TextField
          className={styles.field}
          value={context.instructions}
          onChange={(instructions) => actorRef.send({ type: 'SET_INSTRUCTIONS', instructions })}
          isReadOnly={isGenerating}
        >
          <Label className={styles.label}>{T.instructionsLabel}</Label>
          <TextArea className={styles.textArea} rows={2} placeholder={T.instructionsPlaceholder} />
        </TextField>
        <div className={styles.row}>
          <ModelPicker
            initialModelId={context.modelId}
            onSelect={(modelId) => actorRef.send({ type: 'SET_MODEL', modelId })}
            isDisabled={isGenerating}
          />
          <Button
            onPress={() => actorRef.send({ type: 'GENERATE' })}
            isPending={isGenerating}
            pendingLabel={T.generating}
            isDisabled={isSaving}
          >
            {T.generate}
          </Button>
        </div>
      </section>

      {draft === null ? (
        <TextField className={styles.field} value={context.conclusion} isReadOnly>
          <Label className={styles.label}>
            <span aria-hidden="true">🔒 </span>
            {T.conclusionLabel}
          </Label>
          <TextArea className={`${styles.textArea} ${styles.locked}`} rows={2} />
          <Text slot="description" className={styles.hint}>
            {T.conclusionHint}
          </Text>
        </TextField>
      ) : null}

      <RadioGroup
        className={styles.field}
        orientation="horizontal"
        value={context.conclusionType}
        isDisabled={isSaving}
        onChange={(value) =>
          actorRef.send({
            type: 'SET_CONCLUSION_TYPE',
            conclusionType: value as LinkedConclusionType,
          })
        }
      >
        <Label className={styles.label}>{T.conclusionTypeLabel}</Label>
        <div className={styles.radios}>
          {LINKED_CONCLUSION_TYPES.map((type) => (
            <Radio key={type} value={type} className={styles.radio}>
              {T.conclusionTypes[type]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </div>
  );
}

function LinkedArgumentFooter({ actorRef }: { actorRef: LinkedArgumentActor }) {
  const mode = useSelector(actorRef, (s) => s.context.mode);
  const saveError = useSelector(actorRef, (s) => s.context.saveError);
  const savedId = useSelector(actorRef, (s) => s.context.savedArgumentId);
  const status = useSelector(actorRef, saveStatusOf);
  const isGenerating = useSelector(actorRef, isGeneratingOf);
  const isSaving = status === 'saving';
  const isSaved = savedId !== null;
  return (
    <div className={styles.footer}>
      {status === 'error' && saveError ? (
        <p role="alert" className={`${styles.footerStatus} ${styles.error}`}>
          {saveError}
        </p>
      ) : null}
      {isSaved ? (
        <p role="status" className={`${styles.footerStatus} ${styles.success}`}>
          {T.savedNote(savedId)}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className={styles.footerFirstButton}
        isDisabled={isSaving}
        onPress={() => actorRef.send({ type: 'CLOSE' })}
      >
        {isSaved ? T.done : T.cancel}
      </Button>
      <Button
        onPress={() => actorRef.send({ type: 'SAVE' })}
        isPending={isSaving}
        pendingLabel={T.saving}
        isDisabled={isGenerating || isSaved}
      >
        {isSaved ? T.saved : T.save[mode]}
      </Button>
    </div>
  );
}
