import { formatPercent } from '@credence/engine';
import type { TruthTableChecks } from '@credence/state-machines';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { TRUTH_TABLE_TAB_TEXT as T } from './TruthTableTab.text';

/** Props of {@link TruthTableChecksNotice}. */
export interface TruthTableChecksNoticeProps {
  /** The checks of the table as shown (`truthTableChecks`); null: nothing to check. */
  checks: TruthTableChecks | null;
  /** The premises' short names in table order, e.g. `['P1', 'P2']`, to name a row. */
  names: readonly string[];
}

/** A row key ('10') in words: 'P1 true, P2 false'. */
function rowInWords(key: string, names: readonly string[]): string {
  return [...key]
    .map((digit, index) => `${names[index] ?? `P${index + 1}`} ${digit === '1' ? 'true' : 'false'}`)
    .join(', ');
}

/**
 * The truth table's violations notice (caution card, announced as a status): rows the
 * credences make (almost) impossible that still carry a P(C | row), and a table that disagrees
 * with the Bayesian values by 5 % or more. Nothing when both checks pass.
 */
export function TruthTableChecksNotice({ checks, names }: TruthTableChecksNoticeProps) {
  if (!checks) return null;
  const { nearZeroRows, consistency } = checks;
  if (nearZeroRows.length === 0 && consistency.consistent) return null;
  return (
    <Card role="status" tone="caution" accent space="xsmall">
      <Text weight="strong">{T.checksTitle}</Text>
      {nearZeroRows.length > 0 ? (
        <Text size="small">
          {T.nearZeroRows(nearZeroRows.map((row) => rowInWords(row.key, names)).join('; '))}
        </Text>
      ) : null}
      {consistency.consistent ? null : (
        <Text size="small">{T.inconsistent(formatPercent(consistency.maxDifference))}</Text>
      )}
    </Card>
  );
}
