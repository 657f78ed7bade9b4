import {
  type ConclusionWording,
  conclusionWordingOf,
  draftToEditorArgument,
  type EditorArgument,
  type EditTarget,
  editKeyEvent,
  RECONSTRUCTION_MESSAGES as M,
  premiseLabel,
  REFUTE_WORDINGS,
  SUPPORT_WORDINGS,
  selectCanAssess,
  selectCanSave,
  selectCanToggleConclusionLock,
  selectIsSaveBusy,
  selectReconstructionEmptyMessage,
  selectSaveLabel,
  type TextEdit,
  type VoiceTarget,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  Label,
  TextArea,
  TextField,
  ToggleButton,
  useDragAndDrop,
} from 'react-aria-components';
import { ArgumentAssessmentModal } from '../ArgumentAssessmentModal/ArgumentAssessmentModal';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { LockToggle } from '../LockToggle/LockToggle';
import { ModelPicker } from '../ModelPicker/ModelPicker';
import { ClaimLogic } from './ClaimLogic';
import * as styles from './ReconstructionEditor.css';
import { RECONSTRUCTION_EDITOR_TEXT as T } from './ReconstructionEditor.text';
import { ReconstructionWorkspace } from './ReconstructionWorkspace';
import { CLAIM_KEY_ATTRIBUTE } from './useActiveClaim';
import { useKeepTextTypedBeforeHydration } from './useKeepTextTypedBeforeHydration';
import type { ReconstructionEditorActor } from './useReconstructionEditor';
import { useReportUnsavedReconstruction } from './useReportUnsavedReconstruction';

/** What a {@link ReconstructionEditorProps.speechSlot} gets for one field. */
export interface SpeechSlotProps {
  /** The field the recognised text goes to. */
  target: VoiceTarget;
  /** An accessible name for the voice button, e.g. 'Voice input for P1'. */
  label: string;
  /** True for a locked premise or conclusion (voice edits are refused) and while busy. */
  isDisabled: boolean;
  /** Appends recognised text to the field (the machine's APPEND_VOICE_TEXT). */
  onText: (text: string) => void;
}

/** Props of {@link ReconstructionEditor}. */
export interface ReconstructionEditorProps {
  /** The running editor, from {@link useReconstructionEditor}. */
  actorRef: ReconstructionEditorActor;
  /**
   * 'Assess Argument': called with the argument (texts trimmed, blank premises left out) after
   * the machine accepted ASSESS. The editor opens its own assessment modal (the machine's
   * `assessment` child); this only tells the app that it did.
   */
  onAssess?: (argument: EditorArgument) => void;
  /**
   * The voice-input button for each premise, the conclusion and the instructions (e.g. the
   * SpeechInputButton). Nothing is rendered without it.
   */
  speechSlot?: (props: SpeechSlotProps) => ReactNode;
  /** Hides the model picker (e.g. when the host has its own). */
  hideModelPicker?: boolean;
  /**
   * Called with true when the editor holds work that is not saved (an edit, a field being typed
   * in, or any content of a never-saved argument) and with false once it is saved: the host asks
   * before its page is left.
   */
  onUnsavedChangesChange?: (unsaved: boolean) => void;
}

type Send = ReconstructionEditorActor['send'];

function editKey(target: EditTarget): string {
  return target.kind === 'conclusion' ? 'conclusion' : `premise:${target.id}`;
}

/** The AI's remark on a premise or the conclusion, when it made one. */
function ClaimFeedback({ feedback }: { feedback: string | null }) {
  if (!feedback) return null;
  return (
    <p className={styles.feedback}>
      <span className={styles.label}>{T.feedback}: </span>
      {feedback}
    </p>
  );
}

interface EditableTextProps {
  target: EditTarget;
  name: string;
  content: string;
  placeholder: string;
  edit: TextEdit | null;
  send: Send;
  isLocked: boolean;
}

