import * as shared from '../../CalculationResultsPanel/CalculationResultsPanel.css';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { Badge, DebugSection, Fact, Facts, Flag, Muted } from '../DebugSection';
import { conditionalLabel, type DebugView, debugPercent } from '../debugView';

/**
 * Extended Dependency Values: the conditionals the engine derived from the credences (clamped to
 * 0..1; when the parent's probability or its complement is ≤ 0.001 the engine's note
 * `Cannot calculate: P(x) ≈ 0` is shown and 0.5 is used), those taken as independent, and the
 * noisy-OR combination of premises with several parents.
 */
export function ExtendedDependencyValuesSection({ view }: { view: DebugView }) {
  const debug = view.calculated?.debugData;
  const derived = debug?.usedConditionals.filter((c) => c.source !== 'given') ?? [];
  const combined = debug?.calculatedDependencies ?? [];
  return (
    <DebugSection title={T.extendedDependencyValues} testId="debug-extended-dependency-values">
      {derived.length === 0 && combined.length === 0 ? (
        <Muted>{debug ? T.noDerivedConditionals : T.noCalculation}</Muted>
      ) : null}
      {derived.length > 0 ? (
        <Facts>
          {derived.map((conditional) => (
            <Fact
              key={conditional.key}
              label={`${conditionalLabel(conditional, view.names)} (${conditional.key})`}
              testId={`debug-derived-${conditional.key}`}
            >
              {conditional.note ? (
                <>
                  <Flag>{conditional.note}</Flag> {T.usesHalf} {debugPercent(conditional.value)}
                </>
              ) : (
                debugPercent(conditional.value)
              )}
              <Badge tone="negligible">
                {conditional.source === 'derived' ? T.derived : T.independent}
              </Badge>
            </Fact>
          ))}
        </Facts>
      ) : null}
      {combined.length > 0 ? (
        <ul className={shared.list}>
          {combined.map((dependency) => (
            <li
              key={dependency.key}
              className={shared.item}
              data-testid={`debug-combined-${dependency.premiseId}`}
            >
              <span>
                <strong>{view.names.short(dependency.premiseId)}</strong> ({dependency.key})
                <Badge tone="noisyOr">{T.combined}</Badge>
              </span>
              <Facts>
                <Fact label={T.leak}>{debugPercent(dependency.leak)}</Fact>
                {dependency.parentIds.map((parentId) => (
                  <Fact key={parentId} label={`${T.causalEffect} ${view.names.short(parentId)}`}>
                    {debugPercent(dependency.causalEffect[parentId] ?? Number.NaN)}
                  </Fact>
                ))}
                <Fact label={T.allParentsTrue}>
                  {debugPercent(dependency.conditionalProbability)}
                </Fact>
              </Facts>
            </li>
          ))}
        </ul>
      ) : null}
    </DebugSection>
  );
}
