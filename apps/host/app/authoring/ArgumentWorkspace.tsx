/**
 * The reconstruction editor as the host's authoring pages use it: `@credence/ui`'s
 * `ReconstructionEditor` on the provider's client (reconstruct, validate, save), voice input for
 * every field, and 'Assess Argument' opening the assessment modal.
 */
import {
  ArgumentAssessmentModal,
  ReconstructionEditor,
  type SaveReconstructionFunction,
  SpeechInputButton,
  useArgumentAssessment,
  useReconstructionEditor,
} from '@credence/ui';

/** Props of {@link ArgumentWorkspace}. */
export interface ArgumentWorkspaceProps {
  /** Text to extract an argument from; without it the editor starts empty ('Create New Argument'). */
  sourceText?: string;
  /** Stores the argument; the editor shows 'Saving...' until it settles and its error if it fails. */
  save: SaveReconstructionFunction;
  /** The saved argument's id when editing one (its dialectic is the assessment's context). */
  argumentId?: number | null;
}

/** The editor with voice input and the assessment modal. Mount anew (a `key`) for other text. */
export function ArgumentWorkspace({ sourceText, save, argumentId = null }: ArgumentWorkspaceProps) {
  const actorRef = useReconstructionEditor({ sourceText, save, argumentId });
  const assessment = useArgumentAssessment();
  return (
    <>
      <ReconstructionEditor
        actorRef={actorRef}
        onAssess={(argument) => assessment.open(argument, argumentId)}
        speechSlot={({ label, isDisabled, onText }) => (
          <SpeechInputButton
            label={label}
            isDisabled={isDisabled}
            onTranscript={onText}
            hideWhenUnsupported
          />
        )}
      />
      <ArgumentAssessmentModal actorRef={assessment.actorRef} />
    </>
  );
}