/** A premise's or the conclusion's text: click to edit, or the open edit's text area. */
function EditableText({
  target,
  name,
  content,
  placeholder,
  edit,
  send,
  isLocked,
}: EditableTextProps) {
  const isEditing = edit !== null && editKey(edit.target) === editKey(target);
  if (isEditing) {
    return (
      <TextArea
        className={styles.textArea}
        aria-label={T.editor(name)}
        aria-description={T.editHint}
        value={edit.draft}
        rows={2}
        autoFocus
        onFocus={(event) => {
          const length = event.currentTarget.value.length;
          event.currentTarget.setSelectionRange(length, length);
        }}
        onChange={(event) => send({ type: 'CHANGE_DRAFT', text: event.currentTarget.value })}
        onKeyDown={(event) => {
          // Keys typed here are the field's, not the premise list's (type-ahead, arrows).
          event.stopPropagation();
          const command = editKeyEvent(event);
          if (command === null) return;
          event.preventDefault();
          send({ type: command });
        }}
        onKeyUp={(event) => event.stopPropagation()}
        onPointerDown={(event) => event.stopPropagation()}
        onBlur={() => send({ type: 'BLUR' })}
      />
    );
  }
  const shown =
    content.trim() === '' ? <span className={styles.placeholder}>{placeholder}</span> : content;
  return (
    <AriaButton
      className={styles.text}
      data-edit-key={editKey(target)}
      // The name holds the words shown (label in name), after what a press does.
      aria-label={
        isLocked ? undefined : `${T.edit(name)}: ${content.trim() === '' ? placeholder : content}`
      }
      isDisabled={isLocked}
      onPress={() => send({ type: 'START_EDIT', target })}
    >
      {shown}
    </AriaButton>
  );
}

/** Where a drop lands: the index the moved premise takes. */
function dropIndex(from: number, target: number, position: 'before' | 'after' | 'on'): number {
  if (position === 'before') return from < target ? target - 1 : target;
  return from < target ? target : target + 1;
}

function PremiseList({
  actorRef,
  speechSlot,
  isBusy,
  showLogic,
}: {
  actorRef: ReconstructionEditorActor;
  speechSlot?: (props: SpeechSlotProps) => ReactNode;
  isBusy: boolean;
  showLogic: boolean;
}) {
  const premises = useSelector(actorRef, (s) => s.context.premises);
  const edit = useSelector(actorRef, (s) => s.context.edit);
  const send = actorRef.send;
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const list = actorRef.getSnapshot().context.premises;
      const [key] = [...event.keys];
      const from = list.findIndex((premise) => premise.id === key);
      const target = list.findIndex((premise) => premise.id === event.target.key);
      if (from < 0 || target < 0) return;
      const to = dropIndex(from, target, event.target.dropPosition);
      send({ type: 'MOVE_PREMISE', from, to: Math.min(to, list.length - 1) });
    },
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className={styles.dropIndicator} />
    ),
  });
  return (
    <GridList
      aria-label={T.premiseListLabel}
      className={styles.premiseList}
      items={premises}
      // The rows read their index, the open edit and the busy flag, not only their premise.
      dependencies={[premises, edit, isBusy, speechSlot, showLogic]}
      // Always passed: GridList's hooks depend on it. Moves while busy are refused by the machine.
      dragAndDropHooks={dragAndDropHooks}
      renderEmptyState={() => <p className={styles.muted}>{T.emptyPremise}</p>}
    >
      {(premise) => {
        const index = premises.indexOf(premise);
        const name = premiseLabel(index);
        const target: EditTarget = { kind: 'premise', id: premise.id };
        return (
          <GridListItem
            id={premise.id}
            textValue={`${name}: ${premise.content}`}
            className={styles.item}
            data-locked={premise.locked}
            {...{ [CLAIM_KEY_ATTRIBUTE]: editKey(target) }}
          >
            <AriaButton
              slot="drag"
              className={styles.handle}
              aria-label={T.drag(name)}
              isDisabled={premise.locked || isBusy}
            >
              ⠿
            </AriaButton>
            <span className={styles.itemLabel} aria-hidden="true">
              {name}
            </span>
            <div className={styles.body}>
              <EditableText
                target={target}
                name={name}
                content={premise.content}
                placeholder={T.emptyPremise}
                edit={edit}
                send={send}
                isLocked={premise.locked || isBusy}
              />
              <ClaimFeedback feedback={premise.feedback} />
              {showLogic ? (
                <ClaimLogic
                  actorRef={actorRef}
                  target={target}
                  name={name}
                  isReadOnly={premise.locked || isBusy}
                />
              ) : null}
            </div>
            <div className={styles.tools}>
              <LockToggle
                isLocked={premise.locked}
                isDisabled={isBusy}
                onChange={() => send({ type: 'TOGGLE_PREMISE_LOCK', id: premise.id })}
              />
              {speechSlot?.({
                target,
                label: T.voice(name),
                isDisabled: premise.locked || isBusy,
                onText: (text) => send({ type: 'APPEND_VOICE_TEXT', target, text }),
              })}
              <Button
                variant="danger"
                aria-label={T.remove(name)}
                isDisabled={isBusy}
                onPress={() => send({ type: 'DELETE_PREMISE', id: premise.id })}
              >
                ×
              </Button>
            </div>
          </GridListItem>
        );
      }}
    </GridList>
  );
}

