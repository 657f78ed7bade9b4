import { formatPercent } from '@credence/engine';
import { Box, classNames } from '../Box/Box';
import { Text } from '../Text/Text';
import * as styles from './EvaluatorSummary.css';

/** Props of {@link EvaluatorSummary}. */
export interface EvaluatorSummaryProps {
  /** The conclusion's claim text. */
  conclusion: string;
  /** P(C) as the evaluator computed it, 0..1; null when it could not be computed. */
  pC: number | null;
  /** Extra class names. */
  className?: string;
}

/** The summary's accessible name (a region landmark). */
export const SUMMARY_LABEL = 'Conclusion and P(C)';

/** "48%", or "not calculated" when there is no P(C) (the engine failed). */
export function summaryPCText(pC: number | null): string {
  return pC === null || !Number.isFinite(pC) ? 'not calculated' : formatPercent(pC);
}

/**
 * The evaluator's result at a glance on a phone: the conclusion (two lines at most) and P(C), in
 * a bar that sticks to the top of the screen while the person scrolls through the premises, so
 * the effect of each slider is seen as it is moved. Hidden from the tablet breakpoint up, where
 * the conclusion box shows the same beside the premises.
 */
export function EvaluatorSummary({ conclusion, pC, className }: EvaluatorSummaryProps) {
  return (
    // Named apart from the conclusion box's own "Conclusion" section, which it summarises.
    <Box
      component="section"
      aria-label={SUMMARY_LABEL}
      className={classNames(styles.root, className)}
    >
      <Box minWidth={0}>
        <Text size="xsmall" weight="strong" tone="secondary">
          Conclusion
        </Text>
        <Box component="p" fontSize="small" fontWeight="strong" className={styles.conclusion}>
          {conclusion}
        </Box>
      </Box>
      <Box component="p" fontWeight="strong" className={styles.value}>
        <Box component="span" fontSize="small">
          P(C)
        </Box>{' '}
        {summaryPCText(pC)}
      </Box>
    </Box>
  );
}
