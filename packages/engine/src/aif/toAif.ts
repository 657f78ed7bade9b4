import { DEFAULT_P_C_GIVEN_NOT_PREMISES, DEFAULT_P_C_GIVEN_PREMISES } from '../constants';
import type { NetworkArgument } from '../network/types';
import type { EvaluationInput } from '../probability/types';
import { assertWritable, inferenceFields } from './credence';
import {
  type AttackTarget,
  attackConclusionId,
  attackConclusionText,
  CA_TEXT,
  IdPool,
  RA_TEXT,
} from './scheme';
import type { AifCredence, AifDocument, AifEdge, AifNetwork, AifNode } from './types';

/** An argument's relations, each target once, in the order the network gives them. */
interface Relations {
  supports: string[];
  refutes: string[];
  undercuts: string[];
}

/**
 * Writes an argument network as an AIF document in AIFdb's JSON shape, with Credence's `credence`
 * extension on its nodes so that {@link fromAif} reads back the same network, texts and P(C).
 *
 * **What becomes what.**
 * - Each claim is an I-node with its text from `texts` (the claim id when `texts` has none): every
 *   premise, every argument's conclusion, every claim a link targets, every claim declared the
 *   same as another, and every other claim `texts` names. Its extension holds `p`, the credence
 *   the first argument having it as a premise gives it.
 * - Each argument is an RA node (text `Default Inference`) with an edge from each premise, in
 *   order, and an edge to its conclusion. A supporting link is the RA's edge to the claim it
 *   supports; when the first is not to the argument's own conclusion, the extension keeps the
 *   conclusion (`conclusionId`). The extension also holds everything the evaluation
 *   reads: the mode and argument type, the inference settings, dependencies and conditionals,
 *   Bayesian sliders, the truth table, the premise order and the credences the argument gives
 *   premises that differ from their I-node's `p`. The root's RA has `root: true`, and the
 *   argument's title from `titles` (argument id → title; none when absent or empty), which
 *   {@link fromAif} answers in its own `titles`.
 * - An objection (a `'refute'` link) is a CA node (text `Default Conflict`) from the objection's
 *   conclusion I-node to the claim it attacks; an undercut (`undercuts`) is a CA node from the
 *   undercutting argument's conclusion to the target argument's RA. Consecutive objections from
 *   one claim (arguments with the same conclusion) to one target share a CA.
 * - Edges carrying links and undercuts come in the network's link order, which {@link fromAif}
 *   keeps: several arguments bearing on one claim combine in the same order, so P(C) is the same
 *   to the last bit.
 * - A one-premise objection in Credence's defaults whose conclusion is the one {@link fromAif}
 *   makes of a bare attack is written back as that bare attack: a CA from its premise, no RA.
 * - Equivalences: `sameAs` on the first claim's I-node, naming the other's node.
 *
 * **Node ids.** An I-node's id is its claim id; an RA's its argument id, or `ra:<argument id>`
 * when a claim has that id; a bare attack's CA its argument id, or `ca:<argument id>`; other CAs
 * `ca:1`, `ca:2`, …; an id already used gets `#2`, `#3`, … The extension records the claim or
 * argument id (`claimId`, `argumentId`) wherever the node id differs from it. Edge ids are `1`,
 * `2`, …
 *
 * A link given twice is written once (it counts once in {@link evaluateNetwork}); a truth table
 * held as a `Float64Array` is written as a list.
 *
 * Throws a `RangeError` for an empty id, an unknown root, an argument id given twice, a premise listed twice
 * in one argument, a link or undercut naming an unknown argument, and a probability that is not a
 * finite number from 0 to 1 (naming the argument and the field).
 *
 * @example
 * ```ts
 * const document = toAif(
 *   {
 *     rootArgumentId: 'R',
 *     arguments: [
 *       {
 *         id: 'R',
 *         conclusionId: 'C',
 *         input: { mode: 'fallback', premises: [{ id: 'P', probability: 0.7 }],
 *                  pCGivenPremises: 0.9, pCGivenNotPremises: 0.2 },
 *       },
 *     ],
 *     links: [],
 *   },
 *   { C: 'The street is wet.', P: 'It rains.' },
 * );
 * // nodes: P (I, credence { p: 0.7 }), C (I), R (RA, credence { root: true, mode: 'fallback',
 * //   pCGivenPremises: 0.9, pCGivenNotPremises: 0.2 }); edges: P → R, R → C
 * ```
 */
