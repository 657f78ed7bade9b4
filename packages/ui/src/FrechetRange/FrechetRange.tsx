import { formatPercent, frechetBounds } from '@credence/engine';
import * as styles from './FrechetRange.css';

/** Props of {@link FrechetRange}. */
export interface FrechetRangeProps {
  /** The premises' credences (as the network holds them). */
  credences: readonly number[];
  /** Extra class names. */
  className?: string;
}

/** The range's text. */
export const FRECHET_RANGE_TEXT = {
  /** The label beside the range, where the independence value is shown. */
  label: 'P(Premises) if they may depend on each other',
  range: (low: number, high: number) => `${formatPercent(low)} – ${formatPercent(high)}`,
  explanation: 'Fréchet bounds: no assumption about how the premises depend on each other.',
} as const;

/**
 * Beside the independence value of P(Premises): the Fréchet bounds, the range P(all premises)
 * can take when nothing is assumed about how the premises depend on each other
 * (`@credence/engine`'s `frechetBounds`).
 */
export function FrechetRange({ credences, className }: FrechetRangeProps) {
  const { low, high } = frechetBounds(credences);
  const classes = [styles.root, className].filter(Boolean).join(' ');
  return (
    <span className={classes} title={FRECHET_RANGE_TEXT.explanation}>
      {FRECHET_RANGE_TEXT.range(low, high)}
    </span>
  );
}
