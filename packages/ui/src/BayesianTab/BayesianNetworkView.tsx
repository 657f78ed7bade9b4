import {
  DEFAULT_BAYESIAN_FORWARD,
  DEFAULT_BAYESIAN_REVERSE,
  formatPercent,
} from '@credence/engine';
import type { DialogBayesianSliders, DialogClaim, DialogPremise } from '@credence/state-machines';
import * as styles from './BayesianTab.css';
import { premiseLabel, BAYESIAN_TAB_TEXT as T } from './BayesianTab.text';

/** Props of {@link BayesianNetworkView}. */
export interface BayesianNetworkViewProps {
  id: string;
  premises: readonly DialogPremise[];
  conclusion: DialogClaim;
  sliders: DialogBayesianSliders;
  /** Premise id → the claim ids it depends on (a leading `~` marks a negated parent). */
  dependencies: Readonly<Record<string, readonly string[]>>;
  priorProbability: number;
}

/** A parent's name: 'Premise n' for a premise, else the claim id; negated parents read 'not …'. */
function parentName(claimId: string, premises: readonly DialogPremise[]): string {
  const negated = claimId.startsWith('~');
  const id = negated ? claimId.slice(1) : claimId;
  const index = premises.findIndex((premise) => premise.id === id);
  const name = index >= 0 ? premiseLabel(index) : `claim ${id}`;
  return negated ? `not ${name}` : name;
}

/**
 * The network as an accessible list: each premise → the conclusion with its two conditionals
 * and the premises or claims it depends on, then the conclusion with its prior. Texts are text.
 */
export function BayesianNetworkView({
  id,
  premises,
  conclusion,
  sliders,
  dependencies,
  priorProbability,
}: BayesianNetworkViewProps) {
  return (
    <figure id={id} className={styles.panel} aria-label={T.networkLabel}>
      <ul className={styles.network}>
        {premises.map((premise, index) => {
          const parents = dependencies[premise.id] ?? [];
          const forward = sliders.conditionalProbabilities[premise.id] ?? DEFAULT_BAYESIAN_FORWARD;
          const reverse =
            sliders.reverseConditionalProbabilities[premise.id] ?? DEFAULT_BAYESIAN_REVERSE;
          return (
            <li key={premise.id} className={styles.node}>
              <span className={styles.nodeName}>{premiseLabel(index)}</span>
              {premise.content ? <span>{premise.content}</span> : null}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <span className={styles.muted}>
                {`${T.networkConclusion}: P(C|P) ${formatPercent(forward)}, P(C|¬P) ${formatPercent(reverse)}`}
              </span>
              {parents.length > 0 ? (
                <span className={styles.muted}>
                  {`(${T.dependsOn} ${parents.map((parent) => parentName(parent, premises)).join(', ')})`}
                </span>
              ) : null}
            </li>
          );
        })}
        <li className={styles.node}>
          <span className={styles.nodeName}>{T.networkConclusion}</span>
          {conclusion.content ? <span>{conclusion.content}</span> : null}
          <span
            className={styles.muted}
          >{`(${T.networkPrior} ${formatPercent(priorProbability)})`}</span>
        </li>
      </ul>
    </figure>
  );
}
