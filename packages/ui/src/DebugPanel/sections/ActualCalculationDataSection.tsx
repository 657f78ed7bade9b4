import {
  type CalculatedValues,
  isPremiseTrue,
  isRowArray,
  type RowValuesInput,
  rowKey,
} from '@credence/engine';
import type { ClaimNames } from '../../CalculationResultsPanel/format';
import { formatProbability } from '../../CalculationResultsPanel/format';
import { isNegligible } from '../../CalculationResultsPanel/ScenarioList';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { DebugRowList } from '../DebugRowList';
import { DebugSection, Fact, Facts, Muted, SubTitle } from '../DebugSection';
import { type DebugView, debugPercent, ownNumber } from '../debugView';

type Calc = { calculated: CalculatedValues; names: ClaimNames };

/** An entered value, or the engine's default marker when the input had none. */
function entered(value: number | undefined) {
  return value === undefined ? T.defaultValue : debugPercent(value);
}

/** Fallback (and demonstration): the two conditionals as entered and as the engine used them. */
function FallbackData({ calculated }: Calc) {
  const raw = calculated.debugData.rawInputs;
  return (
    <Facts>
      <Fact label={T.enteredPCGivenPremises}>{entered(raw.pCGivenPremises)}</Fact>
      <Fact label={T.usedPCGivenPremises} testId="debug-used-p-c-given-premises">
        {debugPercent(calculated.pCGivenPremises)}
      </Fact>
      <Fact label={T.enteredPCGivenNotPremises}>{entered(raw.pCGivenNotPremises)}</Fact>
      <Fact label={T.usedPCGivenNotPremises} testId="debug-used-p-c-given-not-premises">
        {debugPercent(calculated.pCGivenNotPremises)}
      </Fact>
    </Facts>
  );
}

/** Direct: prior, lowest premise, strength × P(Premises) and which of them was selected. */
function DirectData({ calculated, names }: Calc) {
  const debug = calculated.debugData;
  return (
    <Facts>
      <Fact label={T.prior}>
        {debug.priorConfidence === undefined ? T.noPrior : debugPercent(debug.priorConfidence)}
      </Fact>
      {debug.lowestPremise ? (
        <Fact label={`${T.lowestPremise} (${names.short(debug.lowestPremise.id)})`}>
          {debugPercent(debug.lowestPremise.value)}
        </Fact>
      ) : null}
      {debug.standardCalculation !== undefined ? (
        <Fact label={T.standardCalculation}>{debugPercent(debug.standardCalculation)}</Fact>
      ) : null}
      <Fact label={T.selectedBy} testId="debug-selected-by">
        {debug.selectedBy ?? '—'}
      </Fact>
    </Facts>
  );
}

/** Bayesian: each premise's two sliders, the fitted noisy-OR model and the fit's error. */
function BayesianData({ calculated, names }: Calc) {
  const data = calculated.debugData.bayesianNetworkData;
  if (!data) return null;
  return (
    <Facts>
      {calculated.debugData.rows.premiseIds.map((id) => {
        const label = names.short(id);
        return (
          <Fact key={id} label={`P(C|${label}) / P(C|¬${label})`} testId={`debug-sliders-${id}`}>
            {debugPercent(ownNumber(data.conditionalProbabilities, id) ?? Number.NaN)} /{' '}
            {debugPercent(ownNumber(data.reverseConditionalProbabilities, id) ?? Number.NaN)}
            {' · '}
            {T.fittedPower} {debugPercent(ownNumber(data.model.powers, id) ?? Number.NaN)}
          </Fact>
        );
      })}
      <Fact label={T.fittedLeak} testId="debug-fitted-leak">
        {debugPercent(data.model.leak)}
      </Fact>
      <Fact label={T.fitError}>{formatProbability(data.fitError)}</Fact>
      <Fact label={T.fitIterations}>{data.fitIterations}</Fact>
    </Facts>
  );
}

/** Every truth-table row with its weight and P(C|row), as `debugData.rows` holds them. */
function RowTable({ calculated, names }: Calc) {
  const { premiseIds, weights, conditionals } = calculated.debugData.rows;
  const n = premiseIds.length;
  return (
    <>
      <SubTitle>
        {T.rows} ({weights.length.toLocaleString('en-US')})
      </SubTitle>
      <DebugRowList
        label={T.rows}
        testId="debug-rows"
        count={weights.length}
        showMoreLabel={T.showMoreRows}
        rowAt={(index) => {
          // Row order, all-true row last: as the engine stores them.
          const falseIds = premiseIds.filter((_, p) => !isPremiseTrue(index, p, n));
          const weight = weights[index]!;
          return {
            key: rowKey(index, n) || '∅',
            description:
              falseIds.length === 0 ? T.allTrue : `${falseIds.map(names.short).join(', ')} false`,
            weight,
            conditional: conditionals[index]!,
            negligible: isNegligible(weight),
          };
        }}
      />
    </>
  );
}

/** Truth table: the stored row values the engine read (missing rows took its defaults). */
function storedRowCount(rowValues: RowValuesInput | undefined): number {
  if (!rowValues) return 0;
  // The array form holds one entry per row; a record, one key per stored row.
  return isRowArray(rowValues) ? rowValues.length : Object.keys(rowValues).length;
}

/**
 * Actual Calculation Data: the inputs the engine evaluated in its mode (fallback conditionals,
 * direct selection, Bayesian sliders and fit), then every truth-table row it summed over.
 */
export function ActualCalculationDataSection({ view }: { view: DebugView }) {
  const { calculated, names } = view;
  if (!calculated) {
    return (
      <DebugSection title={T.actualCalculationData} testId="debug-actual-calculation-data">
        <Muted>{T.noCalculation}</Muted>
      </DebugSection>
    );
  }
  const mode = calculated.debugData.mode;
  const props = { calculated, names };
  return (
    <DebugSection title={T.actualCalculationData} testId="debug-actual-calculation-data">
      {mode === 'fallback' ? <FallbackData {...props} /> : null}
      {mode === 'direct' ? <DirectData {...props} /> : null}
      {mode === 'bayesian' ? <BayesianData {...props} /> : null}
      {mode === 'truth_table' ? (
        <Muted>
          {storedRowCount(calculated.debugData.rawInputs.truthTableData?.rowValues)} {T.storedRows}
        </Muted>
      ) : null}
      <RowTable {...props} />
    </DebugSection>
  );
}