function WordingToggles({
  actorRef,
  isBusy,
}: {
  actorRef: ReconstructionEditorActor;
  isBusy: boolean;
}) {
  const linkingMode = useSelector(actorRef, (s) => s.context.linkingMode);
  const wording = useSelector(actorRef, (s) => conclusionWordingOf(s.context.conclusion.content));
  if (linkingMode === null) return null;
  const wordings: readonly ConclusionWording[] =
    linkingMode === 'refute' ? REFUTE_WORDINGS : SUPPORT_WORDINGS;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of toggles, not a form
    <div role="group" aria-label={T.wordingLabel} className={styles.row}>
      {wordings.map((item) => (
        <ToggleButton
          key={item}
          className={styles.choice}
          isSelected={wording === item}
          isDisabled={isBusy}
          onChange={() => actorRef.send({ type: 'TOGGLE_CONCLUSION_WORDING', wording: item })}
        >
          {T.wording[item]}
        </ToggleButton>
      ))}
      {linkingMode === 'support' ? (
        <Button
          variant="secondary"
          isDisabled={isBusy || wording !== 'shouldNotReject'}
          onPress={() => actorRef.send({ type: 'SET_AFFIRMATION' })}
        >
          {T.setAffirmation}
        </Button>
      ) : null}
    </div>
  );
}

function ConclusionLine({
  actorRef,
  speechSlot,
  isBusy,
  showLogic,
}: {
  actorRef: ReconstructionEditorActor;
  speechSlot?: (props: SpeechSlotProps) => ReactNode;
  isBusy: boolean;
  showLogic: boolean;
}) {
  const conclusion = useSelector(actorRef, (s) => s.context.conclusion);
  const edit = useSelector(actorRef, (s) => s.context.edit);
  const canToggleLock = useSelector(actorRef, selectCanToggleConclusionLock);
  const send = actorRef.send;
  const target: EditTarget = { kind: 'conclusion' };
  return (
    <section
      aria-label={T.conclusionLabel}
      className={styles.item}
      data-locked={conclusion.locked}
      {...{ [CLAIM_KEY_ATTRIBUTE]: editKey(target) }}
    >
      <span aria-hidden="true" className={styles.handle} />
      <span className={styles.itemLabel} aria-hidden="true">
        {T.conclusionShort}
      </span>
      <div className={styles.body}>
        <EditableText
          target={target}
          name={T.conclusionLabel}
          content={conclusion.content}
          placeholder={T.emptyConclusion}
          edit={edit}
          send={send}
          isLocked={conclusion.locked || isBusy}
        />
        <ClaimFeedback feedback={conclusion.feedback} />
        <WordingToggles actorRef={actorRef} isBusy={isBusy} />
        {showLogic ? (
          <ClaimLogic
            actorRef={actorRef}
            target={target}
            name={T.conclusionLabel}
            isReadOnly={conclusion.locked || isBusy}
          />
        ) : null}
      </div>
      <div className={styles.tools}>
        <LockToggle
          isLocked={conclusion.locked}
          isDisabled={!canToggleLock || isBusy}
          onChange={() => send({ type: 'TOGGLE_CONCLUSION_LOCK' })}
        />
        {speechSlot?.({
          target,
          label: T.voice(T.conclusionLabel),
          isDisabled: conclusion.locked || isBusy,
          onText: (text) => send({ type: 'APPEND_VOICE_TEXT', target, text }),
        })}
      </div>
    </section>
  );
}

