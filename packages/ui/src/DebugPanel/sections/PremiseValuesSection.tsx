import { DEFAULT_PREMISE_PROBABILITY } from '@credence/engine';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { Badge, DebugSection, Fact, Facts, Muted } from '../DebugSection';
import { type DebugView, debugPercent, ownNumber } from '../debugView';

/**
 * Premise Values: each premise's confidence as the evaluator holds it. A premise without one
 * shows the engine's default (0.5), marked as missing.
 */
export function PremiseValuesSection({ view }: { view: DebugView }) {
  return (
    <DebugSection title={T.premiseValues} testId="debug-premise-values">
      {view.premises.length === 0 ? <Muted>{T.noPremises}</Muted> : null}
      <Facts>
        {view.premises.map((premise) => {
          const value = ownNumber(view.premiseConfidences, premise.id);
          return (
            <Fact
              key={premise.id}
              label={`${view.names.short(premise.id)}: ${premise.content}`}
              testId={`debug-premise-${premise.id}`}
            >
              {debugPercent(value ?? DEFAULT_PREMISE_PROBABILITY)}
              {value === undefined ? <Badge tone="negligible">{T.missingConfidence}</Badge> : null}
            </Fact>
          );
        })}
      </Facts>
    </DebugSection>
  );
}
