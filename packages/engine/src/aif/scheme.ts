/**
 * What the AIF reader and writer must agree on: node texts, how a bare attack becomes an
 * argument (its id, its conclusion's id and wording, its inputs), and how ids are kept unique.
 */
import { DEFAULT_P_C_GIVEN_NOT_PREMISES, DEFAULT_P_C_GIVEN_PREMISES } from '../constants';
import type { EvaluationInput, PremiseInput } from '../probability/types';
import { negationText } from '../text/negation';

/** The text AIFdb gives an RA node with no named scheme, written on every RA. */
export const RA_TEXT = 'Default Inference';
/** The text AIFdb gives a CA node with no named scheme, written on every CA. */
export const CA_TEXT = 'Default Conflict';

/** What a bare attack targets: a claim (rebuttal) or an argument's inference (undercut). */
export type AttackTarget = { kind: 'claim'; id: string } | { kind: 'argument'; id: string };

/**
 * The conclusion claim of the one-premise objection a bare attack is read as: `not:<claim id>`
 * for an attack on a claim, `undercut:<argument id>` for an attack on an inference. Every bare
 * attack on one target concludes the same claim.
 */
export function attackConclusionId(target: AttackTarget): string {
  return target.kind === 'claim' ? `not:${target.id}` : `undercut:${target.id}`;
}

/**
 * The wording of that conclusion: the target claim's negation (`It is not the case that …`,
 * {@link negationText}), or, for an inference whose conclusion reads `text`,
 * `The reasons given for "<text>" do not support it`.
 */
export function attackConclusionText(kind: AttackTarget['kind'], text: string): string {
  return kind === 'claim'
    ? negationText({ content: text })
    : `The reasons given for "${text.trim()}" do not support it`;
}

/** A new argument's inputs in Credence: INDUCTIVE, fallback, P(C|Premises) 0.9, P(C|¬Premises) 0.2. */
export function defaultInput(premises: PremiseInput[]): EvaluationInput {
  return {
    argumentType: 'INDUCTIVE',
    mode: 'fallback',
    premises,
    pCGivenPremises: DEFAULT_P_C_GIVEN_PREMISES,
    pCGivenNotPremises: DEFAULT_P_C_GIVEN_NOT_PREMISES,
  };
}

/** A premise with the credence `p`, or none (read as 0.5) when `p` is undefined. */
export function premise(id: string, p: number | undefined): PremiseInput {
  return p === undefined ? { id } : { id, probability: p };
}

/**
 * Hands out unique ids: the one asked for while it is free, else the first of `<id>#2`,
 * `<id>#3`, … that is.
 */
export class IdPool {
  private readonly taken = new Set<string>();

  has(id: string): boolean {
    return this.taken.has(id);
  }

  /** Marks `id` as used (whether it was free or not). */
  reserve(id: string): void {
    this.taken.add(id);
  }

  take(wanted: string): string {
    let id = wanted;
    for (let k = 2; this.taken.has(id); k++) id = `${wanted}#${k}`;
    this.taken.add(id);
    return id;
  }
}