function ErrorBoxes({ actorRef }: { actorRef: ReconstructionEditorActor }) {
  const validationError = useSelector(actorRef, (s) => s.context.validationError);
  const reconstructionError = useSelector(actorRef, (s) => s.context.reconstructionError);
  const saveError = useSelector(actorRef, (s) => s.context.saveError);
  const dismiss = () => actorRef.send({ type: 'DISMISS_ERROR' });
  return (
    <>
      {validationError !== null ? (
        <div role="alert" className={styles.errorBox}>
          <h3 className={styles.errorTitle}>{M.validationErrorTitle}</h3>
          <p className={styles.lines}>{validationError}</p>
          <div>
            <Button variant="secondary" onPress={dismiss}>
              {T.dismiss}
            </Button>
          </div>
        </div>
      ) : null}
      {reconstructionError !== null || saveError !== null ? (
        <div role="alert" className={styles.errorBox}>
          {reconstructionError !== null ? (
            <p className={styles.error}>{reconstructionError}</p>
          ) : null}
          {saveError !== null ? <p className={styles.error}>{saveError}</p> : null}
          <div>
            <Button variant="secondary" onPress={dismiss}>
              {T.dismiss}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}

/**
 * Puts focus back on a premise's or the conclusion's text when its edit closes with Enter or
 * Escape (the text area it had is gone).
 */
function useRestoreFocusAfterEdit(actorRef: ReconstructionEditorActor) {
  const edit = useSelector(actorRef, (s) => s.context.edit);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (edit !== null) {
      last.current = editKey(edit.target);
      return;
    }
    const key = last.current;
    last.current = null;
    if (key === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    document.querySelector<HTMLElement>(`[data-edit-key="${CSS.escape(key)}"]`)?.focus();
  }, [edit]);
}

/** Props of {@link ReconstructionClaims}. */
export interface ReconstructionClaimsProps {
  /** The running editor, from {@link useReconstructionEditor}, in its `editing` state. */
  actorRef: ReconstructionEditorActor;
  /** The voice-input button for each premise and the conclusion; nothing without it. */
  speechSlot?: (props: SpeechSlotProps) => ReactNode;
  /** Read only, e.g. while the page around it saves or an AI writes. */
  isDisabled?: boolean;
  /**
   * Each claim's logic: "Implicit (not in the text)" and its Logic field (the formula). Default
   * false: the linked-argument creator edits texts only.
   */
  showLogic?: boolean;
}

/**
 * The editor's claims on their own: the premise list P1, P2, … (edit in place, lock, voice,
 * delete, drag or keyboard reorder), 'Add premise' and the conclusion line C with, in a linking
 * mode, the wording toggles. {@link ReconstructionEditor} shows it; the linked-argument creator
 * uses it as its premise editor.
 */
export function ReconstructionClaims({
  actorRef,
  speechSlot,
  isDisabled = false,
  showLogic = false,
}: ReconstructionClaimsProps) {
  const isReady = useSelector(actorRef, (s) => s.matches({ editing: 'ready' }));
  const isBusy = !isReady || isDisabled;
  return (
    <div className={styles.stack}>
      <PremiseList
        actorRef={actorRef}
        speechSlot={speechSlot}
        isBusy={isBusy}
        showLogic={showLogic}
      />
      <div>
        <Button
          variant="secondary"
          isDisabled={isBusy}
          onPress={() => actorRef.send({ type: 'ADD_PREMISE' })}
        >
          {T.addPremise}
        </Button>
      </div>
      <ConclusionLine
        actorRef={actorRef}
        speechSlot={speechSlot}
        isBusy={isBusy}
        showLogic={showLogic}
      />
    </div>
  );
}

/**
 * The argument reconstruction editor (spec §2 "Argument reconstruction editor", §4 and §5
 * "Reconstruction editor"), on `reconstructionEditorMachine` (run it with
 * {@link useReconstructionEditor}):
 * - the premise list P1, P2, … (a react-aria `GridList`): drag a premise by its handle, or with
 *   the keyboard (focus the handle, Enter, arrow keys, Enter); click a premise's text (or Enter
 *   on it) to edit it unless it is locked; Enter saves, Shift+Enter adds a line, Escape cancels,
 *   leaving the field saves a changed text; each premise has a lock toggle, the `speechSlot` and
 *   Delete; 'Add premise';
 * - the conclusion line C (click to edit, lock; in a linking mode the wording toggles);
 * - each claim's logic: "Implicit (not in the text)" when it is, and its Logic field (the
 *   formula in the engine's syntax, the parser's message as its error); the logic receipt
 *   (`ReceiptPanel`: each check's verdict and sentence, the counterexample, "Add missing
 *   premise"), recomputed by the machine as the claims change; the submitted text beside them
 *   (`SourceTextPane`, below on narrow screens) with the words of the claim under the pointer or
 *   holding focus highlighted;
 * - the instructions (with the `speechSlot`), the `ModelPicker`;
 * - 'Assess Argument' (the Argument Assessment modal on the machine's `assessment` child, whose
 *   calls `useReconstructionEditor` provides; `onAssess` is told), 'Retry Reconstruction', the
 *   save button ('Validating...' / 'Saving...' while busy), the 'Content Validation Error' box
 *   and the confirm dialog for lesser validation issues;
 * - 'Extracting argument...' while the `reconstruct` call runs, and the empty state with
 *   'Create New Argument'.
 */
export function ReconstructionEditor({
  actorRef,
  onAssess,
  speechSlot,
  hideModelPicker = false,
  onUnsavedChangesChange,
}: ReconstructionEditorProps) {
  useReportUnsavedReconstruction(actorRef, onUnsavedChangesChange);
  const isLoading = useSelector(actorRef, (s) => s.matches('loading'));
  const emptyMessage = useSelector(actorRef, selectReconstructionEmptyMessage);
  const isEmpty = emptyMessage !== null;
  const isEditing = useSelector(actorRef, (s) => s.matches('editing'));
  const isSaveBusy = useSelector(actorRef, selectIsSaveBusy);
  const saveLabel = useSelector(actorRef, selectSaveLabel);
  const canSave = useSelector(actorRef, selectCanSave);
  const canAssess = useSelector(actorRef, selectCanAssess);
  const canRetry = useSelector(
    actorRef,
    (s) =>
      (s.matches({ editing: 'ready' }) || s.matches('empty')) &&
      (s.context.sourceText.trim() !== '' || s.context.instructions.trim() !== ''),
  );
  const instructions = useSelector(actorRef, (s) => s.context.instructions);
  const modelId = useSelector(actorRef, (s) => s.context.modelId);
  const confirmation = useSelector(actorRef, (s) => s.context.confirmation);
  const assessment = useSelector(actorRef, (s) => s.children.assessment);
  const send = actorRef.send;
  const setInstructions = (text: string) => send({ type: 'SET_INSTRUCTIONS', text });
  const instructionsRef = useRef<HTMLTextAreaElement>(null);
  useKeepTextTypedBeforeHydration(instructionsRef, instructions, setInstructions);
  useRestoreFocusAfterEdit(actorRef);
  const isReady = useSelector(actorRef, (s) => s.matches({ editing: 'ready' }));

  const assess = () => {
    send({ type: 'ASSESS' });
    onAssess?.(draftToEditorArgument(actorRef.getSnapshot().context));
  };

  return (
    <section aria-label={T.regionLabel} aria-busy={isLoading} className={styles.root}>
      <ErrorBoxes actorRef={actorRef} />
      {isLoading ? (
        <p role="status" className={styles.muted}>
          {M.loading}
        </p>
      ) : null}
      {isEmpty ? (
        <div className={styles.stack}>
          <p className={styles.muted}>{emptyMessage}</p>
          <div>
            <Button onPress={() => send({ type: 'CREATE_NEW' })}>{M.createNew}</Button>
          </div>
        </div>
      ) : null}
      {isEditing ? (
        <ReconstructionWorkspace
          actorRef={actorRef}
          isReady={isReady}
          claims={<ReconstructionClaims actorRef={actorRef} speechSlot={speechSlot} showLogic />}
        />
      ) : null}
      <div className={styles.stack}>
        <div className={styles.row}>
          <TextField
            className={styles.instructions}
            value={instructions}
            isDisabled={isLoading}
            onChange={setInstructions}
          >
            <Label className={styles.label}>{T.instructionsLabel}</Label>
            <TextArea
              ref={instructionsRef}
              className={styles.textArea}
              rows={3}
              placeholder={T.instructionsPlaceholder}
            />
          </TextField>
          {speechSlot?.({
            target: { kind: 'instructions' },
            label: T.voice(T.instructionsLabel),
            isDisabled: isLoading,
            onText: (text) =>
              send({ type: 'APPEND_VOICE_TEXT', target: { kind: 'instructions' }, text }),
          })}
        </div>
        {hideModelPicker ? null : (
          <div>
            <ModelPicker
              label={T.modelLabel}
              initialModelId={modelId ?? undefined}
              isDisabled={isLoading}
              onSelect={(id) => send({ type: 'SELECT_MODEL', modelId: id })}
            />
          </div>
        )}
      </div>
      <div className={styles.row}>
        <Button variant="secondary" isDisabled={!canAssess} onPress={assess}>
          {M.assess}
        </Button>
        <Button
          variant="secondary"
          isDisabled={!canRetry}
          onPress={() => send({ type: 'RETRY_RECONSTRUCTION' })}
        >
          {M.retry}
        </Button>
        <Button
          isDisabled={!isSaveBusy && !canSave}
          isPending={isSaveBusy}
          pendingLabel={saveLabel}
          onPress={() => send({ type: 'SAVE' })}
        >
          {saveLabel}
        </Button>
      </div>
      <Dialog
        title={T.confirmTitle}
        isOpen={confirmation !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) send({ type: 'CANCEL_SAVE' });
        }}
        footer={
          <>
            <Button variant="secondary" onPress={() => send({ type: 'CANCEL_SAVE' })}>
              {T.confirmCancel}
            </Button>
            <Button onPress={() => send({ type: 'CONFIRM_SAVE' })}>{T.confirmContinue}</Button>
          </>
        }
      >
        <p className={styles.lines}>{confirmation ?? ''}</p>
      </Dialog>
      {assessment ? <ArgumentAssessmentModal actorRef={assessment} /> : null}
    </section>
  );
}
