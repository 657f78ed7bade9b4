import { NEAR_ZERO } from '@credence/engine';
import * as shared from '../../CalculationResultsPanel/CalculationResultsPanel.css';
import { isNegligible } from '../../CalculationResultsPanel/ScenarioList';
import { CALCULATION_RESULTS_TEXT as R } from '../../CalculationResultsPanel/texts';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { Badge, DebugSection, Fact, Facts, Muted } from '../DebugSection';
import { type DebugView, debugPercent } from '../debugView';

/**
 * Calculated Values: P(C), P(Premises), P(¬Premises) and the two conditionals of the total
 * probability formula, with the warning when P(¬Premises) is below 0.001 (`NEAR_ZERO`).
 */
export function CalculatedValuesSection({ view }: { view: DebugView }) {
  const { calculated } = view;
  if (!calculated) {
    return (
      <DebugSection title={T.calculatedValues} testId="debug-calculated-values">
        <Muted>{T.noCalculation}</Muted>
      </DebugSection>
    );
  }
  const values = [
    ['p-c', T.pC, calculated.pC],
    ['p-premises', T.pPremises, calculated.pPremises],
    ['p-not-premises', T.pNotPremises, calculated.pNotPremises],
    ['p-c-given-premises', T.pCGivenPremises, calculated.pCGivenPremises],
    ['p-c-given-not-premises', T.pCGivenNotPremises, calculated.pCGivenNotPremises],
  ] as const;
  return (
    <DebugSection title={T.calculatedValues} testId="debug-calculated-values">
      {calculated.pNotPremises < NEAR_ZERO ? (
        <p className={shared.notice} role="alert" data-testid="debug-near-zero-warning">
          {R.nearZeroWarning} (P(¬Premises) = {debugPercent(calculated.pNotPremises)})
        </p>
      ) : null}
      <Facts>
        {values.map(([id, label, value]) => (
          <Fact key={id} label={label} testId={`debug-${id}`}>
            {debugPercent(value)}
            {id !== 'p-c' && isNegligible(value) ? (
              <Badge tone="negligible">{R.negligible}</Badge>
            ) : null}
          </Fact>
        ))}
      </Facts>
    </DebugSection>
  );
}