export function toAif(
  network: AifNetwork,
  texts: Record<string, string>,
  titles: Readonly<Record<string, string>> = {},
): AifDocument {
  const byId = new Map<string, NetworkArgument>();
  const nonEmpty = (id: unknown, what: string) => {
    if (typeof id !== 'string' || id === '')
      throw new RangeError(`${what} has the id ${JSON.stringify(id)}: ids are non-empty strings.`);
  };
  for (const argument of network.arguments) {
    nonEmpty(argument.id, 'An argument');
    nonEmpty(argument.conclusionId, `The conclusion of argument "${argument.id}"`);
    for (const { id } of argument.input.premises)
      nonEmpty(id, `A premise of argument "${argument.id}"`);
    if (byId.has(argument.id)) throw new RangeError(`Argument id "${argument.id}" appears twice.`);
    byId.set(argument.id, argument);
    assertWritable(argument.id, argument.input);
    const ids = new Set<string>();
    for (const { id } of argument.input.premises) {
      if (ids.has(id))
        throw new RangeError(`Argument "${argument.id}" lists premise "${id}" twice.`);
      ids.add(id);
    }
  }
  if (!byId.has(network.rootArgumentId))
    throw new RangeError(`The root argument "${network.rootArgumentId}" is not given.`);

  const { relations, ordered } = relationsOf(network, byId);
  const rel = (argument: NetworkArgument) => relations.get(argument.id)!;
  const textOf = (claimId: string) => (Object.hasOwn(texts, claimId) ? texts[claimId]! : claimId);

  // The credence each claim's I-node carries: the first argument having it as a premise gives it.
  const credenceOf = new Map<string, number | undefined>();
  for (const argument of network.arguments)
    for (const { id, probability } of argument.input.premises)
      if (!credenceOf.has(id)) credenceOf.set(id, probability);
  const premiseIds = new Set(credenceOf.keys());

  // Where each argument's RA points: the claims it supports, in link order, or its conclusion
  // when it supports nothing.
  const conclusionEdges = (argument: NetworkArgument): string[] => {
    const { supports } = rel(argument);
    return supports.length > 0 ? supports : [argument.conclusionId];
  };

  const bare = bareAttacks(network, relations, credenceOf, texts, (target) => {
    const claimId = target.kind === 'claim' ? target.id : conclusionEdges(byId.get(target.id)!)[0]!;
    return attackConclusionText(target.kind, textOf(claimId));
  });
  const isBare = (argument: NetworkArgument) => bare.has(argument.id);

  // Claims, in the order first met.
  const claimOrder: string[] = [];
  const met = new Set<string>();
  const meet = (id: string) => {
    if (met.has(id)) return;
    met.add(id);
    claimOrder.push(id);
  };
  const bareConclusions = new Set<string>();
  for (const argument of network.arguments) {
    if (isBare(argument)) {
      meet(argument.input.premises[0]!.id);
      bareConclusions.add(argument.conclusionId);
      continue;
    }
    for (const { id } of argument.input.premises) meet(id);
    meet(argument.conclusionId);
    for (const id of rel(argument).supports) meet(id);
  }
  for (const link of network.links) meet(link.targetClaimId);
  for (const [a, b] of network.equivalences ?? []) {
    meet(a);
    meet(b);
  }
  for (const id of claimOrder) nonEmpty(id, 'A claim');
  // Other claims `texts` names (an empty id has no node).
  for (const id of Object.keys(texts)) if (id !== '' && !bareConclusions.has(id)) meet(id);

  // Node ids: claims first, then arguments' RAs, bare attacks' CAs, other CAs.
  const pool = new IdPool();
  const claimNode = new Map<string, string>();
  for (const id of claimOrder) claimNode.set(id, pool.take(id));
  const argumentNode = new Map<string, string>();
  const ownOrPrefixed = (id: string, prefix: string) =>
    pool.has(id) ? pool.take(`${prefix}${id}`) : pool.take(id);
  for (const argument of network.arguments)
    if (!isBare(argument)) argumentNode.set(argument.id, ownOrPrefixed(argument.id, 'ra:'));
  const bareNode = new Map<string, string>();
  for (const argument of network.arguments)
    if (isBare(argument)) bareNode.set(argument.id, ownOrPrefixed(argument.id, 'ca:'));

  const edges: AifEdge[] = [];
  const edge = (fromID: string, toID: string) =>
    edges.push({ edgeID: String(edges.length + 1), fromID, toID });

  // I-nodes.
  const sameAs = new Map<string, string[]>();
  for (const [a, b] of network.equivalences ?? []) {
    const list = sameAs.get(a) ?? [];
    list.push(claimNode.get(b)!);
    sameAs.set(a, list);
  }
  const claimNodes: AifNode[] = claimOrder.map((claimId) => {
    const nodeID = claimNode.get(claimId)!;
    const credence: AifCredence = {};
    const p = credenceOf.get(claimId);
    if (p !== undefined) credence.p = p;
    if (nodeID !== claimId) credence.claimId = claimId;
    const same = sameAs.get(claimId);
    if (same) credence.sameAs = same;
    return withCredence({ nodeID, text: textOf(claimId), type: 'I' }, credence);
  });

  // RA nodes, with their premise edges, and the conclusion edge of an argument that supports
  // nothing (the edges of links come after, in link order).
  const inferenceNodes: AifNode[] = [];
  for (const argument of network.arguments) {
    if (isBare(argument)) continue;
    const nodeID = argumentNode.get(argument.id)!;
    const credence: AifCredence = {};
    if (nodeID !== argument.id) credence.argumentId = argument.id;
    if (argument.id === network.rootArgumentId) credence.root = true;
    if (Object.hasOwn(titles, argument.id) && titles[argument.id] !== '')
      credence.title = titles[argument.id];
    const { supports } = rel(argument);
    if (supports.length > 0 && supports[0] !== argument.conclusionId)
      credence.conclusionId = argument.conclusionId;
    else if (supports.length > 0 !== premiseIds.has(argument.conclusionId))
      credence.linked = supports.length > 0;
    Object.assign(credence, inferenceFields(argument.input));
    const { premises } = argument.input;
    if (premises.length > 1) credence.premiseOrder = premises.map(({ id }) => id);
    const own: Record<string, number | null> = {};
    let differs = false;
    for (const { id, probability } of premises)
      if (probability !== credenceOf.get(id)) {
        own[id] = probability ?? null;
        differs = true;
      }
    if (differs) credence.premiseCredences = own;
    inferenceNodes.push({ nodeID, text: RA_TEXT, type: 'RA', credence });
    for (const { id } of premises) edge(claimNode.get(id)!, nodeID);
    if (supports.length === 0) edge(nodeID, claimNode.get(argument.conclusionId)!);
  }

  // Links and undercuts in their order, each by an edge: an RA's edge to the claim it supports;
  // a CA's edge to what it attacks — a CA of its own for a bare attack, else one for each run of
  // consecutive objections from one claim to one target.
  const concluders = new Map<string, string[]>();
  for (const argument of network.arguments)
    if (!isBare(argument)) {
      const list = concluders.get(argument.conclusionId);
      if (list) list.push(argument.id);
      else concluders.set(argument.conclusionId, [argument.id]);
    }
  const targetNode = (target: AttackTarget) =>
    target.kind === 'claim' ? claimNode.get(target.id)! : argumentNode.get(target.id)!;
  const conflictNodes: AifNode[] = [];
  const conflict = (nodeID: string, attacker: string, target: AttackTarget) => {
    const node: AifNode = { nodeID, text: CA_TEXT, type: 'CA' };
    conflictNodes.push(node);
    edge(claimNode.get(attacker)!, nodeID);
    edge(nodeID, targetNode(target));
    return node;
  };
  const runs: { node: AifNode; attacker: string; ids: string[] }[] = [];
  let run: { key: string; ids: string[] } | undefined;
  let n = 1;
  for (const { argumentId, target, support } of ordered) {
    const argument = byId.get(argumentId)!;
    if (support) {
      edge(argumentNode.get(argumentId)!, claimNode.get(target.id)!);
      run = undefined;
      continue;
    }
    if (isBare(argument)) {
      const nodeID = bareNode.get(argumentId)!;
      const attacker = argument.input.premises[0]!.id;
      const node = conflict(nodeID, attacker, target);
      if (nodeID !== argumentId || concluders.has(attacker))
        node.credence = { argumentId: argumentId };
      run = undefined;
      continue;
    }
    const key = `${target.kind}\u0000${argument.conclusionId}\u0000${target.id}`;
    if (run?.key === key) {
      run.ids.push(argumentId);
      continue;
    }
    while (pool.has(`ca:${n}`)) n++;
    const node = conflict(pool.take(`ca:${n}`), argument.conclusionId, target);
    run = { key, ids: [argumentId] };
    runs.push({ node, attacker: argument.conclusionId, ids: run.ids });
  }
  // The reader takes every argument concluding the attacker, in argument order, unless told.
  for (const { node, attacker, ids } of runs) {
    const all = concluders.get(attacker)!;
    if (ids.length !== all.length || ids.some((id, k) => id !== all[k]))
      node.credence = { objections: ids };
  }

  return {
    nodes: [...claimNodes, ...inferenceNodes, ...conflictNodes],
    edges,
    locutions: [],
    participants: [],
  };
}

