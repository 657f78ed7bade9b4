import { formatPercent } from '@credence/engine';
import { useId } from 'react';
import * as styles from './SensitivityChart.css';

/** One bar: a premise and P(C) if it is true and if it is false (`premiseSensitivity`). */
export interface SensitivityBar {
  premiseId: string;
  /** A short name, e.g. `'P2'`. */
  label: string;
  /** The premise's text (shown as text, never as HTML). */
  text: string;
  pCIfTrue: number;
  pCIfFalse: number;
  swing: number;
}

/** Props of {@link SensitivityChart}. */
export interface SensitivityChartProps {
  /** The bars, largest swing first (as `premiseSensitivity` orders them). */
  bars: readonly SensitivityBar[];
  /** The argument's P(C) now: a marker on every bar. */
  pC: number;
  /**
   * What the bars rank: the argument's own premises (default), or the leaf claims of the whole
   * network of linked arguments (`networkSensitivity`), with P(C) the network's.
   */
  scope?: 'premises' | 'network';
  /** Extra class names. */
  className?: string;
}

/** The chart's texts. */
export const SENSITIVITY_TEXT = {
  title: 'Which premise matters most',
  intro: (pC: number) =>
    `Where P(C) would be if you learned a premise is true, or false, largest swing first. Learning it also updates the premises that depend on it, so this is not what moving its slider does (see “What would it take?”). Now P(C) is ${formatPercent(pC)}.`,
  noPremises: 'No premises to compare.',
  networkTitle: 'Which claim in the network matters most',
  networkIntro: (pC: number) =>
    `Where the network P(C) would be if you learned a claim of any linked argument is true, or false, largest swing first. Now the network P(C) is ${formatPercent(pC)}.`,
} as const;

/** The sentence that explains one bar. */
export function sensitivitySentence(bar: SensitivityBar): string {
  const points = Math.round(Math.abs(bar.swing) * 100);
  const ifTrue = formatPercent(bar.pCIfTrue);
  const ifFalse = formatPercent(bar.pCIfFalse);
  if (points === 0)
    return `${bar.label} makes no difference: P(C) is ${ifTrue} whether it is true or false.`;
  const direction = bar.swing > 0 ? 'raises' : 'lowers';
  return `If ${bar.label} is true, P(C) is ${ifTrue}; if false, ${ifFalse}. Believing it ${direction} P(C) by ${points} points.`;
}

/**
 * The tornado chart "Which premise matters most": one bar per premise from P(C) if it is false to
 * P(C) if it is true, on a 0–100 % scale, with today's P(C) marked, each bar explained in a
 * sentence. Presentational: the numbers come from `@credence/engine`'s `premiseSensitivity`.
 */
export function SensitivityChart({
  bars,
  pC,
  scope = 'premises',
  className,
}: SensitivityChartProps) {
  const titleId = useId();
  const classes = [styles.root, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.title}>
        {scope === 'network' ? SENSITIVITY_TEXT.networkTitle : SENSITIVITY_TEXT.title}
      </h4>
      <p className={styles.intro}>
        {scope === 'network' ? SENSITIVITY_TEXT.networkIntro(pC) : SENSITIVITY_TEXT.intro(pC)}
      </p>
      {bars.length === 0 ? (
        <p className={styles.intro}>{SENSITIVITY_TEXT.noPremises}</p>
      ) : (
        <ol className={styles.list}>
          {bars.map((bar) => {
            const low = Math.min(bar.pCIfTrue, bar.pCIfFalse);
            const high = Math.max(bar.pCIfTrue, bar.pCIfFalse);
            return (
              <li key={bar.premiseId} className={styles.item} data-premise-id={bar.premiseId}>
                <span className={styles.label}>{bar.label}</span>
                <span className={styles.text}>{bar.text}</span>
                {/* The bar repeats the sentence below it for sighted readers. */}
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={styles.bar}
                    data-direction={bar.swing >= 0 ? 'raises' : 'lowers'}
                    style={{ left: `${low * 100}%`, width: `${(high - low) * 100}%` }}
                  />
                  <span className={styles.marker} style={{ left: `${pC * 100}%` }} />
                </span>
                <span className={styles.sentence}>{sensitivitySentence(bar)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
