import type { ReconstructionReceipt } from './types';
import { joinWithAnd } from './wordMissingPremise';

/** Which check of a receipt a sentence is about. */
export type ReceiptCheck =
  | 'parses'
  | 'valid'
  | 'premisesNeeded'
  | 'consistent'
  | 'circular'
  | 'missingPremise';

/** One plain sentence of a receipt. */
export interface ReceiptSentence {
  readonly check: ReceiptCheck;
  /** `'ok'` for a check passed, `'problem'` for one failed, `'note'` otherwise. */
  readonly tone: 'ok' | 'problem' | 'note';
  readonly text: string;
}

/**
 * Words a {@link ReconstructionReceipt} as plain sentences, one or more per check, in the order
 * parses, valid, premisesNeeded, consistent, circular, missingPremise. Checks that do not apply
 * because a claim does not parse get one sentence together.
 *
 * @param labels - Each premise's label by id, as it reads after the word "premise" (`'2'` gives
 *   "Premise 2", "premises 1 and 3"). Default: its 1-based position.
 *
 * @example
 * receiptSentences(checkReconstruction({
 *   premises: [{ id: 'a', formula: 'p' }, { id: 'b', formula: 'q' }, { id: 'c', formula: 'p → r' }],
 *   conclusion: { formula: 'r' },
 *   argumentType: 'DEDUCTIVE',
 * })).map((sentence) => sentence.text);
 * // [ 'Every claim can be read as a formula.',
 * //   'The argument is valid: if the premises are true, the conclusion must be true.',
 * //   'Premise 2 is not needed: the conclusion follows from premises 1 and 3.',
 * //   'The premises can all be true together.',
 * //   'The conclusion does not restate a premise.' ]
 */
export function receiptSentences(
  receipt: ReconstructionReceipt,
  labels: Readonly<Record<string, string>> = {},
): ReceiptSentence[] {
  const label = (id: string): string => labels[id] ?? String(receipt.premiseIds.indexOf(id) + 1);
  const premisesPhrase = (ids: readonly string[]): string =>
    `${ids.length === 1 ? 'premise' : 'premises'} ${joinWithAnd(ids.map(label))}`;
  const sentences: ReceiptSentence[] = [];
  const say = (check: ReceiptCheck, tone: ReceiptSentence['tone'], text: string) => {
    sentences.push({ check, tone, text });
  };

  const { parses } = receipt;
  if (parses.allOk) say('parses', 'ok', 'Every claim can be read as a formula.');
  for (const premise of parses.premises)
    if (!premise.ok)
      say('parses', 'problem', `Premise ${label(premise.id)} cannot be read: ${premise.message}.`);
  if (!parses.conclusion.ok)
    say('parses', 'problem', `The conclusion cannot be read: ${parses.conclusion.message}.`);
  if (!parses.allOk) {
    say('parses', 'note', 'The other checks wait until every claim can be read.');
  }

  const { valid } = receipt;
  if (valid.status === 'not-applicable' && valid.reason === 'inductive')
    say('valid', 'note', 'Validity does not apply: the argument is inductive.');
  else if (valid.status === 'valid')
    say(
      'valid',
      'ok',
      'The argument is valid: if the premises are true, the conclusion must be true.',
    );
  else if (valid.status === 'invalid') {
    const example = valid.counterexample;
    let instance: string;
    if (example.kind === 'row') {
      const names = Object.keys(example.row);
      const trueNames = names.filter((name) => example.row[name]);
      const falseNames = names.filter((name) => !example.row[name]);
      const parts = [
        ...(trueNames.length > 0
          ? [`${joinWithAnd(trueNames)} ${trueNames.length === 1 ? 'is' : 'are'} true`]
          : []),
        ...(falseNames.length > 0
          ? [`${joinWithAnd(falseNames)} ${falseNames.length === 1 ? 'is' : 'are'} false`]
          : []),
      ];
      instance = parts.length === 0 ? '' : `, for example when ${parts.join(' and ')}`;
    } else {
      instance = `, for example in a model with ${example.model.domain.length} individuals`;
    }
    say(
      'valid',
      'problem',
      `The argument is invalid: the premises can all be true while the conclusion is false${instance}.`,
    );
  } else if (valid.status === 'undecided')
    say(
      'valid',
      'note',
      `No counterexample with up to ${valid.searchedUpTo} individuals was found, but the engine cannot prove the argument valid.`,
    );

  const needed = receipt.premisesNeeded;
  if (needed.status === 'checked') {
    for (const premise of needed.premises) {
      const name = `Premise ${label(premise.id)}`;
      if (premise.status === 'not-needed')
        say(
          'premisesNeeded',
          'problem',
          premise.followsFrom.length === 0
            ? `${name} is not needed: the conclusion follows without any premise.`
            : `${name} is not needed: the conclusion follows from ${premisesPhrase(premise.followsFrom)}.`,
        );
      else if (premise.status === 'undecided')
        say('premisesNeeded', 'note', `Whether ${name.toLowerCase()} is needed is undecided.`);
    }
    if (needed.premises.length > 0 && needed.premises.every((p) => p.status === 'needed'))
      say('premisesNeeded', 'ok', 'Every premise is needed.');
  }

  const { consistent } = receipt;
  if (consistent.status === 'consistent' && receipt.premiseIds.length > 0)
    say('consistent', 'ok', 'The premises can all be true together.');
  else if (consistent.status === 'inconsistent') {
    const set = consistent.conflictingSet;
    say(
      'consistent',
      'problem',
      set.length === 1
        ? `The premises cannot all be true together: premise ${label(set[0]!)} contradicts itself.`
        : `The premises cannot all be true together: ${premisesPhrase(set)} contradict each other.`,
    );
  } else if (consistent.status === 'undecided')
    say(
      'consistent',
      'note',
      `No way for the premises to be true together was found with up to ${consistent.searchedUpTo} individuals; whether they are consistent is undecided.`,
    );

  const { circular } = receipt;
  if (circular.status === 'circular')
    say(
      'circular',
      'problem',
      `The argument is circular: the conclusion says the same as ${premisesPhrase(circular.premiseIds)}.`,
    );
  else if (circular.status === 'not-circular')
    say('circular', 'ok', 'The conclusion does not restate a premise.');
  else if (circular.status === 'undecided')
    say(
      'circular',
      'note',
      `Whether the conclusion says the same as ${premisesPhrase(circular.premiseIds)} is undecided.`,
    );

  const missing = receipt.missingPremise;
  if (missing.status === 'found') {
    if (missing.generalisation !== undefined)
      say(
        'missingPremise',
        'note',
        `A premise that would make it valid: “${missing.generalisation.sentence}”`,
      );
    say(
      'missingPremise',
      'note',
      missing.generalisation === undefined
        ? `The weakest premise that would make it valid: “${missing.bridge.sentence}”`
        : `Or, the weakest: “${missing.bridge.sentence}”`,
    );
  }
  return sentences;
}