const withCredence = (node: AifNode, credence: AifCredence): AifNode =>
  Object.keys(credence).length > 0 ? { ...node, credence } : node;

/** A link or an undercut, in the order the network gives them. */
interface Relation {
  argumentId: string;
  target: AttackTarget;
  support: boolean;
}

/**
 * Each argument's supported, refuted and undercut targets, and every link and undercut in order
 * (links first), duplicates dropped. Throws for a link or undercut naming an unknown argument.
 */
function relationsOf(
  network: AifNetwork,
  byId: ReadonlyMap<string, NetworkArgument>,
): { relations: Map<string, Relations>; ordered: Relation[] } {
  const relations = new Map<string, Relations>();
  for (const argument of network.arguments)
    relations.set(argument.id, { supports: [], refutes: [], undercuts: [] });
  const ordered: Relation[] = [];
  const add = (list: string[], relation: Relation) => {
    if (list.includes(relation.target.id)) return;
    list.push(relation.target.id);
    ordered.push(relation);
  };
  for (const link of network.links) {
    const own = relations.get(link.argumentId);
    if (!own)
      throw new RangeError(
        `A link to claim "${link.targetClaimId}" names argument "${link.argumentId}", which is not given.`,
      );
    if (link.type !== 'support' && link.type !== 'refute')
      throw new RangeError(
        `The link from "${link.argumentId}" to "${link.targetClaimId}" has the unknown type "${String(link.type)}".`,
      );
    const support = link.type === 'support';
    add(support ? own.supports : own.refutes, {
      argumentId: link.argumentId,
      target: { kind: 'claim', id: link.targetClaimId },
      support,
    });
  }
  for (const undercut of network.undercuts ?? []) {
    const own = relations.get(undercut.argumentId);
    if (!own || !byId.has(undercut.targetArgumentId))
      throw new RangeError(
        `The undercut of "${undercut.targetArgumentId}" by "${undercut.argumentId}" names an argument that is not given.`,
      );
    add(own.undercuts, {
      argumentId: undercut.argumentId,
      target: { kind: 'argument', id: undercut.targetArgumentId },
      support: false,
    });
  }
  return { relations, ordered };
}

