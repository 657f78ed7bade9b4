/**
 * Benchmark of argument networks: `evaluateNetwork` (and `networkSensitivity`, the same pass) on a
 * network of 24 distinct claims, the most it enumerates exactly.
 *
 * The shape: a root of 4 premises (truth-table mode); P1 supported by one argument (5 premises,
 * fallback, a dependency) and objected to by another (Bayesian, 5 premises, one of them shared
 * with the supporting argument); P2 supported by a truth-table argument of 5 premises; P3 by a
 * direct-mode argument of 5 premises, one declared the same as one of P2's; P4 by a fallback
 * argument of 2. 4 + 5 + 4 + 5 + 4 + 2 = 24 claims. Smaller networks of the same kind (the first
 * arguments only) show how the time grows.
 *
 * Target (issue #22): P(C) of the 24-claim network under 200 ms, judged on the median CPU time.
 *
 * Run: `cd packages/engine && node --import tsx bench/network.ts` (part of `pnpm bench`).
 */
import { loadavg } from 'node:os';
import {
  type EvaluationInput,
  evaluateArgument,
  evaluateNetwork,
  type NetworkArgument,
  type NetworkInput,
  type NetworkLink,
  networkSensitivity,
} from '../src/index';
import { random, time } from './support';

const RUNS = 15;
const TARGET_MS = 200;

const next = random(22_024);
const credence = () => 0.2 + 0.75 * next();

function input(
  mode: EvaluationInput['mode'],
  ids: string[],
  extra: Partial<EvaluationInput> = {},
): EvaluationInput {
  return {
    mode,
    premises: ids.map((id) => ({ id, probability: credence() })),
    pCGivenPremises: 0.85,
    pCGivenNotPremises: 0.25,
    prior: 0.2,
    truthTableData: { rowValues: Array.from({ length: 2 ** ids.length }, () => next()) },
    bayesianNetworkData: {
      conditionalProbabilities: Object.fromEntries(ids.map((id) => [id, 0.6 + 0.3 * next()])),
      reverseConditionalProbabilities: Object.fromEntries(
        ids.map((id) => [id, 0.1 + 0.3 * next()]),
      ),
    },
    ...extra,
  };
}

/** The linked arguments, drawn once so that every size shares them. */
const linked: { argument: NetworkArgument; link: NetworkLink }[] = [
  {
    argument: {
      id: 'A1',
      conclusionId: 'A1c',
      input: input('fallback', ['a1', 'a2', 'a3', 'a4', 'a5'], {
        dependencies: { a2: ['a1'] },
        premiseConditionals: { 'a2|a1': 0.8, 'a2|~a1': 0.3 },
      }),
    },
    link: { argumentId: 'A1', targetClaimId: 'P1', type: 'support' },
  },
  {
    argument: {
      id: 'A2',
      conclusionId: 'A2c',
      input: input('bayesian', ['a5', 'b1', 'b2', 'b3', 'b4']),
    },
    link: { argumentId: 'A2', targetClaimId: 'P1', type: 'refute' },
  },
  {
    argument: {
      id: 'A3',
      conclusionId: 'A3c',
      input: input('truth_table', ['c1', 'c2', 'c3', 'c4', 'c5']),
    },
    link: { argumentId: 'A3', targetClaimId: 'P2', type: 'support' },
  },
  {
    argument: {
      id: 'A4',
      conclusionId: 'A4c',
      input: input('direct', ['d1', 'd2', 'd3', 'd4', 'd5']),
    },
    link: { argumentId: 'A4', targetClaimId: 'P3', type: 'support' },
  },
  {
    argument: { id: 'A5', conclusionId: 'A5c', input: input('fallback', ['e1', 'e2']) },
    link: { argumentId: 'A5', targetClaimId: 'P4', type: 'support' },
  },
];
const root: NetworkArgument = {
  id: 'R',
  conclusionId: 'C',
  input: input('truth_table', ['P1', 'P2', 'P3', 'P4']),
};

/** The network with the first `parts` linked arguments (1–5). */
function network(parts: number): NetworkInput {
  const chosen = linked.slice(0, parts);
  return {
    rootArgumentId: 'R',
    arguments: [root, ...chosen.map(({ argument }) => argument)],
    links: chosen.map(({ link }) => link),
    equivalences: [['d1', 'c1']],
  };
}

console.log(`evaluateNetwork and networkSensitivity — median of ${RUNS}`);
console.log(
  `node ${process.version}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}\n`,
);
console.log(
  'claims  arguments  evaluateNetwork wall/CPU ms  arguments alone CPU ms  networkSensitivity CPU ms  P(C)      target',
);
let missed = false;
for (const parts of [1, 2, 3, 4, 5]) {
  const input = network(parts);
  const result = evaluateNetwork(input);
  const evaluation = time(() => evaluateNetwork(input), RUNS);
  const sensitivity = time(() => networkSensitivity(input), RUNS);
  // The arguments' single-argument evaluations, which the network makes once each.
  const own = time(() => {
    for (const argument of input.arguments) evaluateArgument(argument.input);
  }, RUNS);
  let verdict = '—';
  if (result.variableCount === 24) {
    const ok = evaluation.cpu < TARGET_MS;
    if (!ok) missed = true;
    verdict = `< ${TARGET_MS} ms ${ok ? 'ok' : 'MISSED'}`;
  }
  console.log(
    `${String(result.variableCount).padStart(6)} ${String(result.argumentIds.length).padStart(10)} ${`${evaluation.wall.toFixed(1)} / ${evaluation.cpu.toFixed(1)}`.padStart(28)} ${own.cpu.toFixed(1).padStart(23)} ${sensitivity.cpu.toFixed(1).padStart(26)}  ${result.pC.toFixed(6)}  ${verdict}`,
  );
}

// The dense extreme, for information: a root of 24 premises and no links is one table of 2²⁴
// rows, whose own evaluation and elimination cost what any 24-premise table does. One run.
const dense: NetworkInput = {
  rootArgumentId: 'D',
  arguments: [
    {
      id: 'D',
      conclusionId: 'C',
      input: input(
        'truth_table',
        Array.from({ length: 24 }, (_, i) => `q${i}`),
      ),
    },
  ],
  links: [],
};
{
  const cpuStart = process.cpuUsage();
  evaluateArgument(dense.arguments[0]!.input);
  const ownCpu = process.cpuUsage(cpuStart);
  const networkStart = process.cpuUsage();
  const { variableCount } = evaluateNetwork(dense);
  const networkCpu = process.cpuUsage(networkStart);
  const ms = ({ user, system }: NodeJS.CpuUsage) => ((user + system) / 1000).toFixed(0);
  console.log(
    `\ndense, for information: a root of ${variableCount} premises, no links — evaluateNetwork ${ms(networkCpu)} ms CPU (one run), of which its own evaluateArgument about ${ms(ownCpu)} ms`,
  );
}

console.log(missed ? '\nA target was missed (see MISSED).' : '\nEvery target met.');
if (missed) process.exitCode = 1;
