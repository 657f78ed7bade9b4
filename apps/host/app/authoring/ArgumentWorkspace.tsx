/**
 * The reconstruction editor as the host's authoring pages use it: `@credence/ui`'s
 * `ReconstructionEditor` on the provider's client (reconstruct, validate, save, and 'Assess
 * Argument' with its modal) and voice input for every field.
 */
import {
  ReconstructionEditor,
  type ReconstructionEditorActor,
  type SaveReconstructionFunction,
  SpeechInputButton,
  type UseReconstructionEditorOptions,
  useReconstructionEditor,
} from '@credence/ui';

/** What a save gets besides the argument: the editor's premise ids, in order (blank ones left out). */
export interface WorkspaceSaveContext {
  premiseIds: string[];
}

/** Props of {@link ArgumentWorkspace}. */
export interface ArgumentWorkspaceProps {
  /** Text to extract an argument from; without it the editor starts empty ('Create New Argument'). */
  sourceText?: string;
  /** A saved argument to edit (its premise ids are kept): the editor starts with it. */
  argument?: UseReconstructionEditorOptions['argument'];
  /** Stores the argument; the editor shows 'Saving...' until it settles and its error if it fails. */
  save: (
    input: Parameters<SaveReconstructionFunction>[0],
    context: WorkspaceSaveContext,
  ) => Promise<void>;
  /** The saved argument's id when editing one (its dialectic is the assessment's context). */
  argumentId?: number | null;
  /** Whether the editor holds unsaved work, each time that changes (the page asks before leaving). */
  onUnsavedChangesChange?: (unsaved: boolean) => void;
}

/** The editor with voice input. Mount anew (a `key`) for other text. */
export function ArgumentWorkspace({
  sourceText,
  argument,
  save,
  argumentId = null,
  onUnsavedChangesChange,
}: ArgumentWorkspaceProps) {
  const actorRef: ReconstructionEditorActor = useReconstructionEditor({
    sourceText,
    argument,
    argumentId,
    // Called at save time, when the actor exists: the ids of the premises being saved.
    save: (input) => save(input, { premiseIds: premiseIdsOf(actorRef) }),
  });
  return (
    <ReconstructionEditor
      actorRef={actorRef}
      onUnsavedChangesChange={onUnsavedChangesChange}
      speechSlot={({ label, isDisabled, onText }) => (
        <SpeechInputButton
          label={label}
          isDisabled={isDisabled}
          onTranscript={onText}
          hideWhenUnsupported
        />
      )}
    />
  );
}

/** The ids of the premises a save sends: the editor's order, blank ones left out as the save does. */
function premiseIdsOf(actorRef: ReconstructionEditorActor): string[] {
  return actorRef
    .getSnapshot()
    .context.premises.filter((premise) => premise.content.trim() !== '')
    .map((premise) => premise.id);
}
