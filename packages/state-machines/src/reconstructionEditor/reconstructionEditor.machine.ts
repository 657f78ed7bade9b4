import { DEFAULT_AI_MODEL } from '@credence/engine';
import { and, assign, fromPromise, raise, sendTo, setup } from 'xstate';
import { assessmentMachine } from '../assessment/assessment.machine';
import { failureText } from '../assessment/failureText';
import { notProvided } from '../shared/notProvided';
import { appendRecognizedText } from '../speechInput/appendRecognizedText';
import {
  type ArgumentDraft,
  CONCLUSION_ID,
  draftFromArgument,
  draftToEditorArgument,
  draftToReconstructed,
  emptyPremise,
  freePremiseNumber,
  hasConclusion,
  hasContent,
  hasNonEmptyPremise,
  isKept,
  mergeReconstruction,
  moveItem,
  newArgumentDraft,
} from './argumentDraft';
import { logicToSave } from './claimLogic';
import {
  REFUTE_WORDINGS,
  SUPPORT_WORDINGS,
  setAffirmation,
  toggleConclusionWording,
} from './conclusionWording';
import {
  blockingIssuesMessage,
  isBlockingIssue,
  issuesConfirmationMessage,
} from './contentValidation';
import { missingPremiseOf, updatedReceipt } from './receipt';
import {
  RECONSTRUCTION_MESSAGES,
  RECONSTRUCTION_TIMEOUT_MS,
} from './reconstructionEditor.messages';
import type {
  EditTarget,
  ReconstructedArgument,
  ReconstructInput,
  ReconstructionEditorContext,
  ReconstructionEditorEvent,
  ReconstructionEditorInput,
  ReconstructionLogicInfo,
  ReconstructOutput,
  SaveReconstructionInput,
  ValidateContentInput,
  ValidateContentOutput,
} from './reconstructionEditor.types';

type Context = ReconstructionEditorContext;

/** The draft before anything is loaded. */
const EMPTY_ARGUMENT: ReconstructedArgument = {
  title: '',
  description: '',
  premises: [],
  conclusion: { id: CONCLUSION_ID, content: '' },
};

/** The text of an edit target, or undefined when the premise does not exist. */
function targetText(context: Context, target: EditTarget): string | undefined {
  return target.kind === 'conclusion'
    ? context.conclusion.content
    : context.premises.find((premise) => premise.id === target.id)?.content;
}

/** Whether the target exists and is unlocked. */
function isEditable(context: Context, target: EditTarget): boolean {
  if (target.kind === 'conclusion') return !context.conclusion.locked;
  const premise = context.premises.find((item) => item.id === target.id);
  return premise !== undefined && !premise.locked;
}

/**
 * The context with the target's text replaced by the user's, when it differs: the content is
 * marked changed, the claim `userWritten` (Retry Reconstruction keeps it), and the AI's feedback
 * on the old text is dropped (it was not about the user's words).
 */
function writeText(context: Context, target: EditTarget, text: string): Partial<Context> {
  if (targetText(context, target) === text) return {};
  const written = { content: text, userWritten: true, feedback: null };
  if (target.kind === 'conclusion')
    return { conclusion: { ...context.conclusion, ...written }, contentChanged: true };
  return {
    premises: context.premises.map((premise) =>
      premise.id === target.id ? { ...premise, ...written } : premise,
    ),
    contentChanged: true,
  };
}

/** The open edit's draft written to its target (if it changed) and the edit closed. */
function closeEdit(context: Context, save: boolean): Partial<Context> {
  if (!context.edit) return {};
  const written = save ? writeText(context, context.edit.target, context.edit.draft) : {};
  return { ...written, edit: null };
}

