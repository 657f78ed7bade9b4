/**
 * Benchmark of the deliberation maths, in two parts.
 *
 * 1. A group of 50 members evaluating one 6-premise argument,
 * timed for what the group view needs — `groupEvaluation` (each member's P(C), both pooled P(C)
 * and the spreads) followed by `groupCruxes` (each member's exact Shapley split against the
 * pooled input: 7 parts, 128 coalitions a member). Logarithmic pooling, fixed credences.
 *
 * Four shapes of argument: fallback, truth-table and direct modes with independent premises, and
 * fallback with two dependencies. Fallback and truth-table rows do not depend on the credences,
 * so a coalition costs one pass over the 64 rows; direct mode's P(C) is a product and a min/max;
 * with dependencies each coalition rebuilds the premise network for its weights. The Bayesian mode is not measured: each coalition refits the noisy-OR model, tens of
 * milliseconds at 6 premises, so a 50-member group takes minutes.
 *
 * Target (issue): the 6-premise group of 50 members well under 100 ms, judged on the median CPU
 * time of the three cases with independent premises; the case with dependencies is printed for
 * information.
 *
 * 2. The shape the host sends: 50 members, each `{ argumentType, mode: 'fallback', premises,
 * pCGivenPremises, pCGivenNotPremises }` (independent premises, no prior), at 6 to 24 premises.
 * Such inputs take the closed form P(C) = P·s + (1 − P)·f (O(n) a member) and their cruxes the
 * product-game Shapley values (k³ a member, for k differing parts: every premise and the
 * inference settings here, so 17 parts at 16 premises, past MAX_CRUX_PARTS, which bounds the
 * other shapes only). Targets: `groupEvaluation` + `groupCruxes` under 50 ms at 10 premises and
 * under 1 s at 16. Before the closed form (every value through the 2ⁿ rows; measured once):
 * `groupEvaluation` 14 ms at 10 premises, 0.14 s at 16, 1.3 s at 20; `groupCruxes` 0.46 s at 10,
 * 7.6 s at 12, about 2 minutes at 14, and a RangeError (17 parts) at 16.
 *
 * Run: `cd packages/engine && node --import tsx bench/deliberation.ts` (part of `pnpm bench`).
 */
import { loadavg } from 'node:os';
import {
  type EvaluationInput,
  type EvaluationMode,
  groupCruxes,
  groupEvaluation,
} from '../src/index';
import { median, random } from './support';

const MEMBERS = 50;
const PREMISES = 6;
const RUNS = 15;
const TARGET_MS = 100;

function group(mode: EvaluationMode, linked: boolean): EvaluationInput[] {
  const next = random(50_006);
  return Array.from({ length: MEMBERS }, () => {
    const member: EvaluationInput = {
      mode,
      premises: Array.from({ length: PREMISES }, (_, i) => ({
        id: `p${i + 1}`,
        probability: 0.3 + 0.65 * next(),
      })),
      pCGivenPremises: 0.6 + 0.35 * next(),
      pCGivenNotPremises: 0.05 + 0.3 * next(),
      prior: 0.1 + 0.2 * next(),
    };
    if (mode === 'truth_table')
      member.truthTableData = { rowValues: Array.from({ length: 2 ** PREMISES }, () => next()) };
    if (linked) {
      member.dependencies = { p2: ['p1'], p4: ['p3'] };
      member.premiseConditionals = { 'p2|p1': 0.8, 'p4|p3': 0.7, 'p4|~p3': 0.2 };
    }
    return member;
  });
}

const CASES: { label: string; mode: EvaluationMode; linked: boolean; target?: number }[] = [
  { label: 'fallback, independent premises', mode: 'fallback', linked: false, target: TARGET_MS },
  {
    label: 'truth table, independent premises',
    mode: 'truth_table',
    linked: false,
    target: TARGET_MS,
  },
  { label: 'direct, independent premises', mode: 'direct', linked: false, target: TARGET_MS },
  { label: 'fallback, two dependencies', mode: 'fallback', linked: true },
];

console.log(
  `groupEvaluation + groupCruxes: ${MEMBERS} members, ${PREMISES} premises, logarithmic pooling — median of ${RUNS}`,
);
console.log(
  `node ${process.version}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}\n`,
);
console.log('case                                 wall ms   CPU ms   cruxes  target');
let missed = false;
for (const { label, mode, linked, target } of CASES) {
  const members = group(mode, linked);
  groupCruxes(members); // warm up
  const wall: number[] = [];
  const cpu: number[] = [];
  let listed = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    groupEvaluation(members);
    listed = groupCruxes(members).length;
    const used = process.cpuUsage(cpuStart);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const cpuMedian = median(cpu);
  let verdict = '—';
  if (target !== undefined) {
    const ok = cpuMedian < target;
    if (!ok) missed = true;
    verdict = `< ${target} ms ${ok ? 'ok' : 'MISSED'}`;
  }
  console.log(
    `${label.padEnd(35)} ${median(wall).toFixed(1).padStart(8)} ${cpuMedian.toFixed(1).padStart(8)} ${String(listed).padStart(8)}  ${verdict}`,
  );
}

/** The host's members: fallback mode, independent premises, a few members at 0 and 1. */
function hostGroup(premises: number): EvaluationInput[] {
  const next = random(70_000 + premises);
  return Array.from({ length: MEMBERS }, (_, m) => ({
    argumentType: 'INDUCTIVE' as const,
    mode: 'fallback' as const,
    premises: Array.from({ length: premises }, (_, i) => ({
      id: `p${i + 1}`,
      probability: m === 0 ? 1 : m === 1 && i === 0 ? 0 : 0.3 + 0.7 * next(),
    })),
    pCGivenPremises: 0.6 + 0.35 * next(),
    pCGivenNotPremises: 0.05 + 0.3 * next(),
  }));
}

const HOST_CASES: { premises: number; target?: number }[] = [
  { premises: 6 },
  { premises: 10, target: 50 },
  { premises: 12 },
  { premises: 16, target: 1000 },
  { premises: 20 },
  { premises: 24 },
];

console.log(
  `\nThe host's shape: ${MEMBERS} members, fallback mode, independent premises, logarithmic pooling — median of ${RUNS}\n`,
);
console.log('premises  groupEvaluation ms  groupCruxes ms  CPU ms  cruxes  target');
for (const { premises, target } of HOST_CASES) {
  const members = hostGroup(premises);
  groupCruxes(members); // warm up
  const evaluation: number[] = [];
  const cruxes: number[] = [];
  const cpu: number[] = [];
  let listed = 0;
  for (let run = 0; run < RUNS; run++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    groupEvaluation(members);
    const middle = performance.now();
    listed = groupCruxes(members).length;
    cruxes.push(performance.now() - middle);
    evaluation.push(middle - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const cpuMedian = median(cpu);
  let verdict = '—';
  if (target !== undefined) {
    const ok = cpuMedian < target;
    if (!ok) missed = true;
    verdict = `< ${target} ms ${ok ? 'ok' : 'MISSED'}`;
  }
  console.log(
    `${String(premises).padStart(8)} ${median(evaluation).toFixed(2).padStart(19)} ${median(cruxes)
      .toFixed(2)
      .padStart(15)} ${cpuMedian.toFixed(2).padStart(7)} ${String(listed).padStart(7)}  ${verdict}`,
  );
}

console.log(missed ? '\nA target was missed (see MISSED).' : '\nEvery target met.');
if (missed) process.exitCode = 1;
