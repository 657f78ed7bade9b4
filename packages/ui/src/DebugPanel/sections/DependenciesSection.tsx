import type { ConstraintAnalysis } from '@credence/engine';
import * as shared from '../../CalculationResultsPanel/CalculationResultsPanel.css';
import { CALCULATION_RESULTS_TEXT as R } from '../../CalculationResultsPanel/texts';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { Badge, DebugSection, Muted } from '../DebugSection';
import { type DebugView, debugPercent } from '../debugView';

/** The parents the network used for each premise, in premise order (from `usedConditionals`). */
function parentsByPremise(view: DebugView): [string, string[]][] {
  const used = view.calculated?.debugData.usedConditionals ?? [];
  return view.premises
    .map((premise): [string, string[]] => [
      premise.id,
      [...new Set(used.filter((c) => c.premiseId === premise.id).map((c) => c.parentId))],
    ])
    .filter(([, parents]) => parents.length > 0);
}

/** The constraint on a single-parent premise: fixed value or valid range, and a violation. */
function ConstraintLine({ analysis }: { analysis: ConstraintAnalysis }) {
  const { lower, upper } = analysis.intervalBounds;
  const marginalization = analysis.constraintMode === 'marginalization';
  return (
    <span>
      <Badge tone={marginalization ? 'marginalization' : 'interval'}>
        {marginalization ? R.marginalization : R.interval}
      </Badge>
      {analysis.isViolating ? <Badge tone="violation">{R.violation}</Badge> : null} {T.currentValue}{' '}
      {debugPercent(analysis.currentValue)};{' '}
      {marginalization
        ? `${T.fixedValue} ${debugPercent(lower)}`
        : `${T.validRange} ${debugPercent(lower)} – ${debugPercent(upper)}`}
    </span>
  );
}

/**
 * Dependencies: which claims each premise depends on, with the engine's constraint analysis
 * (marginalization or interval, violation) or the noisy-OR badge for several parents.
 */
export function DependenciesSection({ view }: { view: DebugView }) {
  const rows = parentsByPremise(view);
  const analyses = new Map(view.constraints?.premises.map((a) => [a.premiseId, a]) ?? []);
  const combined = new Set(view.constraints?.calculated.map((c) => c.premiseId) ?? []);
  return (
    <DebugSection title={T.dependencies} testId="debug-dependencies">
      {rows.length === 0 ? (
        <Muted>{view.calculated ? T.noDependencies : T.noCalculation}</Muted>
      ) : (
        <ul className={shared.list}>
          {rows.map(([premiseId, parents]) => {
            const analysis = analyses.get(premiseId);
            return (
              <li
                key={premiseId}
                className={shared.item}
                data-testid={`debug-dependency-${premiseId}`}
              >
                <span>
                  <strong>{view.names.short(premiseId)}</strong> {T.dependsOn}{' '}
                  {parents.map(view.names.short).join(', ')}
                  {combined.has(premiseId) ? <Badge tone="noisyOr">{R.noisyOr}</Badge> : null}
                </span>
                {analysis ? <ConstraintLine analysis={analysis} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </DebugSection>
  );
}
