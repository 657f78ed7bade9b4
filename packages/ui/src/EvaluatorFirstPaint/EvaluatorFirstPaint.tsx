import { formatPercent } from '@credence/engine';
import {
  type EvaluatorArgument,
  type EvaluatorUserSettings,
  evaluatorFirstPaint,
  evaluatorMessages,
} from '@credence/state-machines';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as evaluator from '../ArgumentEvaluator/ArgumentEvaluator.css';
import { classNames } from '../Box/Box';
import { Card } from '../Card/Card';
import { fillColour } from '../CredenceMeter/CredenceMeter.css';
import { EvaluatorTitle } from '../EvaluatorHeader/EvaluatorHeader';
import { EvaluatorSummary } from '../EvaluatorSummary/EvaluatorSummary';
import * as bar from '../InferenceStrengthBar/InferenceStrengthBar.css';
import { OFF_THREAD_PREMISES } from '../offThread/offThreadPremises';
import * as premiseRow from '../PremiseRow/PremiseRow.css';
import { Text } from '../Text/Text';

/** Props of {@link EvaluatorFirstPaint}. */
export interface EvaluatorFirstPaintProps {
  /** The argument as the server read it (the API's `getArgument` answer). */
  argument: EvaluatorArgument;
  /** The user's settings as the server read them. */
  userSettings?: EvaluatorUserSettings | null;
  /**
   * Arguments of this many premises or more show no P(C) here (the evaluator computes theirs in
   * a worker); default the evaluator's own threshold, `OFF_THREAD_PREMISES`.
   */
  offThreadFrom?: number;
}

/** What the first paint says while the evaluator's controls load. */
export const FIRST_PAINT_LOADING_TEXT = 'Loading the controls…';

/** What the first paint says for P(C) when it is computed only once the page runs. */
export const FIRST_PAINT_PC_LATER_TEXT = 'P(C) is computed once the page has loaded.';

/**
 * The evaluator screen as it first appears, before its scripts run: the title, each premise
 * with its credence, the inference strength, the conclusion and P(C), drawn from the argument
 * alone (`evaluatorFirstPaint` — the numbers the evaluator machine starts from) in the
 * screen's layout. It is static and cheap, so a host can server-render it into the page's HTML
 * and swap in the `ArgumentEvaluator` once hydrated. Nothing here can be changed: it says so.
 * Its credences are text over a drawn bar rather than `CredenceMeter`s: eight react-aria meters
 * tripled the cost of rendering it on the server.
 */
export function EvaluatorFirstPaint({
  argument,
  userSettings,
  offThreadFrom = OFF_THREAD_PREMISES,
}: EvaluatorFirstPaintProps) {
  const paint = evaluatorFirstPaint(argument, { userSettings, offThreadFrom });
  if (paint === null) return null;
  return (
    <div className={evaluator.root} aria-busy="true">
      <EvaluatorTitle component="header" title={paint.title} summary={paint.summary} />
      <EvaluatorSummary conclusion={paint.conclusion.content} pC={paint.pC} />
      <Text component="p" size="small" tone="secondary" role="status">
        {FIRST_PAINT_LOADING_TEXT}
      </Text>
      <div className={evaluator.premises}>
        {paint.premises.map((premise, index) => (
          <section key={premise.id} className={premiseRow.root} aria-label={`Premise ${index + 1}`}>
            <h2 className={premiseRow.label}>Premise {index + 1}</h2>
            <p className={premiseRow.text}>{premise.content}</p>
            <StaticCredence label={`Confidence in Premise ${index + 1}`} value={premise.credence} />
            {premise.movedFrom !== undefined &&
            formatPercent(premise.movedFrom) !== formatPercent(premise.credence) ? (
              <p className={premiseRow.text}>
                {evaluatorMessages.credenceMovedText(
                  `P${index + 1}`,
                  formatPercent(premise.movedFrom),
                  formatPercent(premise.credence),
                )}
              </p>
            ) : null}
          </section>
        ))}
      </div>
      <StaticCredence label="Inference strength" value={paint.inferenceStrength} />
      <Card component="section" tone="brand" background="raised" rounded space="small">
        <Text component="h2" size="small" weight="strong" tone="secondary">
          Conclusion
        </Text>
        <Text component="p" size="large" weight="strong">
          {paint.conclusion.content}
        </Text>
        <StaticCredence label="Confidence in the conclusion" value={paint.conclusion.credence} />
        <Text component="p" size="small" tone="secondary">
          {paint.pC === null
            ? FIRST_PAINT_PC_LATER_TEXT
            : `Computed from the premises: P(C) = ${formatPercent(paint.pC)}.`}
        </Text>
      </Card>
    </div>
  );
}

/** A credence as text ("Confidence in Premise 1", "80%") over the meters' bar, which is drawn only. */
function StaticCredence({ label, value }: { label: string; value: number }) {
  const text = formatPercent(value);
  return (
    <div className={bar.root}>
      <span className={bar.label}>{label}</span>
      <span className={bar.value}>{text}</span>
      <div className={bar.track} aria-hidden="true">
        <div
          className={classNames(bar.fill, fillColour)}
          style={assignInlineVars({ [bar.fillWidth]: `${value * 100}%` })}
        />
      </div>
    </div>
  );
}
