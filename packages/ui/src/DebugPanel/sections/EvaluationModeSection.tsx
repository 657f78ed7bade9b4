import { EVALUATION_MODE_LABELS } from '../../StatusLine/StatusLine';
import { DEBUG_PANEL_TEXT as T } from '../DebugPanel.text';
import { DebugSection, Fact, Facts } from '../DebugSection';
import type { DebugView } from '../debugView';

/** Evaluation Mode: the stored mode, the engine mode it ran as, the argument type and method. */
export function EvaluationModeSection({ view }: { view: DebugView }) {
  const debug = view.calculated?.debugData;
  return (
    <DebugSection title={T.evaluationMode} testId="debug-evaluation-mode">
      <Facts>
        <Fact label={T.storedMode} testId="debug-stored-mode">
          {EVALUATION_MODE_LABELS[view.evaluationMode]} ({view.evaluationMode})
        </Fact>
        {debug ? (
          <>
            <Fact label={T.engineMode} testId="debug-engine-mode">
              {debug.mode}
            </Fact>
            <Fact label={T.argumentType} testId="debug-argument-type">
              {debug.argumentType}
            </Fact>
            <Fact label={T.method} testId="debug-method">
              {debug.method}
            </Fact>
          </>
        ) : null}
      </Facts>
    </DebugSection>
  );
}
