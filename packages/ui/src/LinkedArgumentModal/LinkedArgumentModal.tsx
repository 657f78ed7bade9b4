import type {
  LinkedArgumentMode,
  LinkedArgumentOutput,
  LinkedArgumentTarget,
  LinkedConclusionType,
} from '@credence/state-machines';
import { LinkedArgumentDialog } from './LinkedArgumentDialog';
import { useLinkedArgument } from './useLinkedArgument';

export { PREMISE_BUTTON_LINK_MODES } from './premiseButtonLinkModes';

/** Props of {@link LinkedArgumentModal}. */
export interface LinkedArgumentModalProps {
  /** Open (controlled). Each opening starts a fresh machine with the props of that moment. */
  isOpen: boolean;
  /** `refute` (Objection button) or `support` (Clarification button). */
  mode: LinkedArgumentMode;
  /** The evaluator's `context.argumentId`; `null` makes Save show 'Missing original argument or premise information'. */
  originalArgumentId: number | null;
  /** The premise whose button was pressed (`EvaluatorPremise`: `id`, `content`, `negationContent`). */
  premise: LinkedArgumentTarget | null;
  /** The locked conclusion; default the premise's negation (refute) or the premise (support). */
  conclusion?: string;
  /** The conclusion type selected at first; default NEGATION (refute) or AFFIRMATION (support). */
  conclusionType?: LinkedConclusionType;
  /** The AI model selected at first; default 'gpt-4o-mini'. */
  modelId?: string;
  /** Called once, on closing, when an argument was saved (its output's `message` is 'Linked argument saved successfully!'). */
  onSaved?: (output: LinkedArgumentOutput) => void;
  /** Called once the machine accepted the close (Escape, ×, outside click, Cancel / Done). */
  onClose: () => void;
}

type OpenProps = Omit<LinkedArgumentModalProps, 'isOpen'>;

/** The machine and the dialog, alive while the modal is open. */
function OpenLinkedArgumentModal({ onSaved, onClose, ...input }: OpenProps) {
  const actorRef = useLinkedArgument({ ...input, onSaved, onClose });
  return (
    <LinkedArgumentDialog
      actorRef={actorRef}
      isOpen
      onOpenChange={(isOpen) => {
        // Closing goes through the machine: it refuses while saving and reports a save.
        if (!isOpen) actorRef.send({ type: 'CLOSE' });
      }}
    />
  );
}

/**
 * The Linked argument modal (dependencies spec §2): writes an Objection (mode `refute`) or a
 * Supporting Argument (mode `support`) for one premise, by hand or with the AI, and saves it
 * with POST /api/arguments/link. Runs its own `linkedArgumentMachine` on the nearest
 * `CredenceProvider`; toasts ('Objection saved successfully!', 'AI-generated premises created
 * successfully!', the errors…) go to the provider's toast queue.
 *
 * How the evaluator mounts it (`evaluatorMachine` in `@credence/state-machines`):
 * - opening: the evaluator machine has no event or emitted event for this modal, so the screen
 *   keeps it in React state, e.g. `const [link, setLink] = useState<{ mode; premise } | null>()`,
 *   set from each `PremiseRow`'s `onObjection` (mode `PREMISE_BUTTON_LINK_MODES.objection`,
 *   `refute`) and `onClarification` (mode `PREMISE_BUTTON_LINK_MODES.clarification`, `support`);
 *   pass `isOpen={link !== null}`;
 * - input from the evaluator's context (`EvaluatorContext`): `originalArgumentId={context.argumentId}`
 *   and `premise={link.premise}`, the `EvaluatorPremise` of `context.argument.premises` whose
 *   button was pressed (its `id`, `content` and `negationContent` are what the modal reads);
 * - result: `onSaved={() => send({ type: 'LINKED_ARGUMENT_SAVED' })}` — the evaluator then shows
 *   'Linked argument saved successfully!' (the modal itself has shown 'Objection saved
 *   successfully!' / 'Supporting argument saved successfully!' at the save). It is called once,
 *   when the modal closes after a save, never when nothing was saved;
 * - closing: `onClose={() => setLink(null)}`.
 */
export function LinkedArgumentModal({ isOpen, ...props }: LinkedArgumentModalProps) {
  return isOpen ? <OpenLinkedArgumentModal {...props} /> : null;
}
