import { NEGLIGIBLE_PROBABILITY, type ScenarioBreakdown } from '@credence/engine';
import { type ReactNode, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './CalculationResultsPanel.css';
import { type ClaimNames, formatProbability, formatShare } from './format';
import { CALCULATION_RESULTS_TEXT as T } from './texts';

/** Listed scenarios rendered at once; more are added on request, so 2²⁰ rows never all render. */
export const SCENARIO_PAGE_SIZE = 100;

/** Props of {@link ScenarioList}. */
export interface ScenarioListProps {
  /** `scenarioBreakdown`'s result (cut-off and negligible flags come from the engine). */
  breakdown: ScenarioBreakdown;
  /** Short labels of the premises. */
  names: ClaimNames;
  /** Scenarios rendered per page; default {@link SCENARIO_PAGE_SIZE}. */
  pageSize?: number;
}

/** The spec's scroll box (max-height 16rem), focusable so keyboard users can scroll it. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it.
    <section className={styles.scenarioScroller} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

/** "{n} more scenarios with zero contribution" (singular for one). */
export function zeroContributionText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? T.zeroContributionOne : T.zeroContribution}`;
}

/**
 * The 2ⁿ − 1 scenarios in which at least one premise is false, as `scenarioBreakdown` lists them:
 * those contributing more than 1e-5, each with its probability (labelled negligible below
 * 0.001), P(C|scenario) and contribution; the rest summarised as "N more scenarios with zero
 * contribution". The list scrolls at 16rem and renders {@link SCENARIO_PAGE_SIZE} at a time.
 */
export function ScenarioList({
  breakdown,
  names,
  pageSize = SCENARIO_PAGE_SIZE,
}: ScenarioListProps) {
  const [shown, setShown] = useState(pageSize);
  const headingId = useId();
  const listed = breakdown.scenarios;
  const visible = listed.slice(0, shown);
  const remaining = listed.length - visible.length;
  return (
    <section aria-labelledby={headingId}>
      <h5 id={headingId} className={styles.cardTitle}>
        {T.scenarios} ({breakdown.totalScenarios.toLocaleString('en-US')})
      </h5>
      {listed.length > 0 ? (
        <Scroller label={T.scenarios}>
          <ul className={styles.list} data-testid="scenario-list">
            {visible.map((scenario) => (
              <li key={scenario.key} className={styles.scenario}>
                <span>
                  <span className={styles.scenarioKey}>{scenario.key}</span>{' '}
                  {scenario.falsePremiseIds.map(names.short).join(', ')} {T.scenarioFalse}
                </span>
                <span className={styles.scenarioNumbers}>
                  {T.scenarioProbability} = {formatShare(scenario.weight)}
                  {scenario.negligible ? (
                    <>
                      {' '}
                      <span className={styles.badge.negligible}>{T.negligible}</span>
                    </>
                  ) : null}
                </span>
                <span className={styles.muted}>
                  {T.scenarioConditional} = {formatShare(scenario.conditional)}
                </span>
                <span className={styles.scenarioNumbers}>
                  {T.contribution} {formatProbability(scenario.contribution)}
                </span>
              </li>
            ))}
          </ul>
        </Scroller>
      ) : null}
      {remaining > 0 ? (
        <AriaButton className={styles.linkButton} onPress={() => setShown(shown + pageSize)}>
          {`${T.showMoreScenarios} (${remaining.toLocaleString('en-US')} left)`}
        </AriaButton>
      ) : null}
      {breakdown.hiddenCount > 0 ? (
        <p className={styles.muted} data-testid="zero-contribution">
          {zeroContributionText(breakdown.hiddenCount)}
        </p>
      ) : null}
    </section>
  );
}

/** True when a row's probability is below the spec's 0.001 negligible threshold. */
export function isNegligible(probability: number): boolean {
  return probability < NEGLIGIBLE_PROBABILITY;
}
