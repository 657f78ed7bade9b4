/**
 * Benchmark of AIF interchange: `fromAif` on AIF documents of 10,000 nodes, and `toAif` writing
 * the network read back out.
 *
 * The documents (seeded, the same every run):
 * - "argument graph": 5,000 I-nodes, 3,000 RA nodes (1–3 premises each, conclusions chained into
 *   others' premises) and 2,000 CA nodes (rebuttals and undercuts, from concluded and bare
 *   attackers), no loop;
 * - "AIFdb corpus": the same kind of graph at 6,000 nodes plus 4,000 dialogue nodes (L and YA, each
 *   locution asserting a claim), which are skipped with warnings — what a corpus from AIFdb holds.
 *
 * Target (the issue): 10,000 nodes in under 1 s, judged on the median CPU time of `fromAif`, and
 * of `toAif` on the network it reads.
 *
 * Run: `cd packages/engine && node --import tsx bench/aif.ts` (part of `pnpm bench`).
 */
import { loadavg } from 'node:os';
import { type AifDocument, type AifEdge, type AifNode, fromAif, toAif } from '../src/index';
import { random, time } from './support';

const RUNS = 9;
const TARGET_MS = 1000;

/**
 * An argument graph of `claims` I-nodes, `inferences` RAs and `conflicts` CAs, plus `dialogue`
 * L and YA nodes (half each). Claim i's premises come after it and its attackers after it, so
 * there is no loop.
 */
function document(
  claims: number,
  inferences: number,
  conflicts: number,
  dialogue: number,
  seed: number,
): AifDocument {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const nodes: AifNode[] = [];
  const edges: AifEdge[] = [];
  let id = 1000;
  const newId = () => String(id++);
  const edge = (fromID: string, toID: string) =>
    edges.push({ edgeID: newId(), fromID, toID, formEdgeID: null });
  const stamp = '2024-05-01 10:00:00';
  const claimIds = Array.from({ length: claims }, (_, k) => {
    const nodeID = newId();
    nodes.push({
      nodeID,
      text: `Claim number ${k}, worded at some length.`,
      type: 'I',
      timestamp: stamp,
    });
    return nodeID;
  });
  const ras: { nodeID: string; conclusion: number }[] = [];
  for (let k = 0; k < inferences; k++) {
    const conclusion = pick(claims - 4);
    const nodeID = newId();
    nodes.push({ nodeID, text: 'Default Inference', type: 'RA', timestamp: stamp });
    const premises = new Set<number>();
    const count = 1 + pick(3);
    while (premises.size < count)
      premises.add(conclusion + 1 + pick(Math.min(40, claims - 1 - conclusion)));
    for (const premise of premises) edge(claimIds[premise]!, nodeID);
    edge(nodeID, claimIds[conclusion]!);
    ras.push({ nodeID, conclusion });
  }
  for (let k = 0; k < conflicts; k++) {
    const attacker = 1 + pick(claims - 1);
    const nodeID = newId();
    nodes.push({ nodeID, text: 'Default Conflict', type: 'CA', timestamp: stamp });
    edge(claimIds[attacker]!, nodeID);
    const ra = ras[pick(ras.length)]!;
    if (k % 4 === 0 && ra.conclusion < attacker) edge(nodeID, ra.nodeID);
    else edge(nodeID, claimIds[Math.max(0, attacker - 1 - pick(40))]!);
  }
  for (let k = 0; k < dialogue / 2; k++) {
    const locution = newId();
    const assertion = newId();
    nodes.push({
      nodeID: locution,
      text: `Speaker ${k % 7} : something said`,
      type: 'L',
      timestamp: stamp,
    });
    nodes.push({ nodeID: assertion, text: 'Asserting', type: 'YA', timestamp: stamp });
    edge(locution, assertion);
    edge(assertion, claimIds[pick(claims)]!);
  }
  return { nodes, edges, locutions: [], participants: [] };
}

console.log(`fromAif and toAif on 10,000-node documents — median of ${RUNS}`);
console.log(
  `node ${process.version}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}\n`,
);
console.log(
  'document            nodes  edges  JSON KB  arguments  links  fromAif wall/CPU ms  toAif wall/CPU ms  target',
);
let missed = false;
for (const [name, doc] of [
  ['argument graph', document(5000, 3000, 2000, 0, 2024)],
  ['AIFdb corpus', document(3000, 1800, 1200, 4000, 2025)],
] as const) {
  // What arrives over the wire: parsed JSON, numbers as AIFdb writes them.
  const json = JSON.parse(JSON.stringify(doc)) as unknown;
  const read = fromAif(json);
  if (!read.network) throw new Error(`${name}: ${read.errors[0]?.message}`);
  const network = read.network;
  const reading = time(() => fromAif(json), RUNS);
  const writing = time(() => toAif(network, read.texts), RUNS);
  const ok = reading.cpu < TARGET_MS && writing.cpu < TARGET_MS;
  if (!ok) missed = true;
  console.log(
    `${name.padEnd(18)} ${String(doc.nodes.length).padStart(6)} ${String(doc.edges.length).padStart(6)} ${String(Math.round(JSON.stringify(doc).length / 1024)).padStart(8)} ${String(network.arguments.length).padStart(10)} ${String(network.links.length).padStart(6)} ${`${reading.wall.toFixed(1)} / ${reading.cpu.toFixed(1)}`.padStart(20)} ${`${writing.wall.toFixed(1)} / ${writing.cpu.toFixed(1)}`.padStart(18)}  < ${TARGET_MS} ms ${ok ? 'ok' : 'MISSED'}`,
  );
}

console.log(missed ? '\nA target was missed (see MISSED).' : '\nEvery target met.');
if (missed) process.exitCode = 1;