/** The context with the target's formula replaced, when it differs (the user wrote it: kept on retry). */
function writeFormula(context: Context, target: EditTarget, formula: string): Partial<Context> {
  const claim =
    target.kind === 'conclusion'
      ? context.conclusion
      : context.premises.find((premise) => premise.id === target.id);
  if (claim === undefined || claim.formula === formula) return {};
  const written = { formula, userWritten: true };
  if (target.kind === 'conclusion')
    return { conclusion: { ...context.conclusion, ...written }, contentChanged: true };
  return {
    premises: context.premises.map((premise) =>
      premise.id === target.id ? { ...premise, ...written } : premise,
    ),
    contentChanged: true,
  };
}

/**
 * The logic fields of context a reconstruction's answer sets. An answer without logic (an older
 * server, a model that gave none) keeps the symbols' wordings: the only formulas then are those
 * of kept claims, which the previous answer worded.
 */
function logicInfoOf(
  logic: ReconstructionLogicInfo | null | undefined,
  atoms: Record<string, string>,
): Pick<Context, 'logicSystem' | 'atoms' | 'attempts'> {
  if (!logic) return { logicSystem: null, atoms, attempts: null };
  return { logicSystem: logic.system, atoms: { ...logic.atoms }, attempts: logic.attempts };
}

function sameTarget(a: EditTarget, b: EditTarget): boolean {
  return a.kind === b.kind && (a.kind === 'conclusion' || a.id === (b as { id: string }).id);
}

function draftOf(context: Context): ArgumentDraft {
  return context;
}

/** Whether some premise or the conclusion survives a reconstruction (locked or user-written). */
function hasKeptClaims(context: Context): boolean {
  return context.premises.some(isKept) || isKept(context.conclusion);
}

/**
 * Whether what the user wrote survives a reconstruction: their premises, conclusion, title,
 * description or type. Their changes are then still unsaved after it.
 */
function hasKeptWriting(context: Context): boolean {
  return (
    context.premises.some((premise) => premise.userWritten === true) ||
    context.conclusion.userWritten === true ||
    context.titleWritten ||
    context.descriptionWritten ||
    context.typeWritten
  );
}

