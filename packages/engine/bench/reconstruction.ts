/**
 * Benchmark of the reconstruction receipt: `checkReconstruction` on propositional arguments of
 * 100 sentence letters, the median against the 50 ms target for a receipt of up to 100 letters
 * (the maximum is printed beside it).
 *
 * Each argument has 10 premises, each a conjunction of 10 random 3-literal clauses over
 * p1 … p100 (100 clauses in all, satisfiable and easy on their own: the receipt's cost is the
 * number of questions it asks, one per premise and more, not any single one). Three kinds:
 * - invalid: a random 3-literal conclusion (a counterexample row and the missing premise);
 * - valid: the conclusion is a clause of one premise widened by a literal, so it follows and
 *   most premises are not needed (the minimal sets the conclusion follows from are computed);
 * - inconsistent: three more premises x, x → y, ¬y (the minimal conflicting set is computed).
 * The seed is fixed so runs are comparable. Times include parsing.
 *
 * Run: `cd packages/engine && node --import tsx bench/reconstruction.ts`.
 */
import { checkReconstruction, type ReconstructionInput } from '../src/index';
import { median, random } from './support';

const ATOMS = 100;
const PREMISES = 10;
const CLAUSES_PER_PREMISE = 10;
const ARGUMENTS_PER_KIND = 20;
const TARGET_MS = 50;

function randomLiterals(next: () => number, count: number): string[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(1 + Math.floor(next() * ATOMS));
  return [...chosen].map((i) => `${next() < 0.5 ? '¬' : ''}p${i}`);
}

type Kind = 'invalid' | 'valid' | 'inconsistent';
const KINDS: Kind[] = ['invalid', 'valid', 'inconsistent'];

function randomArgument(next: () => number, kind: Kind): ReconstructionInput {
  const clauses = Array.from({ length: PREMISES }, () =>
    Array.from({ length: CLAUSES_PER_PREMISE }, () => randomLiterals(next, 3)),
  );
  const formulas = clauses.map((premise) => premise.map((c) => `(${c.join(' ∨ ')})`).join(' ∧ '));
  let conclusion = randomLiterals(next, 3).join(' ∨ ');
  if (kind === 'valid') {
    const premise = clauses[Math.floor(next() * PREMISES)]!;
    const clause = premise[Math.floor(next() * CLAUSES_PER_PREMISE)]!;
    conclusion = [...clause, ...randomLiterals(next, 1)].join(' ∨ ');
  }
  if (kind === 'inconsistent') formulas.push('x', 'x → y', '¬y');
  return {
    premises: formulas.map((formula, index) => ({ id: `P${index + 1}`, formula })),
    conclusion: { formula: conclusion },
    argumentType: 'DEDUCTIVE',
  };
}

function format(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

// Warm up the JIT on every kind.
{
  const next = random(7);
  for (let i = 0; i < 30; i++) checkReconstruction(randomArgument(next, KINDS[i % 3]!));
}

let failed = false;
console.log(
  `Reconstruction receipts (${ATOMS} letters, ${PREMISES} premises of ${CLAUSES_PER_PREMISE} clauses; median of ${ARGUMENTS_PER_KIND}, fixed seed)`,
);
console.log('kind          median ms  max ms  outcome                 target');
for (const [index, kind] of KINDS.entries()) {
  const next = random(15_000 + index);
  const times: number[] = [];
  const outcomes = new Map<string, number>();
  for (let i = 0; i < ARGUMENTS_PER_KIND; i++) {
    const argument = randomArgument(next, kind);
    const start = performance.now();
    const receipt = checkReconstruction(argument);
    times.push(performance.now() - start);
    const outcome = `${receipt.valid.status}/${receipt.consistent.status}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
  const m = median(times);
  const max = Math.max(...times);
  if (m >= TARGET_MS) failed = true;
  const outcome = [...outcomes].map(([name, count]) => `${count} ${name}`).join(', ');
  console.log(
    `${kind.padEnd(12)}  ${format(m).padStart(9)}  ${format(max).padStart(6)}  ${outcome.padEnd(22)}  < ${TARGET_MS} ms ${m < TARGET_MS ? 'ok' : 'MISSED'}`,
  );
}
if (failed) process.exitCode = 1;
