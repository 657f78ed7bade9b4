import type { ReceiptSentence, ReconstructionReceipt } from '@credence/engine';
import type { MissingPremiseKind } from '@credence/state-machines';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Column, Columns } from '../Columns/Columns';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { RECEIPT_TEXT as T } from './ReconstructionEditor.text';
import {
  type ClaimsWithoutFormula,
  type CounterexampleView,
  counterexampleView,
  missingPremiseOptions,
  receiptLines,
  type SymbolValue,
} from './receiptView';

/** Props of {@link ReceiptPanel}. */
export interface ReceiptPanelProps {
  /** The engine's receipt (`checkReconstruction`); null when no claim has a formula. */
  receipt: ReconstructionReceipt | null;
  /** There is no receipt because the formulas are too large to check (says so instead). */
  tooLarge?: boolean;
  /**
   * Each premise's label by id as it reads after "Premise" (`'2'` for P2). Default: its place
   * in the receipt.
   */
  premiseLabels?: Readonly<Record<string, string>>;
  /** Claims without a formula yet: the receipt says so rather than quote the parser. */
  withoutFormula?: ClaimsWithoutFormula;
  /** What the formulas' symbols stand for (`p` → 'it rains'), shown with a counterexample. */
  atoms?: Readonly<Record<string, string>>;
  /** How many answers the AI needed for the formulas; said when more than one. */
  attempts?: number | null;
  /** "Add missing premise": adds the receipt's missing premise of that kind. No buttons without it. */
  onAddMissingPremise?: (kind: MissingPremiseKind) => void;
  /** Disables the buttons (e.g. while the editor saves). */
  isDisabled?: boolean;
  /** The heading's level; default 3 (the editor sits under a page's level-2 heading). */
  headingLevel?: '2' | '3' | '4';
}

const TONES = { ok: 'positive', problem: 'critical', note: 'info' } as const;

/** A check's verdict as words and an icon, so colour is never the only sign. */
function Verdict({ tone }: { tone: ReceiptSentence['tone'] }) {
  return (
    <Badge tone={TONES[tone]}>
      <span aria-hidden="true">{T.icons[tone]}</span>
      {T.verdicts[tone]}
    </Badge>
  );
}

/** "p (it rains): true" */
function SymbolLine({ item }: { item: SymbolValue }) {
  return (
    <Text component="li" breakWords>
      <Box component="code" fontFamily="mono">
        {item.symbol}
      </Box>
      {item.wording === null ? null : ` (${item.wording})`}: {item.value}
    </Text>
  );
}

function SymbolList({ label, items }: { label: string; items: SymbolValue[] }) {
  if (items.length === 0) return null;
  return (
    <Stack space="xxsmall">
      <Text size="small" weight="strong">
        {label}
      </Text>
      <Stack component="ul" space="xxsmall">
        {items.map((item) => (
          <SymbolLine key={item.symbol} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}

/** The counterexample: a row's truth values, or a model's individuals, names and extensions. */
function Counterexample({ view }: { view: CounterexampleView }) {
  if (view.kind === 'row')
    return <SymbolList label={`${T.counterexampleRow}:`} items={view.values} />;
  return (
    <Stack space="xsmall">
      <Text size="small" weight="strong">
        {`${T.counterexampleModel}:`}
      </Text>
      <Text size="small">{`${T.domain}: ${view.domain.join(', ')}`}</Text>
      <SymbolList label={T.names} items={view.names} />
      <SymbolList label={T.extensions} items={view.extensions} />
    </Stack>
  );
}

/**
 * The logic receipt of a reconstruction: each check's verdict (words and icon) with the engine's
 * plain sentence ("Premise 2 is not needed: the conclusion follows from premises 1 and 3"), the
 * counterexample when the argument is invalid (a truth-value row, or a model's individuals and
 * extensions, each symbol with its wording), and the missing premise with "Add missing premise"
 * (the generalisation when there is one, and the weakest). It says that Credence's logic engine
 * computed it, and how many attempts the AI needed when more than one. Without a receipt it says
 * how to get one, or that the formulas are too large to check.
 */
export function ReceiptPanel({
  receipt,
  tooLarge = false,
  premiseLabels = {},
  withoutFormula,
  atoms = {},
  attempts = null,
  onAddMissingPremise,
  isDisabled = false,
  headingLevel = '3',
}: ReceiptPanelProps) {
  const headingId = useId();
  const lines = receipt === null ? [] : receiptLines(receipt, premiseLabels, withoutFormula);
  const options = receipt === null ? [] : missingPremiseOptions(receipt);
  const counterexample =
    receipt?.valid.status === 'invalid'
      ? counterexampleView(receipt.valid.counterexample, atoms)
      : null;
  return (
    <Card component="section" space="small" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {T.heading}
      </Heading>
      {receipt === null ? (
        <Text tone={tooLarge ? 'caution' : 'secondary'}>{tooLarge ? T.tooLarge : T.noLogic}</Text>
      ) : (
        <>
          <Stack component="ul" space="xsmall">
            {lines.map((line) => (
              // The verdict keeps its column, so a long sentence wraps beside it, not under it.
              <Columns component="li" space="xsmall" key={`${line.check}:${line.text}`}>
                <Column width="content">
                  <Verdict tone={line.tone} />
                </Column>
                <Column>
                  <Text breakWords>{line.text}</Text>
                </Column>
              </Columns>
            ))}
          </Stack>
          {counterexample === null ? null : <Counterexample view={counterexample} />}
          {options.length === 0 ? null : (
            <Stack space="xsmall">
              <Text size="small" weight="strong">
                {T.missingPremise}
              </Text>
              {options.map(({ premise, sentence }, index) => {
                const button = index === 0 ? T.addMissingPremise : T.addWeakest;
                return (
                  <Stack key={premise.kind} space="xxsmall">
                    <Text breakWords>{sentence}</Text>
                    <Text size="small" mono breakWords>
                      {premise.formula}
                    </Text>
                    {onAddMissingPremise ? (
                      <Inline space="small">
                        <Button
                          variant={index === 0 ? 'primary' : 'secondary'}
                          aria-label={T.addName(button, premise.sentence)}
                          isDisabled={isDisabled}
                          onPress={() => onAddMissingPremise(premise.kind)}
                        >
                          {button}
                        </Button>
                      </Inline>
                    ) : null}
                  </Stack>
                );
              })}
            </Stack>
          )}
        </>
      )}
      {attempts !== null && attempts > 1 ? (
        <Text size="small" tone="secondary">
          {T.attempts(attempts)}
        </Text>
      ) : null}
      <Text size="small" tone="secondary">
        {T.engine}
      </Text>
    </Card>
  );
}
