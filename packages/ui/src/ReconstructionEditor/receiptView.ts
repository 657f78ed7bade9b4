/**
 * What the receipt panel shows, worked out from the engine's receipt: its sentences, the missing
 * premises with the sentences that offer them, and the counterexample in readable pieces.
 */
import {
  type MissingPremise,
  type ReceiptSentence,
  type ReconstructionCounterexample,
  type ReconstructionReceipt,
  receiptSentences,
} from '@credence/engine';
import { RECEIPT_TEXT as T } from './ReconstructionEditor.text';

/** Claims that have no formula yet: their parse failure says so instead of the parser's message. */
export interface ClaimsWithoutFormula {
  premiseIds?: readonly string[];
  conclusion?: boolean;
}

/**
 * The receipt's sentences, the missing premise's left out (the panel shows them with their
 * buttons, {@link missingPremiseOptions}). The engine words them (`receiptSentences`), except
 * for claims that cannot be read: a claim without a formula "has no formula yet", rather than
 * the parser's "The formula is empty".
 *
 * @param labels - Each premise's label by id as it reads after "Premise" (`'2'` for P2).
 */
export function receiptLines(
  receipt: ReconstructionReceipt,
  labels: Readonly<Record<string, string>>,
  withoutFormula: ClaimsWithoutFormula = {},
): ReceiptSentence[] {
  const engine = receiptSentences(receipt, labels).filter(
    (sentence) => sentence.check !== 'missingPremise',
  );
  if (receipt.parses.allOk) return engine;
  const label = (id: string) => labels[id] ?? String(receipt.premiseIds.indexOf(id) + 1);
  const blank = new Set(withoutFormula.premiseIds ?? []);
  const parses: ReceiptSentence[] = [];
  const problem = (text: string) => parses.push({ check: 'parses', tone: 'problem', text });
  for (const premise of receipt.parses.premises) {
    if (premise.ok) continue;
    const name = T.premiseName(label(premise.id));
    problem(blank.has(premise.id) ? T.noFormulaYet(name) : T.cannotRead(name, premise.message));
  }
  const { conclusion } = receipt.parses;
  if (!conclusion.ok)
    problem(
      withoutFormula.conclusion === true
        ? T.noFormulaYet(T.conclusionName)
        : T.cannotRead(T.conclusionName, conclusion.message),
    );
  parses.push({ check: 'parses', tone: 'note', text: T.othersWait });
  return [...parses, ...engine.filter((sentence) => sentence.check !== 'parses')];
}

/** A missing premise the panel offers, with the engine's sentence offering it. */
export interface MissingPremiseOption {
  premise: MissingPremise;
  /** The receipt's sentence for it ("A premise that would make it valid: “…”"). */
  sentence: string;
}

/**
 * The missing premises to offer, in the receipt's order: the generalisation first when there is
 * one (usually the premise the author meant), then the bridge (the weakest); none when the
 * receipt found none.
 */
export function missingPremiseOptions(receipt: ReconstructionReceipt): MissingPremiseOption[] {
  const missing = receipt.missingPremise;
  if (missing.status !== 'found') return [];
  const sentences = receiptSentences(receipt)
    .filter((sentence) => sentence.check === 'missingPremise')
    .map((sentence) => sentence.text);
  const premises =
    missing.generalisation === undefined
      ? [missing.bridge]
      : [missing.generalisation, missing.bridge];
  return premises.map((premise, index) => ({ premise, sentence: sentences[index] ?? '' }));
}

/** One symbol of a counterexample with what it stands for, when the reconstruction said. */
export interface SymbolValue {
  symbol: string;
  /** The words it stands for (`atoms`), or null when unknown. */
  wording: string | null;
  /** Its value as shown: 'true', 'false', or an extension ("s, e1", "(a, b)", "nothing"). */
  value: string;
}

/** A counterexample in readable pieces. */
export type CounterexampleView =
  | { kind: 'row'; values: SymbolValue[] }
  | {
      kind: 'model';
      /** The individuals. */
      domain: string[];
      /** Each constant and the individual it names. */
      names: SymbolValue[];
      /** Each predicate's extension, each sentence letter's truth value. */
      extensions: SymbolValue[];
    };

/** An extension: tuples of individuals; the empty tuple alone is a sentence letter's truth. */
function extensionText(symbol: string, tuples: readonly (readonly string[])[]): string {
  if (tuples.length === 0)
    // A lowercase letter is a sentence letter (false); an uppercase one a predicate true of nothing.
    return symbol[0] === symbol[0]?.toLowerCase() ? T.truthValue(false) : T.nothing;
  if (tuples.every((tuple) => tuple.length === 0)) return T.truthValue(true);
  return tuples
    .map((tuple) => (tuple.length === 1 ? tuple[0]! : `(${tuple.join(', ')})`))
    .join(', ');
}

/**
 * A counterexample as the panel lists it: a row's letters with their truth values, or a
 * model's individuals, names and extensions, each symbol with its wording from `atoms`.
 */
export function counterexampleView(
  counterexample: ReconstructionCounterexample,
  atoms: Readonly<Record<string, string>>,
): CounterexampleView {
  const wording = (symbol: string) => atoms[symbol] ?? null;
  if (counterexample.kind === 'row')
    return {
      kind: 'row',
      values: Object.entries(counterexample.row).map(([symbol, value]) => ({
        symbol,
        wording: wording(symbol),
        value: T.truthValue(value),
      })),
    };
  const { model } = counterexample;
  return {
    kind: 'model',
    domain: [...model.domain],
    names: Object.entries(model.constants).map(([symbol, item]) => ({
      symbol,
      wording: wording(symbol),
      value: item,
    })),
    extensions: Object.entries(model.interpretations).map(([symbol, tuples]) => ({
      symbol,
      wording: wording(symbol),
      value: extensionText(symbol, tuples),
    })),
  };
}
