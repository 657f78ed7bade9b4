import { beliefWording } from '@credence/engine';
import {
  type DialogTabDbStatus,
  dialogTabDbStatus,
  valueDerivedFrom,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import type { DependencyEditorActor } from '../DependencyEditor/useDependencyEditor';
import { Disclosure } from '../Disclosure/Disclosure';
import { DerivedNote } from '../InferenceDialog/DerivedNote';
import { DialogDependencies } from '../InferenceDialog/DialogDependencies';
import { DialogResults } from '../InferenceDialog/DialogResults';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { Inline } from '../Inline/Inline';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';
import * as styles from './FallbackTab.css';
import { type FallbackViolations, fallbackViolations } from './fallbackViolations';

/** Props of {@link FallbackTab}. */
export interface FallbackTabProps {
  /** The dialog's machine (from `useInferenceDialog`). */
  actorRef: InferenceDialogActor;
  /**
   * The dialog's dependency editor (`InferenceDialog` runs one per opening); absent, the tab's
   * dependency card runs its own while mounted.
   */
  dependencyEditorRef?: DependencyEditorActor;
}

/**
 * The Fallback tab's texts. The slider labels, scale ends, 'Learn about Fallback Method', the
 * buttons and the banner are the spec's; the explanations and status texts are ours.
 */
export const FALLBACK_TAB_TEXT = {
  heading: 'Fallback Support',
  allTrue: 'If all premises are true',
  someFalse: 'If at least one premise is false',
  scale: ['Reject', 'Certain'],
  learn: 'Learn about Fallback Method',
  explanation:
    'The fallback method asks two questions: how likely the conclusion is if every premise is true, and how likely it is if at least one premise is false. Weighing the two answers by how likely the premises are gives the probability of the conclusion (the law of total probability).',
  formula: 'P(C) = P(C|Premises) × P(Premises) + P(C|¬Premises) × (1 − P(Premises))',
  saveToDb: 'Save to DB',
  resetFromDb: 'Reset from DB',
  saving: 'Saving...',
  resetting: 'Resetting...',
  saved: 'Saved to database',
  reset: 'Reset from database',
  details: 'Details',
  meaningful: 'Meaningful violations',
  /** The spec's banner. */
  violations: (count: number) =>
    `${count} constraint violation(s) - System is auto-correcting to maintain coherence`,
} as const;

const T = FALLBACK_TAB_TEXT;

/** The two fallback values, by the slider that shows each. */
const FALLBACK_VALUES = [
  { key: 'pCGivenPremises', label: T.allTrue },
  { key: 'pCGivenNotPremises', label: T.someFalse },
] as const;

/** The conclusion as it follows "that" in a belief sentence. */
const conclusionClaim = (content: string | undefined) =>
  content?.trim() ? content : 'the conclusion is true';

/**
 * The Inference Evaluation dialog's Fallback Support tab: the two fallback sliders (P(C|Premises)
 * and P(C|¬Premises), `FALLBACK_CHANGED`) with their sentences, 'Learn about Fallback Method',
 * Save to DB / Reset from DB (`FALLBACK_SAVE_TO_DB` / `FALLBACK_RESET_FROM_DB`) with their status,
 * the amber banner when the premises break their dependency constraints, the 'Configure Premise
 * Dependencies' card and the calculation results panel (in fallback mode). A value the
 * Bayesian or Truth Table tab filled in (the user had not set it) says so under the sliders; one
 * the user set is never changed by another tab.
 */
export function FallbackTab({ actorRef, dependencyEditorRef }: FallbackTabProps) {
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const dbStatus = useSelector(actorRef, (snapshot) => dialogTabDbStatus(snapshot, 'fallbackDb'));
  const isLoading = useSelector(actorRef, (snapshot) => snapshot.matches({ status: 'loading' }));
  const { settings, conclusion } = context;
  const violations = useMemo(() => fallbackViolations(context), [context]);
  const claim = conclusionClaim(conclusion.content);
  // Reset replaces the slider values, so they are not edited meanwhile.
  const isResetting = dbStatus === 'resetting';
  const canStart = useSelector(actorRef, (snapshot) =>
    snapshot.can({ type: 'FALLBACK_SAVE_TO_DB' }),
  );

  return (
    <Stack component="section" space="large" aria-label={T.heading}>
      {violations.all.length > 0 ? <ViolationBanner violations={violations} /> : null}
      <Tiles space="large" minColumnWidth="18rem">
        <ProbabilitySlider
          label={T.allTrue}
          value={settings.pCGivenPremises}
          onChange={(value) => actorRef.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: value })}
          describe={(value) => `${T.allTrue}, ${beliefWording(value, claim)}`}
          scaleLabels={T.scale}
          isDisabled={isResetting}
        />
        <ProbabilitySlider
          label={T.someFalse}
          value={settings.pCGivenNotPremises}
          onChange={(value) =>
            actorRef.send({ type: 'FALLBACK_CHANGED', pCGivenNotPremises: value })
          }
          describe={(value) => `${T.someFalse}, ${beliefWording(value, claim)}`}
          scaleLabels={T.scale}
          isDisabled={isResetting}
        />
      </Tiles>
      {FALLBACK_VALUES.map(({ key, label }) => {
        const from = valueDerivedFrom(context, key);
        return from ? (
          <DerivedNote key={key} subject={`“${label}” is`} from={from} action="Move its slider" />
        ) : null;
      })}
      <LearnAboutFallback />
      <DbActions
        status={dbStatus}
        error={context.tabErrors.fallback}
        canStart={canStart && !isLoading}
        onSave={() => actorRef.send({ type: 'FALLBACK_SAVE_TO_DB' })}
        onReset={() => actorRef.send({ type: 'FALLBACK_RESET_FROM_DB' })}
      />
      <DialogDependencies actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />
      <DialogResults actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />
    </Stack>
  );
}

