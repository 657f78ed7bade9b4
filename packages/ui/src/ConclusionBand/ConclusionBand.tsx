import { type CredenceInterval, formatPercent } from '@credence/engine';
import { useId } from 'react';
import * as styles from './ConclusionBand.css';

/** Props of {@link ConclusionBand}. */
export interface ConclusionBandProps {
  /** `credenceInterval`'s answer for the premises given as ranges. */
  interval: CredenceInterval;
  /** Short names of the premises given as ranges, e.g. `['P1', 'P3']`. */
  rangedLabels: readonly string[];
  /** Extra class names. */
  className?: string;
}

/** The band's texts. */
export const CONCLUSION_BAND_TEXT = {
  title: 'Conclusion band',
  band: (low: number, high: number) =>
    `With your ranges, P(C) lies between ${formatPercent(low)} and ${formatPercent(high)}.`,
  premises: (low: number, high: number) =>
    `P(Premises) lies between ${formatPercent(low)} and ${formatPercent(high)}.`,
  ranged: (labels: readonly string[]) => `Ranges on ${labels.join(', ')}.`,
  exact: 'Exact: the ends are reached at corners of your ranges.',
  approximate:
    'Approximate: a ranged premise has dependencies (or the Bayesian fit moves with the credences), so the ends come from sampling the ranges.',
} as const;

/**
 * The conclusion's band when some premise credences are ranges: P(C) from its lowest to its
 * highest value over every combination, drawn on a 0–100 % scale, from `@credence/engine`'s
 * `credenceInterval`, and whether the ends are exact.
 */
export function ConclusionBand({ interval, rangedLabels, className }: ConclusionBandProps) {
  const titleId = useId();
  const { low, high } = interval.pC;
  const classes = [styles.root, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={titleId} data-exact={interval.exact}>
      <h3 id={titleId} className={styles.title}>
        {CONCLUSION_BAND_TEXT.title}
      </h3>
      <p className={styles.band}>{CONCLUSION_BAND_TEXT.band(low, high)}</p>
      <span className={styles.track} aria-hidden="true">
        <span
          className={styles.fill}
          style={{ left: `${low * 100}%`, width: `${(high - low) * 100}%` }}
        />
      </span>
      <p className={styles.note}>
        {CONCLUSION_BAND_TEXT.premises(interval.pPremises.low, interval.pPremises.high)}{' '}
        {CONCLUSION_BAND_TEXT.ranged(rangedLabels)}{' '}
        {interval.exact ? CONCLUSION_BAND_TEXT.exact : CONCLUSION_BAND_TEXT.approximate}
      </p>
    </section>
  );
}
