import { formatPercent } from '@credence/engine';
import { Fragment } from 'react';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { figures } from './DeliberationPanel.css';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import type { DeliberationCurrentValues, DeliberationPremise } from './deliberation.types';

/** Props of {@link DeliberationFigures}. */
export interface DeliberationFiguresProps {
  /** The argument's premises, in order: each names its row. */
  premises: readonly DeliberationPremise[];
  /** One member's figures (the evaluator's now, or a stored submission). */
  values: DeliberationCurrentValues;
}

/**
 * One member's figures as a term/value list: a credence per premise (by its label), the
 * inference strength and the fallback support.
 */
export function DeliberationFigures({ premises, values }: DeliberationFiguresProps) {
  const byClaim = new Map(values.premiseProbabilities.map((p) => [p.claimId, p.probability]));
  const rows = [
    ...premises.map((premise) => ({
      key: premise.id,
      label: premise.label,
      value: byClaim.get(premise.id),
    })),
    { key: 'strength', label: T.inferenceStrength, value: values.inferenceStrength },
    { key: 'fallback', label: T.fallbackSupport, value: values.fallbackSupport },
  ];
  return (
    <Box component="dl" className={figures}>
      {rows.map((row) => (
        <Fragment key={row.key}>
          <Text component="dt" size="small">
            {row.label}
          </Text>
          <Text component="dd" size="small" weight="strong">
            {row.value === undefined ? '—' : formatPercent(row.value)}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
