import * as shared from '../../CalculationResultsPanel/CalculationResultsPanel.css';
import { zeroContributionText } from '../../CalculationResultsPanel/ScenarioList';
import { CALCULATION_RESULTS_TEXT as R } from '../../CalculationResultsPanel/texts';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { DebugRowList } from '../DebugRowList';
import { DebugSection, Fact, Facts, Flag, Muted, SubTitle } from '../DebugSection';
import { type DebugView, debugPercent } from '../debugView';

/**
 * Calculation Details: the engine's formula, the chain-rule terms of P(Premises), its notes, and
 * the 2ⁿ − 1 scenarios behind P(C|¬Premises) as `scenarioBreakdown` lists them (contributions
 * ≤ 1e-5 counted, not listed; probabilities below 0.001 labelled negligible).
 */
export function CalculationDetailsSection({ view }: { view: DebugView }) {
  const { calculated, breakdown, names } = view;
  if (!calculated || !breakdown) {
    return (
      <DebugSection title={T.calculationDetails} testId="debug-calculation-details">
        <Muted>{T.noCalculation}</Muted>
      </DebugSection>
    );
  }
  const debug = calculated.debugData;
  return (
    <DebugSection title={T.calculationDetails} testId="debug-calculation-details">
      <SubTitle>{T.formula}</SubTitle>
      <p className={shared.formula} data-testid="debug-formula">
        {calculated.formula}
      </p>
      <SubTitle>{T.chainRule}</SubTitle>
      <Facts>
        {debug.chainRuleTerms.map((term) => (
          <Fact
            key={term.premiseId}
            label={`P(${names.short(term.premiseId)}${
              term.givenIds.length > 0 ? `|${term.givenIds.map(names.short).join(', ')}` : ''
            })`}
            testId={`debug-chain-${term.premiseId}`}
          >
            {debugPercent(term.probability)}
          </Fact>
        ))}
      </Facts>
      {debug.notes.length > 0 ? (
        <>
          <SubTitle>{T.notes}</SubTitle>
          <ul className={shared.list} data-testid="debug-notes">
            {debug.notes.map((note) => (
              <Flag key={note} item>
                {note}
              </Flag>
            ))}
          </ul>
        </>
      ) : null}
      <SubTitle>
        {R.scenarios} ({breakdown.totalScenarios.toLocaleString('en-US')})
      </SubTitle>
      <Facts>
        <Fact label={T.totalWeight} testId="debug-scenario-weight">
          {debugPercent(breakdown.totalWeight)}
        </Fact>
        <Fact label={T.weightedAverage} testId="debug-scenario-average">
          {debugPercent(breakdown.weightedAverage)}
        </Fact>
      </Facts>
      <DebugRowList
        label={R.scenarios}
        testId="debug-scenarios"
        count={breakdown.scenarios.length}
        showMoreLabel={R.showMoreScenarios}
        rowAt={(index) => {
          const scenario = breakdown.scenarios[index]!;
          return {
            key: scenario.key,
            description: `${scenario.falsePremiseIds.map(names.short).join(', ')} ${R.scenarioFalse}`,
            weight: scenario.weight,
            conditional: scenario.conditional,
            contribution: scenario.contribution,
            negligible: scenario.negligible,
          };
        }}
      />
      {breakdown.hiddenCount > 0 ? (
        <Muted>{zeroContributionText(breakdown.hiddenCount)}</Muted>
      ) : null}
    </DebugSection>
  );
}