/** 'Learn about Fallback Method': a disclosure with the explanation and the formula. */
function LearnAboutFallback() {
  return (
    <Disclosure title={T.learn} headingLevel={3}>
      <Text component="p">{T.explanation}</Text>
      <Card component="p" tone="plain" padding="small">
        <Text mono size="small" breakWords>
          {T.formula}
        </Text>
      </Card>
    </Disclosure>
  );
}

interface DbActionsProps {
  status: DialogTabDbStatus;
  error: string | null;
  /** Whether a Save or Reset may start (the last one is over, and the dialog has loaded). */
  canStart: boolean;
  onSave: () => void;
  onReset: () => void;
}

/**
 * Save to DB and Reset from DB, with the outcome: a tick for 2 s after success, the error icon and
 * message for 3 s after a failure (the machine's `fallbackDb` region times both).
 */
function DbActions({ status, error, canStart, onSave, onReset }: DbActionsProps) {
  // Which button started the current or last operation: the success text names it.
  const [last, setLast] = useState<'save' | 'reset'>('save');
  return (
    <Inline space="small" alignY="center">
      <Button
        variant="secondary"
        onPress={() => {
          setLast('save');
          onSave();
        }}
        isPending={status === 'saving'}
        pendingLabel={T.saving}
        isDisabled={!canStart && status !== 'saving'}
      >
        {T.saveToDb}
      </Button>
      <Button
        variant="secondary"
        onPress={() => {
          setLast('reset');
          onReset();
        }}
        isPending={status === 'resetting'}
        pendingLabel={T.resetting}
        isDisabled={!canStart && status !== 'resetting'}
      >
        {T.resetFromDb}
      </Button>
      <Box component="span" role="status" fontSize="small" fontWeight="strong" color="positive">
        {status === 'success' ? `✓ ${last === 'save' ? T.saved : T.reset}` : ''}
      </Box>
      {status === 'error' ? (
        <Box component="span" role="alert" fontSize="small" fontWeight="strong" color="critical">
          <span aria-hidden="true">⚠ </span>
          {error}
        </Box>
      ) : null}
    </Inline>
  );
}

/** The amber banner: how many premises break their constraints, with an expandable list. */
function ViolationBanner({ violations }: { violations: FallbackViolations }) {
  return (
    <Card role="alert" tone="caution" accent space="xsmall">
      {/* The banner's heading, at the level of the tab's sections; its Details sit below it. */}
      <Text component="h3" weight="strong">
        {T.violations(violations.all.length)}
      </Text>
      <Disclosure title={T.details} headingLevel={4}>
        <ul className={styles.violationList}>
          {violations.all.map((violation) => (
            <li key={violation.premiseId}>{violation.reason}</li>
          ))}
        </ul>
      </Disclosure>
      <Text component="p">{`${T.meaningful}: ${violations.meaningful}`}</Text>
    </Card>
  );
}