/**
 * The arguments written as bare attacks (argument id → what it attacks): exactly what
 * {@link fromAif} makes of a CA whose attacker no argument concludes — an argument with one
 * premise, Credence's default inputs, the premise's credence that of its I-node, exactly one
 * objection or undercut and nothing else, no undercut against it, the conclusion claim and wording
 * the reader gives it (`texts` may leave the wording out), and that conclusion used by nothing but
 * such attacks. The root only when every argument is one and the root comes first (the reader's
 * choice of a root among bare attacks).
 */
function bareAttacks(
  network: AifNetwork,
  relations: ReadonlyMap<string, Relations>,
  credenceOf: ReadonlyMap<string, number | undefined>,
  texts: Record<string, string>,
  conclusionText: (target: AttackTarget) => string,
): Map<string, AttackTarget> {
  const { rootArgumentId } = network;
  const undercut = new Set((network.undercuts ?? []).map((u) => u.targetArgumentId));
  const candidates = new Map<string, AttackTarget>();
  for (const argument of network.arguments) {
    if (undercut.has(argument.id)) continue;
    if (argument.id === rootArgumentId && network.arguments[0] !== argument) continue;
    const { supports, refutes, undercuts } = relations.get(argument.id)!;
    if (supports.length > 0 || refutes.length + undercuts.length !== 1) continue;
    const target: AttackTarget =
      refutes.length > 0
        ? { kind: 'claim', id: refutes[0]! }
        : { kind: 'argument', id: undercuts[0]! };
    const { conclusionId } = argument;
    if (conclusionId !== attackConclusionId(target)) continue;
    if (!hasDefaultInputs(argument.input, credenceOf)) continue;
    if (Object.hasOwn(texts, conclusionId) && texts[conclusionId] !== conclusionText(target))
      continue;
    candidates.set(argument.id, target);
  }
  // A conclusion anything else uses needs its I-node, and so an RA concluding it; the root, all
  // arguments bare. Each pass only removes candidates.
  const used = new Set<string>();
  for (const argument of network.arguments)
    for (const { id } of argument.input.premises) used.add(id);
  for (const link of network.links) used.add(link.targetClaimId);
  for (const [a, b] of network.equivalences ?? []) {
    used.add(a);
    used.add(b);
  }
  for (const argument of network.arguments)
    if (!candidates.has(argument.id)) used.add(argument.conclusionId);
  for (let changed = candidates.size > 0; changed; ) {
    changed = false;
    for (const argument of network.arguments) {
      if (!candidates.has(argument.id)) continue;
      const rootAlone =
        argument.id === rootArgumentId && candidates.size < network.arguments.length;
      if (used.has(argument.conclusionId) || rootAlone) {
        candidates.delete(argument.id);
        used.add(argument.conclusionId);
        changed = true;
      }
    }
  }
  return candidates;
}

/** Whether `input` is exactly a new one-premise argument's (see `defaultInput`). */
function hasDefaultInputs(
  input: EvaluationInput,
  credenceOf: ReadonlyMap<string, number | undefined>,
): boolean {
  const expected: Record<string, unknown> = {
    argumentType: 'INDUCTIVE',
    mode: 'fallback',
    pCGivenPremises: DEFAULT_P_C_GIVEN_PREMISES,
    pCGivenNotPremises: DEFAULT_P_C_GIVEN_NOT_PREMISES,
  };
  const keys = Object.keys(input).filter(
    (key) => (input as unknown as Record<string, unknown>)[key] !== undefined,
  );
  if (keys.length !== 5 || !keys.includes('premises')) return false;
  for (const [key, value] of Object.entries(expected))
    if ((input as unknown as Record<string, unknown>)[key] !== value) return false;
  if (input.premises.length !== 1) return false;
  const [premise] = input.premises;
  const premiseKeys = Object.keys(premise!).filter(
    (key) => (premise as unknown as Record<string, unknown>)[key] !== undefined,
  );
  if (premiseKeys.some((key) => key !== 'id' && key !== 'probability')) return false;
  return premise!.probability === credenceOf.get(premise!.id);
}