/**
 * The argument reconstruction editor (spec §2 "Argument reconstruction editor", §3 "Editor
 * argument", §4 and §5 "Reconstruction editor", §8 "Reconstruction, assessment, models").
 *
 * States: `starting` (transient: an `argument` input → `editing`; else a `sourceText` →
 * `loading`; else `empty.notTried`), `loading` ('Extracting argument...': the injected
 * `reconstruct` actor), `empty` ('Create New Argument' = CREATE_NEW, RETRY_RECONSTRUCTION; in
 * `nothingFound` only after a reconstruction found no argument, `notTried` before), and
 * `editing` with `ready`, `validating`, `confirmingIssues` and `saving`. A reconstruction that
 * finds nothing while the editor holds an argument leaves it as it was, with
 * 'No argument could be extracted.' in `reconstructionError`. `loading` depends on nothing but
 * its own call (not on the model list, which the picker loads on its own) and is bounded:
 * after `RECONSTRUCTION_TIMEOUT_MS` without an answer it stops the call and frees the editor.
 *
 * - Title, description and type: the reconstruction proposes them; SET_TITLE / SET_DESCRIPTION /
 *   SET_TYPE (in `editing.ready`) are the user's, and later reconstructions keep them. A blank title is saved
 *   as the conclusion (`titleToSave`).
 * - Retry Reconstruction keeps, in place, the premises and conclusion that are locked or that
 *   the user wrote (`userWritten`: typed, dictated or reworded), as a lock would; they are sent
 *   to the server as locked.
 *
 * - Text edits (only in `editing.ready`): START_EDIT opens a premise or the conclusion unless it
 *   is locked; CHANGE_DRAFT types (Shift+Enter's newline included, see `editKeyEvent`);
 *   COMMIT_EDIT (Enter) and BLUR save the draft if the text changed; CANCEL_EDIT (Escape) drops
 *   it. Opening another field, locking the edited premise, adding a premise or saving first
 *   saves the open draft as a blur would.
 * - Locked premises cannot be edited, dragged (MOVE_PREMISE) or voice-edited; they can be
 *   deleted, and they survive Retry Reconstruction. A locked conclusion cannot be unlocked while
 *   a linking mode is active (it can still be locked). Its wording toggles still work: in a
 *   linking mode they are the way to change the locked conclusion.
 * - Conclusion wording: TOGGLE_CONCLUSION_WORDING notTheCase/doNotAccept in refute mode,
 *   shouldNotReject in support mode, SET_AFFIRMATION in support mode (`conclusionWording.ts`).
 * - Content edits (text, voice, delete, wording) set `contentChanged`; a load or a successful
 *   save clears it.
 * - ASSESS (at least one non-empty premise or a non-empty conclusion) opens the invoked child
 *   `assessment` ({@link assessmentMachine}; the UI reads and drives
 *   `snapshot.children.assessment`).
 * - SAVE (at least one non-empty premise and a non-empty conclusion; refused while validating,
 *   confirming or saving) runs the injected `validateContent` actor when the content changed and
 *   a model is chosen, else goes straight to the injected `save` actor. Blocking issues (severity
 *   high or type offensive) abort with the 'Content validation failed:' text in
 *   `validationError`; other issues open `confirmingIssues` (CONFIRM_SAVE / CANCEL_SAVE) with the
 *   'Content validation found some issues:' text in `confirmation`; a failed call puts the
 *   server's error or 'Failed to validate content' in `validationError` and aborts the save.
 *   The button label is `selectSaveLabel`.
 * - Messages live in context (`validationError` for the 'Content Validation Error' box,
 *   `confirmation`, `reconstructionError`, `saveError`); nothing is emitted.
 *
 * Logic (issue #21): each claim carries its `formula` (`''` for none), its `sourceSpans` into
 * `sourceText` and `implicit`, from the `argument` input or the reconstruction's answer; the
 * answer's `logic` gives `logicSystem`, `atoms` and `attempts`. `receipt` is the engine's
 * `checkReconstruction` of the claims as they stand (null when no claim has a formula, and with
 * `receiptTooLarge` when the formulas are past the budget for checking them in the page),
 * recomputed after every event that changes a claim's text or formula, the order or the type —
 * not on CHANGE_DRAFT: a text being typed counts once it is saved.
 * - SET_FORMULA (in `editing.ready`, refused for a locked claim) writes a claim's formula; the
 *   claim is then the user's (`userWritten`: Retry Reconstruction keeps it with its formula).
 * - ADD_MISSING_PREMISE (in `editing.ready`, when the receipt found a missing premise of that
 *   kind) appends it: its sentence as text, its formula, `implicit`, no spans; the user chose it,
 *   so it is `userWritten` too. The receipt is then recomputed (valid, as the engine checked).
 * - Rewording a claim keeps its spans: they still say where in the text it came from, though it
 *   is no longer a quote (the UI says "reworded" for a user-written claim with spans). Its
 *   formula stays too: the user says what it means in the Logic field.
 * - SAVE hands the `save` actor `logic` beside the argument: `sourceText` (null when blank) and
 *   each saved claim's formula, spans and implicit flag, aligned with `argument.premises`.
 */
