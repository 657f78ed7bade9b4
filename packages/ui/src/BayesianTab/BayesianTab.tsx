import {
  type BayesViolation,
  DEFAULT_BAYESIAN_FORWARD,
  DEFAULT_BAYESIAN_REVERSE,
  formatPercent,
  signedPower,
} from '@credence/engine';
import {
  bayesianAlarm,
  type DialogBayesianSliders,
  shownBayesianSliders,
  valueDerivedFrom,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import type { DependencyEditorActor } from '../DependencyEditor/useDependencyEditor';
import { DerivedNote } from '../InferenceDialog/DerivedNote';
import { DialogDependencies } from '../InferenceDialog/DialogDependencies';
import { DialogResults } from '../InferenceDialog/DialogResults';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { BayesianActions } from './BayesianActions';
import { BayesianNetworkView } from './BayesianNetworkView';
import { BayesianQuestions } from './BayesianQuestions';
import * as styles from './BayesianTab.css';
import { premiseLabel, BAYESIAN_TAB_TEXT as T } from './BayesianTab.text';
import { DisclosureButton } from './DisclosureButton';
import { InconsistencyBanner } from './InconsistencyBanner';
import { useBayesianAssess } from './useBayesianAssess';

/** Props of {@link BayesianTab}. */
export interface BayesianTabProps {
  /** The Inference Evaluation dialog's machine (from the dialog frame). */
  actorRef: InferenceDialogActor;
  /**
   * The dialog's dependency editor (`InferenceDialog` runs one per opening); absent, the tab's
   * dependency card runs its own while mounted.
   */
  dependencyEditorRef?: DependencyEditorActor;
}

/** Slider maps are new objects on each edit; compare their values to skip needless renders. */
function sameSliders(a: DialogBayesianSliders, b: DialogBayesianSliders): boolean {
  const same = (x: Record<string, number>, y: Record<string, number>) => {
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((key) => x[key] === y[key]);
  };
  return (
    same(a.conditionalProbabilities, b.conditionalProbabilities) &&
    same(a.reverseConditionalProbabilities, b.reverseConditionalProbabilities)
  );
}

/** Violation lists are new arrays on each change; compare their messages instead. */
function sameViolations(a: readonly BayesViolation[], b: readonly BayesViolation[]): boolean {
  return a.length === b.length && a.every((violation, k) => violation.message === b[k]?.message);
}

/**
 * The Inference Evaluation dialog's Bayesian tab, 'Bayesian Network Evaluation' (evaluator spec
 * §2): Learn More (the noisy-OR model), Show/Hide Network, the amber banner while sliders the
 * user set disagree with Bayes' theorem (`bayesianAlarm`: untouched defaults and values derived
 * from the truth table raise none), a note when the sliders were derived from the truth table,
 * 'Bayesian Questions' (two
 * sliders per premise, sent as `BAYESIAN_CHANGED`; the dialog debounces and syncs them), Save to
 * DB / Reset from DB, the model picker and AI Assess (`aiAssessMachine`; its estimate is applied
 * as `BAYESIAN_CHANGED`) with its message strip, then the 'Configure Premise Dependencies' card
 * and the calculation explanation panel (bayesian mode). Claim texts are shown as text, never as
 * HTML.
 */
export function BayesianTab({ actorRef, dependencyEditorRef }: BayesianTabProps) {
  const premises = useSelector(actorRef, (s) => s.context.premises);
  const conclusion = useSelector(actorRef, (s) => s.context.conclusion);
  const sliders = useSelector(actorRef, (s) => shownBayesianSliders(s.context), sameSliders);
  const dependencies = useSelector(actorRef, (s) => s.context.settings.dependencies);
  const prior = useSelector(
    actorRef,
    (s) => s.context.settings.bayesianNetworkData.priorProbability,
  );
  const assess = useBayesianAssess(actorRef);
  const [showLearnMore, setShowLearnMore] = useState(false);
  const [showNetwork, setShowNetwork] = useState(false);
  const learnMoreId = useId();
  const networkId = useId();

  const derivedFrom = useSelector(actorRef, (s) => valueDerivedFrom(s.context, 'bayesian'));
  const claimTexts = useMemo(
    () => Object.fromEntries(premises.map((p, index) => [p.id, premiseLabel(index)])),
    [premises],
  );
  // Only sliders the user set can alarm (`bayesianAlarm`): untouched defaults raise nothing.
  const violations = useSelector(
    actorRef,
    (s) => bayesianAlarm(s.context, claimTexts),
    sameViolations,
  );

  const change = (premiseId: string, which: keyof DialogBayesianSliders, value: number) =>
    actorRef.send({ type: 'BAYESIAN_CHANGED', sliders: { [which]: { [premiseId]: value } } });

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h3 className={styles.title}>{T.title}</h3>
        <div className={styles.toggles}>
          <DisclosureButton
            isExpanded={showLearnMore}
            controls={learnMoreId}
            onPress={() => setShowLearnMore(!showLearnMore)}
          >
            {T.learnMore}
          </DisclosureButton>
          <DisclosureButton
            isExpanded={showNetwork}
            controls={networkId}
            onPress={() => setShowNetwork(!showNetwork)}
          >
            {showNetwork ? T.hideNetwork : T.showNetwork}
          </DisclosureButton>
        </div>
      </div>
      {showLearnMore ? (
        <div id={learnMoreId} className={styles.panel}>
          <h4 className={styles.panelTitle}>{T.learnMoreTitle}</h4>
          {T.learnMoreParagraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <LearnMoreExample premises={premises} sliders={sliders} />
        </div>
      ) : null}
      {showNetwork ? (
        <BayesianNetworkView
          id={networkId}
          premises={premises}
          conclusion={conclusion}
          sliders={sliders}
          dependencies={dependencies}
          priorProbability={prior}
        />
      ) : null}
      <InconsistencyBanner violations={violations} />
      {derivedFrom ? (
        <DerivedNote subject="These answers are" from={derivedFrom} action="Move a slider" />
      ) : null}
      <BayesianQuestions
        premises={premises}
        conclusion={conclusion}
        sliders={sliders}
        onChange={change}
      />
      <BayesianActions dialog={actorRef} assess={assess} />
      <DialogDependencies actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />
      <DialogResults actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />
    </div>
  );
}

/**
 * The worked example of 'Learn More', on the first premise's own sliders: its causal power by
 * the engine's `signedPower`, so the text and the computation cannot drift apart.
 */
function LearnMoreExample({
  premises,
  sliders,
}: {
  premises: readonly { id: string }[];
  sliders: DialogBayesianSliders;
}) {
  const first = premises[0];
  if (!first) return null;
  const forward = sliders.conditionalProbabilities[first.id] ?? DEFAULT_BAYESIAN_FORWARD;
  const reverse = sliders.reverseConditionalProbabilities[first.id] ?? DEFAULT_BAYESIAN_REVERSE;
  const power = signedPower(forward, reverse);
  return (
    <p className={styles.paragraph}>
      {T.learnMoreExample(
        premiseLabel(0),
        formatPercent(forward),
        formatPercent(reverse),
        power.toFixed(3),
        power >= 0 ? T.supports : T.weakens,
      )}
    </p>
  );
}
