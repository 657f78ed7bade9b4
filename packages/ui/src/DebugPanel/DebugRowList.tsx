import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as shared from '../CalculationResultsPanel/CalculationResultsPanel.css';
import { SCENARIO_PAGE_SIZE } from '../CalculationResultsPanel/ScenarioList';
import { CALCULATION_RESULTS_TEXT as R } from '../CalculationResultsPanel/texts';
import { Badge } from './DebugSection';
import { debugPercent } from './debugView';

/** One listed row: a truth-table row or a scenario, with the engine's numbers. */
export interface DebugRow {
  key: string;
  /** What the row means, e.g. `P1, P3 false`. */
  description: string;
  weight: number;
  conditional: number;
  /** weight × P(C|row), for scenarios. */
  contribution?: number;
  /** The engine's flag, or its 0.001 threshold (`NEGLIGIBLE_PROBABILITY`). */
  negligible: boolean;
}

/** Props of {@link DebugRowList}. */
export interface DebugRowListProps {
  /** Accessible name of the scrolling region. */
  label: string;
  /** How many rows there are; only the shown page is built, so 2²⁰ rows cost nothing. */
  count: number;
  /** The row at an index (0-based, in the list's order). */
  rowAt: (index: number) => DebugRow;
  /** Label of the "show more" button. */
  showMoreLabel: string;
  testId: string;
}

/**
 * The debug panel's row list, the same box as the results panel's `ScenarioList` (its styles,
 * page size and texts) with the debug panel's one-decimal percentages: scrolls at a maximum
 * height of 16rem and renders {@link SCENARIO_PAGE_SIZE} rows at a time.
 */
export function DebugRowList({ label, count, rowAt, showMoreLabel, testId }: DebugRowListProps) {
  const [shown, setShown] = useState(SCENARIO_PAGE_SIZE);
  const visible = Math.min(shown, count);
  const rows = Array.from({ length: visible }, (_, index) => rowAt(index));
  return (
    <>
      {count > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it.
        <section className={shared.scenarioScroller} tabIndex={0} aria-label={label}>
          <ul className={shared.list} data-testid={testId}>
            {rows.map((row) => (
              <li key={row.key} className={shared.scenario}>
                <span>
                  <span className={shared.scenarioKey}>{row.key}</span> {row.description}
                </span>
                <span className={shared.scenarioNumbers}>
                  P = {debugPercent(row.weight)}
                  {row.negligible ? <Badge tone="negligible">{R.negligible}</Badge> : null}
                </span>
                <span className={shared.muted}>P(C|·) = {debugPercent(row.conditional)}</span>
                {row.contribution !== undefined ? (
                  <span className={shared.scenarioNumbers}>
                    {R.contribution} {debugPercent(row.contribution)}
                  </span>
                ) : (
                  <span />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {count > visible ? (
        <AriaButton
          className={shared.linkButton}
          onPress={() => setShown(shown + SCENARIO_PAGE_SIZE)}
        >
          {`${showMoreLabel} (${(count - visible).toLocaleString('en-US')} left)`}
        </AriaButton>
      ) : null}
    </>
  );
}
