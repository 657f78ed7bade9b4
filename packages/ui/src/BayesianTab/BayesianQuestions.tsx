import {
  DEFAULT_BAYESIAN_FORWARD,
  DEFAULT_BAYESIAN_REVERSE,
  forwardInfluenceWording,
  reverseInfluenceWording,
} from '@credence/engine';
import type { DialogBayesianSliders, DialogClaim, DialogPremise } from '@credence/state-machines';
import { useId } from 'react';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import * as styles from './BayesianTab.css';
import { premiseLabel, BAYESIAN_TAB_TEXT as T } from './BayesianTab.text';

/** Props of {@link BayesianQuestions}. */
export interface BayesianQuestionsProps {
  premises: readonly DialogPremise[];
  conclusion: DialogClaim;
  /** The values shown (pending edits, else the synced ones). */
  sliders: DialogBayesianSliders;
  /** One premise's slider moved: the map it belongs to and its new value. */
  onChange: (premiseId: string, which: keyof DialogBayesianSliders, value: number) => void;
}

/**
 * 'Bayesian Questions': per premise, 'Premise Influence Strength' (P(C|premise), blue sentence
 * box, Weakens / Neutral / Supports) and 'Conclusion Dependency on Premises' (P(C|not premise),
 * orange sentence box, Very Unlikely / Neutral / Very Likely), each 0..1 in steps of 0.01.
 */
export function BayesianQuestions({
  premises,
  conclusion,
  sliders,
  onChange,
}: BayesianQuestionsProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.sectionTitle}>
        {T.questions}
      </h4>
      {premises.length === 0 ? <p className={styles.muted}>{T.noPremises}</p> : null}
      {premises.map((premise, index) => (
        <PremiseQuestions
          key={premise.id}
          index={index}
          premise={premise}
          conclusion={conclusion}
          forward={sliders.conditionalProbabilities[premise.id] ?? DEFAULT_BAYESIAN_FORWARD}
          reverse={sliders.reverseConditionalProbabilities[premise.id] ?? DEFAULT_BAYESIAN_REVERSE}
          onChange={onChange}
        />
      ))}
    </section>
  );
}

interface PremiseQuestionsProps {
  index: number;
  premise: DialogPremise;
  conclusion: DialogClaim;
  forward: number;
  reverse: number;
  onChange: BayesianQuestionsProps['onChange'];
}

/** One premise's two slider groups, in a fieldset named after the premise. */
function PremiseQuestions({
  index,
  premise,
  conclusion,
  forward,
  reverse,
  onChange,
}: PremiseQuestionsProps) {
  const label = premiseLabel(index);
  // Empty texts read "this premise" / "the conclusion" in the sentences.
  const premiseText = premise.content || undefined;
  const conclusionText = conclusion.content || undefined;
  return (
    <fieldset className={styles.premise}>
      <legend className={styles.premiseTitle}>
        {premise.content ? `${label}: ${premise.content}` : label}
      </legend>
      <div className={styles.groups}>
        <div className={styles.group}>
          <h5 className={styles.groupTitle}>{T.forwardGroup}</h5>
          <ProbabilitySlider
            className={styles.forwardSlider}
            label={`P(C | ${label})`}
            value={forward}
            scaleLabels={T.forwardScale}
            describe={(value) => forwardInfluenceWording(value, premiseText, conclusionText)}
            onChange={(value) => onChange(premise.id, 'conditionalProbabilities', value)}
          />
        </div>
        <div className={styles.group}>
          <h5 className={styles.groupTitle}>{T.reverseGroup}</h5>
          <ProbabilitySlider
            className={styles.reverseSlider}
            label={`P(C | not ${label})`}
            value={reverse}
            scaleLabels={T.reverseScale}
            describe={(value) => reverseInfluenceWording(value, premiseText, conclusionText)}
            onChange={(value) => onChange(premise.id, 'reverseConditionalProbabilities', value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
