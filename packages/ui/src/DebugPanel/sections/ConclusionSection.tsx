import { DEFAULT_PREMISE_PROBABILITY } from '@credence/engine';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { Badge, DebugSection, Fact, Facts } from '../DebugSection';
import { type DebugView, debugPercent } from '../debugView';

/** Conclusion: its text, the confidence the evaluator holds (0.5 when missing) and P(C). */
export function ConclusionSection({ view }: { view: DebugView }) {
  const confidence = view.conclusionConfidence;
  const missing = typeof confidence !== 'number' || !Number.isFinite(confidence);
  return (
    <DebugSection title={T.conclusion} testId="debug-conclusion">
      <Facts>
        <Fact
          label={`${T.conclusionConfidence} (C: ${view.conclusion?.content ?? '—'})`}
          testId="debug-conclusion-confidence"
        >
          {debugPercent(missing ? DEFAULT_PREMISE_PROBABILITY : confidence)}
          {missing ? <Badge tone="negligible">{T.missingConfidence}</Badge> : null}
        </Fact>
        {view.calculated ? (
          <Fact label={T.calculatedPC} testId="debug-conclusion-p-c">
            {debugPercent(view.calculated.pC)}
          </Fact>
        ) : null}
      </Facts>
    </DebugSection>
  );
}
