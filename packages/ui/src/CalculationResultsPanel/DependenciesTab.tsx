import type { CalculatedDependency, ConstraintAnalysis, ConstraintReport } from '@credence/engine';
import { useId } from 'react';
import * as styles from './CalculationResultsPanel.css';
import { type ConstraintStatus, ConstraintStatusBox } from './ConstraintStatusBox';
import { type ClaimNames, formatProbability, formatShare } from './format';
import { CALCULATION_RESULTS_TEXT as T } from './texts';

/** Props of {@link DependenciesTab}. */
export interface DependenciesTabProps {
  /** `analyzeConstraints` of the evaluated input. */
  report: ConstraintReport;
  names: ClaimNames;
  constraintStatus?: ConstraintStatus;
}

/** "P2: text" for a premise, the text alone for an outside claim. */
function claimLabel(names: ClaimNames, id: string): string {
  const short = names.short(id);
  const text = names.text(id);
  return short === text ? text : `${short}: ${text}`;
}

/** One single-parent premise: its constraint mode, violation, value, bounds and width. */
function ConstraintItem({ analysis, names }: { analysis: ConstraintAnalysis; names: ClaimNames }) {
  const { lower, upper } = analysis.intervalBounds;
  const fixed = analysis.constraintMode === 'marginalization';
  const parent = analysis.allConditionals[0];
  return (
    <li className={styles.item} data-premise-id={analysis.premiseId}>
      <div className={styles.itemHeader}>
        <span className={styles.itemName}>{claimLabel(names, analysis.premiseId)}</span>
        <span className={fixed ? styles.badge.marginalization : styles.badge.interval}>
          {fixed ? T.marginalization : T.interval}
        </span>
        {analysis.isViolating ? (
          <span className={styles.badge.violation}>{T.violation}</span>
        ) : null}
      </div>
      {parent ? (
        <p className={styles.muted}>
          {T.dependsOn}: {claimLabel(names, parent.parentId)}
          {parent.positiveValue !== null
            ? ` · P(${names.short(analysis.premiseId)}|${names.short(parent.parentId)}) = ${formatProbability(parent.positiveValue)}`
            : ''}
          {parent.negativeValue !== null
            ? ` · P(${names.short(analysis.premiseId)}|¬${names.short(parent.parentId)}) = ${formatProbability(parent.negativeValue)}`
            : ''}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{T.currentValue}</dt>
        <dd className={styles.factValue}>{formatShare(analysis.currentValue)}</dd>
        <dt className={styles.factLabel}>{fixed ? T.fixedValue : T.validRange}</dt>
        <dd className={styles.factValue}>
          {fixed ? formatShare(lower) : `${formatShare(lower)} – ${formatShare(upper)}`}
        </dd>
        <dt className={styles.factLabel}>{T.rangeWidth}</dt>
        <dd className={styles.factValue}>{formatShare(upper - lower)}</dd>
      </dl>
    </li>
  );
}

/** One multi-parent premise: its noisy-OR leak, each parent's signed effect and P(i | all). */
function CalculatedItem({
  dependency,
  names,
}: {
  dependency: CalculatedDependency;
  names: ClaimNames;
}) {
  return (
    <li className={styles.item} data-premise-id={dependency.premiseId}>
      <div className={styles.itemHeader}>
        <span className={styles.itemName}>{claimLabel(names, dependency.premiseId)}</span>
        <span className={styles.badge.noisyOr}>{T.noisyOr}</span>
      </div>
      <p className={styles.muted}>
        {T.dependsOn}: {dependency.parentIds.map((id) => claimLabel(names, id)).join('; ')}
      </p>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{T.leak}</dt>
        <dd className={styles.factValue}>{formatProbability(dependency.leak)}</dd>
        {dependency.parentIds.map((id) => {
          const effect = dependency.causalEffect[id] ?? 0;
          return [
            <dt key={`${id}-label`} className={styles.factLabel}>
              {T.causalEffect} ({names.short(id)})
            </dt>,
            <dd key={`${id}-value`} className={styles.factValue}>
              {formatProbability(effect)}
              {effect < 0 ? ` (${T.inhibitory})` : ''}
            </dd>,
          ];
        })}
        <dt className={styles.factLabel}>{T.allParentsTrue}</dt>
        <dd className={styles.factValue}>{formatShare(dependency.conditionalProbability)}</dd>
      </dl>
    </li>
  );
}

/**
 * The 'Dependencies & Intervals' tab: the single-parent premises with their marginalization or
 * interval constraint ('External dependencies'), the multi-parent noisy-OR premises
 * ('Calculated dependencies') and the Constraint Status box.
 */
export function DependenciesTab({ report, names, constraintStatus }: DependenciesTabProps) {
  const externalId = useId();
  const calculatedId = useId();
  return (
    <div className={styles.tabContent}>
      {constraintStatus ? <ConstraintStatusBox status={constraintStatus} /> : null}
      <section className={styles.card} aria-labelledby={externalId}>
        <h4 id={externalId} className={styles.cardTitle}>
          {T.externalDependencies}
        </h4>
        {report.premises.length > 0 ? (
          <ul className={styles.list}>
            {report.premises.map((analysis) => (
              <ConstraintItem key={analysis.premiseId} analysis={analysis} names={names} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{T.noExternalDependencies}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby={calculatedId}>
        <h4 id={calculatedId} className={styles.cardTitle}>
          {T.calculatedDependencies}
        </h4>
        {report.calculated.length > 0 ? (
          <ul className={styles.list}>
            {report.calculated.map((dependency) => (
              <CalculatedItem key={dependency.key} dependency={dependency} names={names} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{T.noCalculatedDependencies}</p>
        )}
      </section>
    </div>
  );
}