export const reconstructionEditorMachine = setup({
  types: {
    context: {} as ReconstructionEditorContext,
    events: {} as ReconstructionEditorEvent,
    input: {} as ReconstructionEditorInput,
    // Every invoked actor has an id here: a child without one would give the snapshot's
    // `children` a string index signature that clashes with `assessment` in the published
    // declarations (TS2411 for apps that type-check libraries, `skipLibCheck: false`).
    children: {} as {
      assessment: 'assessment';
      reconstruct: 'reconstruct';
      validateContent: 'validateContent';
      save: 'save';
    },
  },
  actors: {
    reconstruct: fromPromise<ReconstructOutput, ReconstructInput>(notProvided('reconstruct')),
    validateContent: fromPromise<ValidateContentOutput, ValidateContentInput>(
      notProvided('validateContent'),
    ),
    save: fromPromise<void, SaveReconstructionInput>(notProvided('save')),
    assessment: assessmentMachine,
  },
  actions: {
    // Loading
    clearReconstructionError: assign({ reconstructionError: null }),
    takeReconstruction: assign(({ context }, params: { output: ReconstructOutput }) => {
      if (!params.output) return { edit: null, contentChanged: false };
      const draft = hasKeptClaims(context)
        ? mergeReconstruction(draftOf(context), params.output)
        : draftFromArgument(params.output, context.nextPremiseNumber);
      // The reconstruction proposes a title and a description; the user's own win.
      return {
        ...draft,
        ...logicInfoOf(params.output.logic, context.atoms),
        title: context.titleWritten ? context.title : draft.title,
        description: context.descriptionWritten ? context.description : draft.description,
        type: context.typeWritten ? context.type : draft.type,
        edit: null,
        contentChanged: context.contentChanged && hasKeptWriting(context),
      };
    }),
    showNothingFound: assign({ reconstructionError: RECONSTRUCTION_MESSAGES.nothingFound }),
    showReconstructionTimedOut: assign({
      reconstructionError: RECONSTRUCTION_MESSAGES.reconstructionTimedOut,
    }),
    showReconstructionError: assign((_, params: { error: unknown }) => ({
      reconstructionError: failureText(params.error, RECONSTRUCTION_MESSAGES.reconstructionFailed),
    })),
    createNewArgument: assign(({ context }) => ({
      ...newArgumentDraft(
        context.conclusion.locked || hasConclusion(context) ? context.conclusion : null,
        freePremiseNumber([], context.nextPremiseNumber),
      ),
      edit: null,
      contentChanged: false,
      reconstructionError: null,
    })),
    // Settings
    setInstructions: assign({
      instructions: ({ context, event }) =>
        event.type === 'SET_INSTRUCTIONS' ? event.text : context.instructions,
    }),
    appendInstructions: assign({
      instructions: ({ context, event }) =>
        event.type === 'APPEND_VOICE_TEXT'
          ? appendRecognizedText(context.instructions, event.text)
          : context.instructions,
    }),
    setTitle: assign(({ event }) =>
      event.type === 'SET_TITLE'
        ? { title: event.text, titleWritten: true, contentChanged: true }
        : {},
    ),
    setDescription: assign(({ event }) =>
      event.type === 'SET_DESCRIPTION'
        ? { description: event.text, descriptionWritten: true, contentChanged: true }
        : {},
    ),
    setType: assign(({ context, event }) =>
      event.type === 'SET_TYPE' && event.argumentType !== context.type
        ? { type: event.argumentType, typeWritten: true, contentChanged: true }
        : {},
    ),
    selectModel: assign({
      modelId: ({ context, event }) =>
        event.type === 'SELECT_MODEL' ? event.modelId : context.modelId,
    }),
    // Text edits
    saveOpenEdit: assign(({ context }) => closeEdit(context, true)),
    cancelOpenEdit: assign({ edit: null }),
    openEdit: assign(({ context, event }) => {
      if (event.type !== 'START_EDIT') return {};
      return {
        edit: {
          target: event.target,
          draft: targetText(context, event.target) ?? '',
          original: targetText(context, event.target) ?? '',
        },
      };
    }),
    changeDraft: assign({
      edit: ({ context, event }) =>
        context.edit && event.type === 'CHANGE_DRAFT'
          ? { ...context.edit, draft: event.text }
          : context.edit,
    }),
    // Premise list
    addPremise: assign(({ context }) => {
      const n = freePremiseNumber(context.premises, context.nextPremiseNumber);
      const premise = emptyPremise(n);
      return {
        premises: [...context.premises, premise],
        nextPremiseNumber: n + 1,
        edit: { target: { kind: 'premise' as const, id: premise.id }, draft: '', original: '' },
      };
    }),
    deletePremise: assign(({ context, event }) => {
      if (event.type !== 'DELETE_PREMISE') return {};
      const edit =
        context.edit?.target.kind === 'premise' && context.edit.target.id === event.id
          ? null
          : context.edit;
      return {
        premises: context.premises.filter((premise) => premise.id !== event.id),
        edit,
        contentChanged: true,
      };
    }),
    movePremise: assign({
      premises: ({ context, event }) =>
        event.type === 'MOVE_PREMISE'
          ? moveItem(context.premises, event.from, event.to)
          : context.premises,
    }),
    togglePremiseLock: assign({
      premises: ({ context, event }) =>
        context.premises.map((premise) =>
          event.type === 'TOGGLE_PREMISE_LOCK' && premise.id === event.id
            ? { ...premise, locked: !premise.locked }
            : premise,
        ),
    }),
    saveEditOfLockedTarget: assign(({ context, event }) => {
      const target: EditTarget | null =
        event.type === 'TOGGLE_PREMISE_LOCK'
          ? { kind: 'premise', id: event.id }
          : event.type === 'TOGGLE_CONCLUSION_LOCK'
            ? { kind: 'conclusion' }
            : null;
      return target && context.edit && sameTarget(context.edit.target, target)
        ? closeEdit(context, true)
        : {};
    }),
    toggleConclusionLock: assign({
      conclusion: ({ context }) => ({ ...context.conclusion, locked: !context.conclusion.locked }),
    }),
    appendVoiceText: assign(({ context, event }) => {
      if (event.type !== 'APPEND_VOICE_TEXT' || event.target.kind === 'instructions') return {};
      const target = event.target;
      if (context.edit && sameTarget(context.edit.target, target)) {
        return {
          edit: { ...context.edit, draft: appendRecognizedText(context.edit.draft, event.text) },
        };
      }
      return writeText(
        context,
        target,
        appendRecognizedText(targetText(context, target) ?? '', event.text),
      );
    }),
    toggleWording: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_CONCLUSION_WORDING') return {};
      const closed = context.edit?.target.kind === 'conclusion' ? { edit: null } : {};
      return {
        ...closed,
        ...writeText(
          context,
          { kind: 'conclusion' },
          toggleConclusionWording(context.conclusion.content, event.wording),
        ),
      };
    }),
    setAffirmation: assign(({ context }) => {
      const closed = context.edit?.target.kind === 'conclusion' ? { edit: null } : {};
      return {
        ...closed,
        ...writeText(context, { kind: 'conclusion' }, setAffirmation(context.conclusion.content)),
      };
    }),
    // Logic
    setFormula: assign(({ context, event }) =>
      event.type === 'SET_FORMULA' ? writeFormula(context, event.target, event.formula) : {},
    ),
    addMissingPremise: assign(({ context, event }) => {
      if (event.type !== 'ADD_MISSING_PREMISE') return {};
      const missing = missingPremiseOf(context.receipt, event.kind);
      if (missing === null) return {};
      const n = freePremiseNumber(context.premises, context.nextPremiseNumber);
      const premise = {
        ...emptyPremise(n),
        content: missing.sentence,
        formula: missing.formula,
        implicit: true,
        userWritten: true,
      };
      return {
        premises: [...context.premises, premise],
        nextPremiseNumber: n + 1,
        contentChanged: true,
      };
    }),
    updateReceipt: assign(({ context }) => updatedReceipt(context.receipt, context)),
    // Assessment
    openAssessment: sendTo('assessment', ({ context }) => ({
      type: 'OPEN' as const,
      argument: draftToEditorArgument(draftOf(context)),
      argumentId: context.argumentId,
    })),
    // Save
    resaveAfterEdit: raise({ type: 'SAVE' }),
    clearSaveMessages: assign({ validationError: null, confirmation: null, saveError: null }),
    showBlockingIssues: assign((_, params: { output: ValidateContentOutput }) => ({
      validationError: blockingIssuesMessage(params.output.validation.issues),
    })),
    askToConfirmIssues: assign((_, params: { output: ValidateContentOutput }) => ({
      confirmation: issuesConfirmationMessage(params.output.validation.issues),
    })),
    closeConfirmation: assign({ confirmation: null }),
    showValidationCallFailure: assign((_, params: { error: unknown }) => ({
      validationError: failureText(params.error, RECONSTRUCTION_MESSAGES.validationCallFailed),
    })),
    markSaved: assign({ contentChanged: false, saveError: null }),
    showSaveFailure: assign((_, params: { error: unknown }) => ({
      saveError: failureText(params.error, RECONSTRUCTION_MESSAGES.saveFailed),
    })),
    dismissErrors: assign({ validationError: null, saveError: null, reconstructionError: null }),
  },
  delays: { reconstructionTimeout: RECONSTRUCTION_TIMEOUT_MS },
  guards: {
    startsWithArgument: ({ context }) => hasContent(context) || context.premises.length > 0,
    hasSourceText: ({ context }) => context.sourceText.trim() !== '',
    canRetry: ({ context }) =>
      context.sourceText.trim() !== '' || context.instructions.trim() !== '',
    reconstructionFound: ({ context }, params: { output: ReconstructOutput }) =>
      (params.output !== null && hasContent(draftFromArgument(params.output))) ||
      hasKeptClaims(context),
    hasDraft: ({ context }) => hasContent(context) || context.premises.length > 0,
    hasOpenEdit: ({ context }) => context.edit !== null,
    canEditTarget: ({ context, event }) =>
      event.type === 'START_EDIT' && isEditable(context, event.target),
    premiseExists: ({ context, event }) =>
      event.type === 'DELETE_PREMISE' &&
      context.premises.some((premise) => premise.id === event.id),
    canMovePremise: ({ context, event }) => {
      if (event.type !== 'MOVE_PREMISE') return false;
      const { from, to } = event;
      const inRange = (index: number) =>
        Number.isInteger(index) && index >= 0 && index < context.premises.length;
      return inRange(from) && inRange(to) && from !== to && !context.premises[from]!.locked;
    },
    premiseToLockExists: ({ context, event }) =>
      event.type === 'TOGGLE_PREMISE_LOCK' &&
      context.premises.some((premise) => premise.id === event.id),
    canToggleConclusionLock: ({ context }) =>
      !context.conclusion.locked || context.linkingMode === null,
    isInstructionsVoice: ({ event }) =>
      event.type === 'APPEND_VOICE_TEXT' && event.target.kind === 'instructions',
    canVoiceEdit: ({ context, event }) =>
      event.type === 'APPEND_VOICE_TEXT' &&
      event.target.kind !== 'instructions' &&
      isEditable(context, event.target),
    wordingAllowed: ({ context, event }) => {
      if (event.type !== 'TOGGLE_CONCLUSION_WORDING') return false;
      if (context.linkingMode === 'refute') return REFUTE_WORDINGS.includes(event.wording);
      if (context.linkingMode === 'support') return SUPPORT_WORDINGS.includes(event.wording);
      return false;
    },
    isSupportMode: ({ context }) => context.linkingMode === 'support',
    canSetFormula: ({ context, event }) =>
      event.type === 'SET_FORMULA' && isEditable(context, event.target),
    hasMissingPremise: ({ context, event }) =>
      event.type === 'ADD_MISSING_PREMISE' &&
      missingPremiseOf(context.receipt, event.kind) !== null,
    canAssess: ({ context }) => hasContent(context),
    canSave: ({ context }) => hasNonEmptyPremise(context) && hasConclusion(context),
    needsValidation: ({ context }) =>
      context.contentChanged && context.modelId !== null && context.modelId !== '',
    hasBlockingIssues: (_, params: { output: ValidateContentOutput }) =>
      params.output.validation.issues.some(isBlockingIssue),
    hasIssues: (_, params: { output: ValidateContentOutput }) =>
      params.output.validation.issues.length > 0,
  },
}).createMachine({
  id: 'reconstructionEditor',
  context: ({ input }) => {
    const draft = draftFromArgument(input.argument ?? EMPTY_ARGUMENT);
    return {
      ...draft,
      ...logicInfoOf(input.argument?.logic, {}),
      ...updatedReceipt(null, draft),
      titleWritten: false,
      descriptionWritten: false,
      typeWritten: false,
      sourceText: input.sourceText ?? '',
      instructions: input.instructions ?? '',
      modelId: input.modelId === undefined ? DEFAULT_AI_MODEL : input.modelId,
      linkingMode: input.linkingMode ?? null,
      saveLabel: input.saveLabel ?? RECONSTRUCTION_MESSAGES.defaultSaveLabel,
      argumentId: input.argumentId ?? null,
      edit: null,
      contentChanged: false,
      reconstructionError: null,
      validationError: null,
      confirmation: null,
      saveError: null,
    };
  },
  initial: 'starting',
  on: {
    SET_INSTRUCTIONS: { actions: 'setInstructions' },
    SELECT_MODEL: { actions: 'selectModel' },
    APPEND_VOICE_TEXT: { guard: 'isInstructionsVoice', actions: 'appendInstructions' },
    DISMISS_ERROR: { actions: 'dismissErrors' },
  },
  states: {
    starting: {
      always: [
        { guard: 'startsWithArgument', target: 'editing' },
        { guard: 'hasSourceText', target: 'loading' },
        { target: 'empty.notTried' },
      ],
    },
    loading: {
      entry: 'clearReconstructionError',
      // Bounded whatever the call does (an answer lost or never sent): the invoked call is
      // stopped on the way out, and a late answer is dropped (`fromCall`).
      after: {
        reconstructionTimeout: [
          { guard: 'hasDraft', target: 'editing', actions: 'showReconstructionTimedOut' },
          { target: 'empty.notTried', actions: 'showReconstructionTimedOut' },
        ],
      },
      invoke: {
        id: 'reconstruct',
        src: 'reconstruct',
        input: ({ context }) => ({
          sourceText: context.sourceText,
          instructions: context.instructions,
          modelId: context.modelId,
          current:
            hasContent(context) || context.premises.length > 0
              ? draftToReconstructed(draftOf(context))
              : null,
        }),
        onDone: [
          {
            guard: {
              type: 'reconstructionFound',
              params: ({ event }) => ({ output: event.output }),
            },
            target: 'editing',
            actions: [
              {
                type: 'takeReconstruction',
                params: ({ event }) => ({ output: event.output }),
              },
              'updateReceipt',
            ],
          },
          // Nothing found, but the editor holds an argument: it stays, with the message.
          { guard: 'hasDraft', target: 'editing', actions: 'showNothingFound' },
          { target: 'empty.nothingFound' },
        ],
        onError: [
          {
            guard: 'hasDraft',
            target: 'editing',
            actions: {
              type: 'showReconstructionError',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'empty.notTried',
            actions: {
              type: 'showReconstructionError',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
    empty: {
      // `notTried`: nothing was extracted yet (or the call failed, and its error says why);
      // `nothingFound`: a reconstruction ran and found no argument.
      initial: 'notTried',
      states: { notTried: {}, nothingFound: {} },
      on: {
        CREATE_NEW: { target: 'editing', actions: ['createNewArgument', 'updateReceipt'] },
        RETRY_RECONSTRUCTION: { guard: 'canRetry', target: 'loading' },
      },
    },
    editing: {
      invoke: { id: 'assessment', src: 'assessment' },
      on: {
        ASSESS: { guard: 'canAssess', actions: 'openAssessment' },
        TOGGLE_PREMISE_LOCK: {
          guard: 'premiseToLockExists',
          actions: ['saveEditOfLockedTarget', 'togglePremiseLock', 'updateReceipt'],
        },
        TOGGLE_CONCLUSION_LOCK: {
          guard: 'canToggleConclusionLock',
          actions: ['saveEditOfLockedTarget', 'toggleConclusionLock', 'updateReceipt'],
        },
      },
      initial: 'ready',
      states: {
        ready: {
          on: {
            RETRY_RECONSTRUCTION: {
              guard: 'canRetry',
              target: '#reconstructionEditor.loading',
              actions: 'cancelOpenEdit',
            },
            SET_TITLE: { actions: 'setTitle' },
            SET_DESCRIPTION: { actions: 'setDescription' },
            SET_TYPE: { actions: ['setType', 'updateReceipt'] },
            START_EDIT: {
              guard: 'canEditTarget',
              actions: ['saveOpenEdit', 'openEdit', 'updateReceipt'],
            },
            // Typing changes only the draft: the receipt follows once the text is saved.
            CHANGE_DRAFT: { guard: 'hasOpenEdit', actions: 'changeDraft' },
            COMMIT_EDIT: { guard: 'hasOpenEdit', actions: ['saveOpenEdit', 'updateReceipt'] },
            BLUR: { guard: 'hasOpenEdit', actions: ['saveOpenEdit', 'updateReceipt'] },
            CANCEL_EDIT: { actions: 'cancelOpenEdit' },
            ADD_PREMISE: { actions: ['saveOpenEdit', 'addPremise', 'updateReceipt'] },
            DELETE_PREMISE: { guard: 'premiseExists', actions: ['deletePremise', 'updateReceipt'] },
            MOVE_PREMISE: { guard: 'canMovePremise', actions: ['movePremise', 'updateReceipt'] },
            APPEND_VOICE_TEXT: {
              guard: 'canVoiceEdit',
              actions: ['appendVoiceText', 'updateReceipt'],
            },
            TOGGLE_CONCLUSION_WORDING: {
              guard: 'wordingAllowed',
              actions: ['toggleWording', 'updateReceipt'],
            },
            SET_AFFIRMATION: {
              guard: 'isSupportMode',
              actions: ['setAffirmation', 'updateReceipt'],
            },
            SET_FORMULA: { guard: 'canSetFormula', actions: ['setFormula', 'updateReceipt'] },
            ADD_MISSING_PREMISE: {
              guard: 'hasMissingPremise',
              actions: ['saveOpenEdit', 'addMissingPremise', 'updateReceipt'],
            },
            SAVE: [
              {
                guard: 'hasOpenEdit',
                actions: ['saveOpenEdit', 'updateReceipt', 'resaveAfterEdit'],
              },
              {
                guard: and(['canSave', 'needsValidation']),
                target: 'validating',
                actions: 'clearSaveMessages',
              },
              { guard: 'canSave', target: 'saving', actions: 'clearSaveMessages' },
            ],
          },
        },
        validating: {
          invoke: {
            id: 'validateContent',
            src: 'validateContent',
            input: ({ context }) => ({
              argument: draftToEditorArgument(draftOf(context)),
              modelId: context.modelId ?? '',
            }),
            onDone: [
              {
                guard: {
                  type: 'hasBlockingIssues',
                  params: ({ event }) => ({ output: event.output }),
                },
                target: 'ready',
                actions: {
                  type: 'showBlockingIssues',
                  params: ({ event }) => ({ output: event.output }),
                },
              },
              {
                guard: { type: 'hasIssues', params: ({ event }) => ({ output: event.output }) },
                target: 'confirmingIssues',
                actions: {
                  type: 'askToConfirmIssues',
                  params: ({ event }) => ({ output: event.output }),
                },
              },
              { target: 'saving' },
            ],
            onError: {
              target: 'ready',
              actions: {
                type: 'showValidationCallFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        confirmingIssues: {
          exit: 'closeConfirmation',
          on: {
            CONFIRM_SAVE: 'saving',
            CANCEL_SAVE: 'ready',
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({
              argument: draftToEditorArgument(draftOf(context)),
              logic: logicToSave(draftOf(context), context.sourceText),
            }),
            onDone: { target: 'ready', actions: 'markSaved' },
            onError: {
              target: 'ready',
              actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
