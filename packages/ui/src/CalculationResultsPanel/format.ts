import { formatPercent } from '@credence/engine';

/**
 * A probability inside a formula: at most four decimals, no trailing zeros (`0.6295`), as the
 * engine writes the numbers of its own `formula`. Display only: the value comes from the engine.
 */
export function formatProbability(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toFixed(4))) : '—';
}

/** A probability as the panel's cards show it: a whole percentage (`formatPercent`). */
export function formatShare(value: number): string {
  return formatPercent(value);
}

/** A claim's id and text, as the panel names it. */
export interface ClaimText {
  id: string;
  content: string;
}

/** How the panel names claims: `P1`, `P2`, … for premises in order, the text for the rest. */
export interface ClaimNames {
  /** Short label: `P1` … `Pn` for premises, `C` for the conclusion, else the text or the id. */
  short: (id: string) => string;
  /** The claim's text, or its id when there is none. */
  text: (id: string) => string;
  /** Claim id → text, for `analyzeConstraints`' `claimTexts`. */
  texts: Record<string, string>;
}

/** Builds the lookup of short labels and texts for the premises, conclusion and outside claims. */
export function claimNames(
  premises: readonly ClaimText[],
  conclusion: ClaimText | undefined,
  externalClaims: readonly ClaimText[] = [],
): ClaimNames {
  const labels = new Map<string, string>();
  for (const [index, premise] of premises.entries()) labels.set(premise.id, `P${index + 1}`);
  if (conclusion) labels.set(conclusion.id, 'C');
  // An own-property map: ids such as 'constructor' must not read Object.prototype.
  const texts: Record<string, string> = Object.create(null);
  for (const claim of [...externalClaims, ...premises, ...(conclusion ? [conclusion] : [])])
    texts[claim.id] = claim.content;
  const text = (id: string) => (Object.hasOwn(texts, id) ? texts[id]! : id);
  return { short: (id) => labels.get(id) ?? text(id), text, texts };
}
