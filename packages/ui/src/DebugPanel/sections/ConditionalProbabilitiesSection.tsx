import { DISCREPANCY_TOLERANCE } from '@credence/engine';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { Badge, DebugSection, Fact, Facts, Flag, Muted } from '../DebugSection';
import { conditionalLabel, type DebugView, debugPercent } from '../debugView';

/**
 * Conditional Probabilities: the stored conditionals the network used. When both conditionals on
 * a parent are stored, the engine also gives the value the premise's credence implies; a
 * difference above 0.01 (`DISCREPANCY_TOLERANCE`, the engine's `mismatch`) is flagged.
 */
export function ConditionalProbabilitiesSection({ view }: { view: DebugView }) {
  const used = view.calculated?.debugData.usedConditionals ?? [];
  const given = used.filter((c) => c.source === 'given');
  return (
    <DebugSection title={T.conditionalProbabilities} testId="debug-conditional-probabilities">
      {given.length === 0 ? (
        <Muted>{view.calculated ? T.noGivenConditionals : T.noCalculation}</Muted>
      ) : (
        <Facts>
          {given.map((conditional) => (
            <Fact
              key={conditional.key}
              label={`${conditionalLabel(conditional, view.names)} (${conditional.key})`}
              testId={`debug-conditional-${conditional.key}`}
            >
              {T.stored} {debugPercent(conditional.value)}
              {conditional.calculated !== undefined ? (
                <>
                  {' · '}
                  {T.calculatedFromCredences} {debugPercent(conditional.calculated)}
                </>
              ) : null}
              {conditional.mismatch ? (
                <>
                  <Badge tone="violation">{T.mismatch}</Badge>
                  <Flag>
                    {' '}
                    {T.mismatchHint} {debugPercent(DISCREPANCY_TOLERANCE)}
                  </Flag>
                </>
              ) : null}
            </Fact>
          ))}
        </Facts>
      )}
    </DebugSection>
  );
}
