import { checkReconstruction, receiptSentences } from '@credence/engine';
import type { DialogClaim, DialogPremise } from '@credence/state-machines';
import { useMemo } from 'react';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

/** The texts of {@link SavedFormulasCheck}. */
export const SAVED_FORMULAS_TEXT = {
  heading: 'Saved formulas',
  intro:
    'The argument was saved with a formula for each claim. Credence’s logic engine checks them here each time this tab opens:',
  premise: (index: number) => `Premise ${index + 1}`,
  conclusion: 'Conclusion',
  checkHeading: 'Logic check of the saved formulas',
  notAProof:
    'A valid logic check shows that no counterexample exists for these formulas; the demonstration above is the proof saved with the argument.',
} as const;

const T = SAVED_FORMULAS_TEXT;

const MARKS = { ok: '✓ ', problem: '✗ ', note: '• ' } as const;

/** Props of {@link SavedFormulasCheck}. */
export interface SavedFormulasCheckProps {
  premises: readonly DialogPremise[];
  conclusion: DialogClaim;
}

/** Whether every claim has a formula (a saved verified reconstruction). */
export function hasSavedFormulas({ premises, conclusion }: SavedFormulasCheckProps): boolean {
  const filled = (formula: string | null | undefined) => (formula ?? '').trim() !== '';
  return (
    premises.length > 0 && premises.every((p) => filled(p.formula)) && filled(conclusion.formula)
  );
}

/**
 * The formulas a deductive argument was saved with (its verified reconstruction) and the engine's
 * receipt of them: whether the premises entail the conclusion, which premises are needed, whether
 * they are consistent. The receipt is recomputed from the formulas, never read from storage, so
 * it says what the formulas really do.
 */
export function SavedFormulasCheck({ premises, conclusion }: SavedFormulasCheckProps) {
  const sentences = useMemo(() => {
    const receipt = checkReconstruction({
      premises: premises.map((premise) => ({
        id: premise.id,
        formula: premise.formula ?? '',
        ...(premise.content ? { text: premise.content } : {}),
      })),
      conclusion: {
        formula: conclusion.formula ?? '',
        ...(conclusion.content ? { text: conclusion.content } : {}),
      },
      argumentType: 'DEDUCTIVE',
    });
    return receiptSentences(receipt);
  }, [premises, conclusion]);

  return (
    <Stack component="section" space="small" aria-labelledby="saved-formulas-heading">
      <Heading level="3" id="saved-formulas-heading">
        {T.heading}
      </Heading>
      <Text component="p">{T.intro}</Text>
      <Stack component="dl" space="xsmall">
        {premises.map((premise, index) => (
          <FormulaRow
            key={premise.id}
            label={T.premise(index)}
            content={premise.content}
            formula={premise.formula ?? ''}
          />
        ))}
        <FormulaRow
          label={T.conclusion}
          content={conclusion.content}
          formula={conclusion.formula ?? ''}
        />
      </Stack>
      <Heading level="4">{T.checkHeading}</Heading>
      <Stack component="ul" space="xxsmall">
        {sentences.map((sentence) => (
          <Text
            component="li"
            key={sentence.text}
            tone={sentence.tone === 'problem' ? 'critical' : 'neutral'}
          >
            {/* The verdict is in the words; the mark repeats it for the eye, not by colour alone. */}
            <span aria-hidden="true">{MARKS[sentence.tone]}</span>
            {sentence.text}
          </Text>
        ))}
      </Stack>
      <Text component="p" tone="secondary">
        {T.notAProof}
      </Text>
    </Stack>
  );
}

/** One claim: its label and words, then its formula. */
function FormulaRow({
  label,
  content,
  formula,
}: {
  label: string;
  content: string | undefined;
  formula: string;
}) {
  return (
    <Stack space="xxsmall">
      <Text component="dt" weight="strong">
        {content ? `${label}: ${content}` : label}
      </Text>
      <Text component="dd" mono breakWords>
        {formula}
      </Text>
    </Stack>
  );
}
