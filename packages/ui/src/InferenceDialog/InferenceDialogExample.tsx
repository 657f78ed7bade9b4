/**
 * Stories and tests only (not exported): the Inference Evaluation dialog as the evaluator would
 * mount it, on the mock fixtures' remote-work argument (Ada's credences), with a button that
 * opens it and a line that shows the last settings the dialog applied.
 */
import { formatPercent } from '@credence/engine';
import { claimFixtures, EXTERNAL_CLAIM_ID, REMOTE_WORK_ID } from '@credence/mocks';
import type {
  DialogEvaluationMode,
  InferenceDialogInput,
  StoredDialogTabSettings,
} from '@credence/state-machines';
import { type ReactNode, useEffect, useState } from 'react';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { InferenceSettingsApplied } from './evaluatorSettings';
import { InferenceDialog } from './InferenceDialog';
import type { InferenceDialogActor } from './inferenceDialogActor';
import { useInferenceDialog } from './useInferenceDialog';

const text = (id: string) => claimFixtures.find((claim) => claim.id === id)?.content ?? id;

/** Ada's saved credences of the remote-work premises (the mocks' user-argument record). */
const REMOTE_WORK_PREMISES = [
  { id: 'c101', probability: 0.95 },
  { id: 'c102', probability: 0.7 },
  { id: 'c103', probability: 0.65 },
  { id: 'c104', probability: 0.6 },
];

/** The dialog's input for the remote-work argument in `mode`. */
export function remoteWorkInput(
  mode: DialogEvaluationMode,
  settings?: StoredDialogTabSettings,
  argumentType: InferenceDialogInput['argumentType'] = 'INDUCTIVE',
  formulas?: SavedFormulas,
): InferenceDialogInput {
  return {
    argumentId: REMOTE_WORK_ID,
    argumentType,
    mode,
    conclusion: {
      id: 'c100',
      content: text('c100'),
      ...(formulas ? { formula: formulas.conclusion } : {}),
    },
    premises: REMOTE_WORK_PREMISES.map((premise, index) => ({
      ...premise,
      content: text(premise.id),
      ...(formulas ? { formula: formulas.premises[index] ?? '' } : {}),
    })),
    externalClaims: { [EXTERNAL_CLAIM_ID]: 0.5 },
    ...(settings ? { settings } : {}),
  };
}

/** Props of {@link InferenceDialogExample}. */
export interface InferenceDialogExampleProps {
  /** The evaluation mode the dialog opens in. */
  mode: DialogEvaluationMode;
  /** Stored tab settings (e.g. a successful demonstration). */
  settings?: StoredDialogTabSettings;
  /** Default INDUCTIVE; only a DEDUCTIVE argument has the Demonstration tab. */
  argumentType?: InferenceDialogInput['argumentType'];
  /** Whether the dialog starts open. */
  initiallyOpen?: boolean;
  /** Receives the dialog's machine on each opening (tests read its P(C)). */
  onActor?: (actorRef: InferenceDialogActor) => void;
}

/**
 * The evaluator's side: "Evaluate inference" opens the dialog; the dialog's Save stores the
 * evaluation (PUT /api/objects/evaluations/:argumentId, as the evaluator's save does); applied
 * settings show under the button.
 */
export function InferenceDialogExample({
  mode,
  settings,
  argumentType,
  initiallyOpen = true,
  onActor,
}: InferenceDialogExampleProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const [applied, setApplied] = useState<InferenceSettingsApplied | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Evaluate inference
      </button>
      <output aria-label="Applied settings">
        {applied
          ? `${applied.mode}: ${formatPercent(applied.settings.pCGivenPremises)} / ${formatPercent(applied.settings.pCGivenNotPremises)}`
          : 'none'}
      </output>
      {isOpen ? (
        <DialogHost
          input={remoteWorkInput(mode, settings, argumentType)}
          onApplied={setApplied}
          onClose={() => setOpen(false)}
          onActor={onActor}
        />
      ) : null}
    </>
  );
}

interface DialogHostProps {
  input: InferenceDialogInput;
  onApplied: (event: InferenceSettingsApplied) => void;
  onClose: () => void;
  onActor?: (actorRef: InferenceDialogActor) => void;
}

/** Mounted while the dialog is open: one machine per opening. */
function DialogHost({ input, onApplied, onClose, onActor }: DialogHostProps) {
  const { client } = useCredence();
  const actorRef = useInferenceDialog(input, {
    onSettingsApplied: onApplied,
    saveSettings: async ({ evaluationMode, settings }) => {
      await client.saveEvaluation({
        argumentId: REMOTE_WORK_ID,
        evaluationMode,
        inferenceStrength: settings.pCGivenPremises,
        fallbackSupport: settings.pCGivenNotPremises,
        evaluationSettings: { [evaluationMode]: { ...settings } },
      });
    },
  });
  useEffect(() => {
    onActor?.(actorRef);
  }, [actorRef, onActor]);
  return (
    <InferenceDialog
      actorRef={actorRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}

/** Formulas saved with the example argument's claims: one per premise, in order, and the conclusion's. */
export interface SavedFormulas {
  premises: readonly string[];
  conclusion: string;
}

/** Props of {@link InferenceTabExample}. */
export interface InferenceTabExampleProps {
  /** Formulas saved with the claims (a verified reconstruction); default none. */
  formulas?: SavedFormulas;
  /** The evaluation mode the machine opens in. */
  mode: DialogEvaluationMode;
  /** Stored tab settings. */
  settings?: StoredDialogTabSettings;
  /** Default INDUCTIVE; only a DEDUCTIVE argument has the Demonstration tab. */
  argumentType?: InferenceDialogInput['argumentType'];
  /** The tab panel to show, given the machine. */
  children: (actorRef: InferenceDialogActor) => ReactNode;
  /** Receives the machine (tests send it events the panel has no control for). */
  onActor?: (actorRef: InferenceDialogActor) => void;
}

/** One tab panel on its own, on the remote-work argument's dialog machine. */
export function InferenceTabExample({
  mode,
  settings,
  argumentType,
  children,
  onActor,
  formulas,
}: InferenceTabExampleProps) {
  const actorRef = useInferenceDialog(remoteWorkInput(mode, settings, argumentType, formulas));
  useEffect(() => {
    onActor?.(actorRef);
  }, [actorRef, onActor]);
  return <>{children(actorRef)}</>;
}
