import {
  type CalculatedValues,
  FIXED_PRIOR_PROBABILITY,
  NEAR_ZERO,
  type ScenarioBreakdown,
} from '@credence/engine';
import { type ReactNode, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { FRECHET_RANGE_TEXT, FrechetRange } from '../FrechetRange/FrechetRange';
import * as styles from './CalculationResultsPanel.css';
import { type ConstraintStatus, ConstraintStatusBox } from './ConstraintStatusBox';
import { ExpandableSection, FormulaLines } from './ExpandableSection';
import { type ClaimNames, type ClaimText, formatProbability, formatShare } from './format';
import {
  explanationSteps,
  givenPremisesStep,
  notPremisesStep,
  premisesStep,
  type ResultsPanelMode,
  totalProbabilityStep,
} from './formulas';
import { isNegligible, ScenarioList } from './ScenarioList';
import { CALCULATION_RESULTS_TEXT as T } from './texts';

/** Props of {@link CalculationDetailsTab}. */
export interface CalculationDetailsTabProps {
  calculated: CalculatedValues;
  mode: ResultsPanelMode;
  premises: readonly ClaimText[];
  names: ClaimNames;
  /** `scenarioBreakdown` of `calculated`. */
  breakdown: ScenarioBreakdown;
  constraintStatus?: ConstraintStatus;
  /**
   * `'complete'` (default): every step, the numbered step-by-step list included; `'detailed'`:
   * inputs, results and the expandable sections, without the numbered steps.
   */
  detailLevel?: 'detailed' | 'complete';
}

/** The Basic detail level: the final P(C) and the formula that gives it, nothing else. */
export function BasicResult({
  calculated,
  mode,
}: {
  calculated: CalculatedValues;
  mode: ResultsPanelMode;
}) {
  const headingId = useId();
  const step = totalProbabilityStep(calculated);
  return (
    <div className={styles.tabContent}>
      {calculated.pNotPremises < NEAR_ZERO ? (
        <p className={styles.notice} role="alert">
          {T.nearZeroWarning} (P(¬Premises) = {formatProbability(calculated.pNotPremises)})
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby={headingId}>
        <h4 id={headingId} className={styles.cardTitle}>
          {T.result}
        </h4>
        <dl className={styles.facts}>
          <Fact label={mode === 'bayesian' ? T.updatedPC : T.finalPC} testId="result-p-c">
            <span className={styles.highlight}>{formatShare(calculated.pC)}</span>
          </Fact>
        </dl>
        <strong>{step.title}</strong>
        <FormulaLines step={step} />
      </section>
      <p className={styles.muted}>{T.basicNote}</p>
    </div>
  );
}

/** 'Chain rule (dependencies)' or 'Independence assumption', as the spec labels the method. */
export function methodLabel(calculated: CalculatedValues): string {
  return calculated.debugData.method === 'independence assumption' ? T.independence : T.chainRule;
}

/** The value source of the conditionals: 'Fallback settings', 'Bayesian analysis' or the table. */
export function valueSource(mode: ResultsPanelMode): string {
  if (mode === 'bayesian') return T.bayesianSource;
  if (mode === 'truth_table') return T.truthTableSource;
  return T.fallbackSource;
}

/** One label/value row of a card. */
function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** The Input Values card: the prior (Bayesian) and each premise's confidence. */
function InputValues({ calculated, mode, premises, names }: CalculationDetailsTabProps) {
  const headingId = useId();
  const values = calculated.debugData.premiseValues;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {T.inputValues}
      </h4>
      <dl className={styles.facts}>
        {mode === 'bayesian' ? (
          <Fact label={T.priorPC}>{formatShare(FIXED_PRIOR_PROBABILITY)}</Fact>
        ) : null}
        {premises.map((premise) => {
          const value = values[premise.id];
          if (!value) return null;
          return (
            <Fact
              key={premise.id}
              label={`${names.short(premise.id)}: ${premise.content}`}
              testId={`input-${premise.id}`}
            >
              {value.marginalized
                ? `${formatShare(value.effective)} (${T.marginalized}; ${T.entered} ${formatShare(value.input)})`
                : formatShare(value.input)}
            </Fact>
          );
        })}
      </dl>
    </section>
  );
}

/** The Results card: method, P(Premises), rows evaluated, the conditionals and the final P(C). */
function Results({ calculated, mode }: CalculationDetailsTabProps) {
  const headingId = useId();
  const method = calculated.debugData.method;
  const rows = calculated.debugData.rows.weights.length;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {T.results}
      </h4>
      <dl className={styles.facts}>
        <Fact label={T.method} testId="result-method">
          {methodLabel(calculated)}
          {method === 'chain rule with marginalized premises'
            ? ` ${T.withMarginalizedPremises}`
            : ''}
        </Fact>
        <Fact label={T.pPremises} testId="result-p-premises">
          {formatShare(calculated.pPremises)}
          {isNegligible(calculated.pPremises) ? (
            <>
              {' '}
              <span className={styles.badge.negligible}>{T.negligible}</span>
            </>
          ) : null}
        </Fact>
        {method === 'independence assumption' && calculated.debugData.rows.premiseIds.length > 1 ? (
          <Fact label={FRECHET_RANGE_TEXT.label} testId="result-frechet">
            <FrechetRange
              credences={calculated.debugData.rows.premiseIds.map(
                (id) => calculated.debugData.premiseValues[id]!.effective,
              )}
            />
          </Fact>
        ) : null}
        {mode === 'truth_table' ? (
          <Fact label={T.rowsEvaluated} testId="result-rows">
            {rows.toLocaleString('en-US')}
          </Fact>
        ) : null}
        <Fact label={T.pCGivenPremises} testId="result-p-c-given-premises">
          {formatShare(calculated.pCGivenPremises)}
        </Fact>
        <Fact label={T.pCGivenNotPremises} testId="result-p-c-given-not-premises">
          {formatShare(calculated.pCGivenNotPremises)}
        </Fact>
        <Fact label={mode === 'bayesian' ? T.updatedPC : T.finalPC} testId="result-p-c">
          <span className={styles.highlight}>{formatShare(calculated.pC)}</span>
        </Fact>
      </dl>
    </section>
  );
}

/** Bayesian only: the Show/Hide Details toggle (sliders and fitted model) and its hint. */
function BayesianDetails({ calculated, names }: CalculationDetailsTabProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const data = calculated.debugData.bayesianNetworkData;
  if (!data) return null;
  return (
    <div className={styles.disclosurePanel}>
      <AriaButton
        className={styles.linkButton}
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onPress={() => setOpen(!open)}
      >
        {open ? T.hideDetails : T.showDetails}
      </AriaButton>
      <p className={styles.muted}>{T.truthTableHint}</p>
      {open ? (
        <dl id={detailsId} className={styles.facts}>
          {Object.keys(data.conditionalProbabilities).map((id) => [
            <dt key={`${id}-f`} className={styles.factLabel}>
              P(C|{names.short(id)}) / P(C|¬{names.short(id)})
            </dt>,
            <dd key={`${id}-v`} className={styles.factValue}>
              {formatProbability(data.conditionalProbabilities[id] ?? Number.NaN)} /{' '}
              {formatProbability(data.reverseConditionalProbabilities[id] ?? Number.NaN)}
            </dd>,
          ])}
          <Fact label="Remaining fit error">{formatProbability(data.fitError)}</Fact>
          <Fact label="Fit iterations">{data.fitIterations}</Fact>
        </dl>
      ) : null}
    </div>
  );
}

/**
 * The 'Calculation Details' tab: the near-zero warning, Input Values, Results, the expandable
 * sections with their formulas, the scenario list and the numbered step-by-step explanation.
 */
export function CalculationDetailsTab(props: CalculationDetailsTabProps) {
  const { calculated, mode, names, breakdown, constraintStatus, detailLevel = 'complete' } = props;
  const stepsId = useId();
  const source = valueSource(mode);
  const steps = explanationSteps(calculated, mode, names, breakdown);
  return (
    <div className={styles.tabContent}>
      {calculated.pNotPremises < NEAR_ZERO ? (
        <p className={styles.notice} role="alert">
          {T.nearZeroWarning} (P(¬Premises) = {formatProbability(calculated.pNotPremises)})
        </p>
      ) : null}
      {constraintStatus ? <ConstraintStatusBox status={constraintStatus} /> : null}
      <InputValues {...props} />
      <Results {...props} />
      <ExpandableSection
        label={T.pPremises}
        value={formatShare(calculated.pPremises)}
        source={T.premiseSource}
        formula={premisesStep(calculated, names)}
      />
      <ExpandableSection
        label={T.pCGivenPremises}
        value={formatShare(calculated.pCGivenPremises)}
        source={source}
        formula={givenPremisesStep(calculated, mode, names)}
      />
      <ExpandableSection
        label={T.pCGivenNotPremises}
        value={formatShare(calculated.pCGivenNotPremises)}
        source={source}
        formula={notPremisesStep(calculated, mode, breakdown)}
      >
        <ScenarioList breakdown={breakdown} names={names} />
      </ExpandableSection>
      {detailLevel === 'complete' ? (
        <section className={styles.card} aria-labelledby={stepsId}>
          <h4 id={stepsId} className={styles.cardTitle}>
            {T.stepByStep}
          </h4>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <FormulaLines step={step} />
              </li>
            ))}
          </ol>
          {mode === 'bayesian' ? <BayesianDetails {...props} /> : null}
        </section>
      ) : (
        <p className={styles.muted}>{T.detailedNote}</p>
      )}
    </div>
  );
}
