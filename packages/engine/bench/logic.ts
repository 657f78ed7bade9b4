/**
 * Benchmark of the logic search: `findCounterexamples` on random propositional arguments of 30,
 * 60 and 100 sentence letters, and `findPredicateCountermodel` on two classic predicate cases.
 *
 * Each argument has random 3-literal clauses as premises, at the ratio 4.26 clauses per letter
 * where random 3-SAT is hardest (about half of such clause sets are satisfiable), and a random
 * 3-literal clause as conclusion, whose negation fixes three more letters: so most arguments
 * are valid (the solver must prove that no counterexample exists, the harder answer) and some
 * have one. The seed is fixed so runs are comparable. Times include parsing.
 *
 * Run: `cd packages/engine && node --import tsx bench/logic.ts`.
 */
import { findCounterexamples, findPredicateCountermodel } from '../src/index';
import { median, random } from './support';

const SIZES = [30, 60, 100];
const ARGUMENTS_PER_SIZE = 20;
const CLAUSE_RATIO = 4.26;
const TARGET_MS: Record<number, number> = { 30: 100, 60: 100, 100: 100 };
const PREDICATE_TARGET_MS = 1000;

function randomClause(next: () => number, atoms: number): string {
  const chosen = new Set<number>();
  while (chosen.size < 3) chosen.add(1 + Math.floor(next() * atoms));
  return [...chosen].map((i) => `${next() < 0.5 ? '¬' : ''}p${i}`).join(' ∨ ');
}

function randomArgument(next: () => number, atoms: number) {
  const premises = Array.from({ length: Math.round(CLAUSE_RATIO * atoms) }, () =>
    randomClause(next, atoms),
  );
  return { premises, conclusion: randomClause(next, atoms) };
}

function format(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

// Warm up the JIT on a mid-sized argument.
{
  const next = random(7);
  for (let i = 0; i < 10; i++) findCounterexamples(randomArgument(next, 60));
}

let failed = false;
console.log('Propositional arguments (random 3-clauses at ratio 4.26; median of 20, fixed seed)');
console.log('atoms  median ms  max ms  valid  invalid  target');
for (const atoms of SIZES) {
  const next = random(20240 + atoms);
  const times: number[] = [];
  let valid = 0;
  for (let i = 0; i < ARGUMENTS_PER_SIZE; i++) {
    const argument = randomArgument(next, atoms);
    const start = performance.now();
    const result = findCounterexamples(argument);
    times.push(performance.now() - start);
    if (result.valid) valid++;
  }
  const m = median(times);
  const target = TARGET_MS[atoms]!;
  if (m >= target) failed = true;
  console.log(
    `${String(atoms).padStart(5)}  ${format(m).padStart(9)}  ${format(Math.max(...times)).padStart(6)}  ${String(valid).padStart(5)}  ${String(ARGUMENTS_PER_SIZE - valid).padStart(7)}  < ${target} ms ${m < target ? 'ok' : 'MISSED'}`,
  );
}

console.log('\nPredicate countermodels (domains up to 4)');
const CASES = [
  { label: '∀y∃x Fxy → ∃x∀y Fxy', premises: [], conclusion: '∀y∃x Fxy → ∃x∀y Fxy' },
  { label: '∃y∀x(Fy → Fx)', premises: [], conclusion: '∃y∀x(Fy → Fx)' },
];
for (const { label, premises, conclusion } of CASES) {
  const times: number[] = [];
  let outcome = '';
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const result = findPredicateCountermodel({ premises, conclusion, maxDomainSize: 4 });
    times.push(performance.now() - start);
    outcome = result.found
      ? `countermodel with ${result.model!.domain.length} items`
      : `none up to ${result.searchedUpTo}`;
  }
  const m = median(times);
  if (m >= PREDICATE_TARGET_MS) failed = true;
  console.log(
    `${label.padEnd(24)} ${outcome.padEnd(26)} median ${format(m)} ms (first ${format(times[0]!)} ms)  < ${PREDICATE_TARGET_MS} ms ${m < PREDICATE_TARGET_MS ? 'ok' : 'MISSED'}`,
  );
}
if (failed) process.exitCode = 1;
