import { useId } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { SpreadPlot, type SpreadSummary } from '../SpreadPlot/SpreadPlot';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';

/** Props of {@link DeliberationQuantityRow}. */
export interface DeliberationQuantityRowProps {
  /** The quantity's name, e.g. `'Premise 2'` or `'Inference strength'`. */
  label: string;
  /** What it is: the premise's text, or `'P(C | all premises)'` (shown as text). */
  description: string;
  /** The closed round's figures for it: every member's value, their spread and the pool. */
  quantity: { values: readonly number[]; spread: SpreadSummary; pooled: number };
  /** The viewer's own value in that round; `null` when they did not submit to it. */
  yours: number | null;
  /** The reasons members gave (premises only; leave out for the inference settings). */
  reasons?: readonly string[];
}

/**
 * One quantity of a closed round: its name and text, the spread plot of the members' values
 * (own value and pool marked) and, for a premise, the reasons members gave, unsigned and as text.
 */
export function DeliberationQuantityRow({
  label,
  description,
  quantity,
  yours,
  reasons,
}: DeliberationQuantityRowProps) {
  const headingId = useId();
  const reasonsId = useId();
  return (
    <Card component="li" padding="small" space="small" aria-labelledby={headingId}>
      <Stack space="xxsmall">
        <Heading level="4" component="h4" id={headingId}>
          {label}
        </Heading>
        <Text size="small" tone="secondary" breakWords>
          {description}
        </Text>
      </Stack>
      <SpreadPlot
        label={label}
        values={quantity.values}
        spread={quantity.spread}
        pooled={quantity.pooled}
        yours={yours}
      />
      {reasons === undefined ? null : reasons.length === 0 ? (
        <Text size="small" tone="secondary">
          {T.noReasons}
        </Text>
      ) : (
        <Stack space="xxsmall">
          <Text size="small" weight="strong" id={reasonsId}>
            {T.reasons(reasons.length)}
          </Text>
          <Stack component="ul" space="xxsmall" aria-labelledby={reasonsId}>
            {reasons.map((reason, index) => (
              <Text
                // biome-ignore lint/suspicious/noArrayIndexKey: reasons are unsigned and may repeat
                key={index}
                component="li"
                size="small"
                breakWords
                whiteSpace="preLine"
              >
                {reason}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
