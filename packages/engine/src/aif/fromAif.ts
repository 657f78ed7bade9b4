import { findCycle } from '../network/cycle';
import { claimClasses } from '../network/equivalence';
import type { ClaimEquivalence, NetworkArgument, NetworkLink } from '../network/types';
import type { EvaluationInput } from '../probability/types';
import { baseClaimId } from '../text/negation';
import { presentInferenceFields } from './credence';
import {
  type AifGraph,
  type ClaimNode,
  type InferenceNode,
  type Messages,
  readGraph,
} from './graph';
import {
  type AttackTarget,
  attackConclusionId,
  attackConclusionText,
  defaultInput,
  IdPool,
  premise,
} from './scheme';
import type { AifImport, AifNetwork } from './types';

/** An argument read from the graph, with the node it came from. */
interface ReadArgument {
  argument: NetworkArgument;
  /** `RA node 5`, or `CA node 7` for a bare attack. */
  label: string;
  nodeID: string;
  inference?: InferenceNode;
}

/**
 * Reads an AIF document (AIFdb's JSON: `{ nodes, edges, locutions, participants }`) as an argument
 * network, with the texts of its claims and the titles its RA nodes give. Never throws: whatever
 * is wrong is in `errors` (then `network` is null and nothing should be imported) or `warnings`
 * (the import can go ahead), each naming the node it is about.
 *
 * **What becomes what.**
 * - An I-node is a claim (its id the node id). Its text goes into `texts`.
 * - An RA node is an argument (its id the node id): its premises are the I-nodes with an edge to
 *   it, in edge order; its conclusion the I-node its first edge goes to. When that conclusion is
 *   a premise of some argument, the argument is linked as supporting it (so an I-node that is one
 *   RA's conclusion and another's premise is one claim, and the arguments chain). Further
 *   conclusion edges are supporting links too.
 * - A CA node from an I-node to an I-node is a conflict: each argument concluding the attacker
 *   objects to the target (a `'refute'` link). When no argument concludes the attacker (a bare
 *   attacker), the CA becomes a one-premise objection of its own — its id the CA's node id, its
 *   premise the attacker, its conclusion `not:<target claim id>` worded as the target's negation
 *   ("It is not the case that …"), in Credence's defaults.
 * - A CA node whose target is an RA node is an undercut: each argument concluding the attacker
 *   (or the one-premise objection a bare attacker becomes, concluding `undercut:<argument id>`)
 *   undercuts that argument, listed in `network.undercuts`.
 * - Links and undercuts are listed in the order of the edges that carry them (an RA's edge to the
 *   claim it supports, a CA's edge to its target): the order in which several arguments bearing on
 *   one claim combine.
 * - The root is the RA marked `"credence": { "root": true }`; without a mark, the first argument
 *   (in node order) whose conclusion is no premise and no attacker, with a warning when several
 *   could be.
 *
 * **Credences.** Without Credence's `credence` extension every premise has no credence (0.5 is
 * read) and every argument a new argument's defaults: INDUCTIVE, fallback mode, P(C|Premises)
 * 0.9, P(C|¬Premises) 0.2. With it (see {@link AifCredence}), the I-node's `p` is its credence
 * (a range `lo`–`hi` without `p` is read as its midpoint, with a warning) and the RA's fields are
 * the argument's evaluation inputs, so that a document {@link toAif} wrote reads back exactly;
 * an RA's `title` goes into `titles`.
 *
 * **Skipped, with a warning naming the nodes:** dialogue nodes (`L`, `YA`, `TA`), `MA` and `PA`
 * nodes and nodes of other types, the edges touching them, edges of a kind Credence does not read,
 * a CA with no attacker or no target, and an I-node nothing uses (its text is kept in `texts`).
 * Fields Credence does not know are ignored.
 *
 * **Errors** (network null): not an object; `nodes` or `edges` not lists; a node without a
 * `nodeID`, or two with one id; an edge without `fromID` or `toID` or to a node not in `nodes`;
 * an RA without a premise or without a conclusion; arguments forming a loop (each supporting or
 * attacking a premise, or the inference, of the next); a malformed `credence` field (a
 * probability outside [0, 1], say); two arguments or claims given one id; no argument at all.
 * Node and edge ids may be strings or numbers; they are read as strings. Linear in the size of
 * the document: 10,000 nodes are read in about a tenth of a second (`bench/aif.ts`).
 *
 * @example
 * ```ts
 * const { network, texts, warnings, errors } = fromAif({
 *   nodes: [
 *     { nodeID: '1', text: 'It rains.', type: 'I' },
 *     { nodeID: '2', text: 'Default Inference', type: 'RA' },
 *     { nodeID: '3', text: 'The street is wet.', type: 'I' },
 *     { nodeID: '4', text: 'The street is covered.', type: 'I' },
 *     { nodeID: '5', text: 'Default Conflict', type: 'CA' },
 *   ],
 *   edges: [
 *     { edgeID: '1', fromID: '1', toID: '2' },
 *     { edgeID: '2', fromID: '2', toID: '3' },
 *     { edgeID: '3', fromID: '4', toID: '5' },
 *     { edgeID: '4', fromID: '5', toID: '1' },
 *   ],
 *   locutions: [],
 *   participants: [],
 * });
 * // errors: []; network.rootArgumentId: '2';
 * // network.arguments: the argument '2' (premise '1', conclusion '3') and the objection '5'
 * //   (premise '4', conclusion 'not:1'); network.links: [{ argumentId: '5', targetClaimId: '1',
 * //   type: 'refute' }]; texts['not:1']: 'It is not the case that it rains.'
 * ```
 */
export function fromAif(json: unknown): AifImport {
  const messages: Messages = { warnings: [], errors: [] };
  const texts: Record<string, string> = {};
  const titles: Record<string, string> = {};
  try {
    const graph = readGraph(json, messages);
    const network = graph ? readNetwork(graph, texts, titles, messages) : null;
    return {
      network: messages.errors.length === 0 ? network : null,
      texts,
      titles,
      warnings: messages.warnings,
      errors: messages.errors,
    };
  } catch (failure) {
    messages.errors.push({
      message: `The AIF document could not be read: ${failure instanceof Error ? failure.message : String(failure)}`,
    });
    return { network: null, texts, titles, warnings: messages.warnings, errors: messages.errors };
  }
}

function readNetwork(
  graph: AifGraph,
  texts: Record<string, string>,
  titles: Record<string, string>,
  { warnings, errors }: Messages,
): AifNetwork | null {
  const error = (nodeID: string | undefined, message: string) =>
    errors.push(nodeID === undefined ? { message } : { nodeID, message });
  const warn = (nodeID: string | undefined, message: string) =>
    warnings.push(nodeID === undefined ? { message } : { nodeID, message });

  // Claims.
  const claimById = new Map<string, ClaimNode>();
  for (const claim of graph.claims) {
    const other = claimById.get(claim.claimId);
    if (other)
      error(
        claim.nodeID,
        `I-nodes ${other.nodeID} and ${claim.nodeID} both give the claim id "${claim.claimId}".`,
      );
    else claimById.set(claim.claimId, claim);
    setText(texts, claim.claimId, claim.text);
  }
  const p = (claim: ClaimNode) => claim.credence?.p;

  // Arguments from RA nodes: ids, premises, conclusions.
  const argumentIds = new IdPool();
  const read: ReadArgument[] = [];
  const readOf = new Map<InferenceNode, ReadArgument>();
  for (const inference of graph.inferences) {
    const label = `RA node ${inference.nodeID}`;
    const { credence } = inference;
    if (inference.premises.length === 0)
      error(inference.nodeID, `${label} has no premise (no edge from an I-node to it).`);
    if (inference.conclusions.length === 0)
      error(inference.nodeID, `${label} has no conclusion (no edge from it to an I-node).`);
    const id = credence?.argumentId ?? inference.nodeID;
    if (argumentIds.has(id)) {
      error(inference.nodeID, `${label} gives the argument id "${id}", which another RA has.`);
      continue;
    }
    argumentIds.reserve(id);
    for (const claim of [...inference.premises, ...inference.conclusions]) claim.used = true;
    if (inference.conclusions.length === 0) continue;
    const first = inference.conclusions[0]!;
    // The extension may keep the argument's own conclusion when its edge goes to a claim it
    // supports.
    const conclusionId = credence?.conclusionId ?? first.claimId;
    const own = claimById.get(conclusionId);
    if (own) own.used = true;
    if (!inference.extended && inference.conclusions.length > 1)
      warn(
        inference.nodeID,
        `${label} has ${inference.conclusions.length} conclusions; its argument concludes the first (node ${first.nodeID}) and supports the others (${inference.conclusions
          .slice(1)
          .map((c) => `node ${c.nodeID}`)
          .join(', ')}).`,
      );
    const argument: NetworkArgument = {
      id,
      conclusionId,
      input: inferenceInput(inference, label, warn),
    };
    if (credence?.title !== undefined) setText(titles, id, credence.title);
    const entry: ReadArgument = { argument, label, nodeID: inference.nodeID, inference };
    read.push(entry);
    readOf.set(inference, entry);
    markReferences(inference, claimById);
  }

  // Who concludes each claim.
  const concluders = new Map<string, ReadArgument[]>();
  for (const entry of read) {
    const list = concluders.get(entry.argument.conclusionId);
    if (list) list.push(entry);
    else concluders.set(entry.argument.conclusionId, [entry]);
  }
  const byArgumentId = new Map(read.map((entry) => [entry.argument.id, entry]));

  // Links and undercuts, each placed at the edge that carries it: they are listed in the order of
  // the document's edges (the order in which several arguments on one claim combine).
  const placed: { at: number; relation: Relation }[] = [];
  const place = (at: number, relation: Relation) => placed.push({ at, relation });

  // Conflicts: objections, undercuts, and the one-premise objections bare attacks become.
  const attackerIds = new Set<string>();
  const syntheticConclusions = new Map<string, string>();
  const claimIds = new IdPool();
  for (const claim of graph.claims) claimIds.reserve(claim.claimId);
  for (const { argument } of read) claimIds.reserve(argument.conclusionId);
  const synthetic: ReadArgument[] = [];
  for (const conflict of graph.conflicts) {
    const label = `CA node ${conflict.nodeID}`;
    if (conflict.attackers.length === 0 || conflict.targets.length === 0) {
      warn(
        conflict.nodeID,
        `${label} has no ${conflict.attackers.length === 0 ? 'attacker (no edge from an I-node to it)' : 'target (no edge from it to an I-node or RA node)'}; ignored.`,
      );
      continue;
    }
    if (conflict.attackers.length > 1 || conflict.targets.length > 1)
      warn(
        conflict.nodeID,
        `${label} has ${conflict.attackers.length} attackers and ${conflict.targets.length} targets; each attacker is read as attacking each target.`,
      );
    const { credence } = conflict;
    let pair = 0;
    for (const attacker of conflict.attackers) {
      attacker.used = true;
      attackerIds.add(attacker.claimId);
      for (const targetNode of conflict.targets) {
        let target: AttackTarget;
        let targetText: string;
        if (targetNode.kind === 'claim') {
          targetNode.node.used = true;
          target = { kind: 'claim', id: targetNode.node.claimId };
          targetText = targetNode.node.text;
        } else {
          const entry = readOf.get(targetNode.node);
          if (!entry) continue; // an RA with an error of its own
          target = { kind: 'argument', id: entry.argument.id };
          targetText = entry.inference!.conclusions[0]!.text;
        }
        pair++;
        const named = credence?.objections;
        const objecting =
          credence?.argumentId !== undefined
            ? []
            : named !== undefined
              ? named.flatMap((id) => {
                  const entry = byArgumentId.get(id);
                  if (!entry)
                    warn(
                      conflict.nodeID,
                      `${label}: credence.objections names argument "${id}", which no RA gives; left out.`,
                    );
                  return entry ? [entry] : [];
                })
              : (concluders.get(attacker.claimId) ?? []);
        if (objecting.length > 0 || (named !== undefined && named.length > 0)) {
          for (const entry of objecting) place(targetNode.at, relation(entry.argument.id, target));
          continue;
        }
        // A bare attack: a one-premise objection of its own.
        const wanted = pair === 1 ? (credence?.argumentId ?? conflict.nodeID) : conflict.nodeID;
        if (pair === 1 && credence?.argumentId !== undefined && argumentIds.has(wanted)) {
          error(conflict.nodeID, `${label} gives the argument id "${wanted}", which an RA has.`);
          continue;
        }
        const id = argumentIds.take(wanted);
        const targetKey = `${target.kind}\u0000${target.id}`;
        let conclusionId = syntheticConclusions.get(targetKey);
        if (conclusionId === undefined) {
          conclusionId = claimIds.take(attackConclusionId(target));
          syntheticConclusions.set(targetKey, conclusionId);
          setText(texts, conclusionId, attackConclusionText(target.kind, targetText));
        }
        synthetic.push({
          argument: {
            id,
            conclusionId,
            input: defaultInput([premise(attacker.claimId, p(attacker))]),
          },
          label,
          nodeID: conflict.nodeID,
        });
        place(targetNode.at, relation(id, target));
      }
    }
  }

  const all = [...read, ...synthetic];
  if (all.length === 0) {
    if (errors.length === 0)
      error(
        undefined,
        'The document holds no argument: no RA node, and no CA node with an attacker and a target.',
      );
    return null;
  }

  // Supporting links: each RA to the claims its edges conclude.
  const premiseIds = new Set<string>();
  for (const { argument } of all) for (const { id } of argument.input.premises) premiseIds.add(id);
  for (const entry of read) {
    const { argument } = entry;
    const { conclusions, conclusionAt, credence } = entry.inference!;
    const first = conclusions[0]!;
    const moved = argument.conclusionId !== first.claimId;
    const linked = moved || (credence?.linked ?? premiseIds.has(first.claimId));
    conclusions.forEach((claim, k) => {
      if (k > 0 || linked)
        place(conclusionAt[k]!, {
          link: { argumentId: argument.id, targetClaimId: claim.claimId, type: 'support' },
        });
    });
  }
  placed.sort((a, b) => a.at - b.at);
  const links: NetworkLink[] = [];
  const undercuts: { argumentId: string; targetArgumentId: string }[] = [];
  const relationKeys = new Set<string>();
  for (const { relation } of placed) {
    const key = relation.link
      ? `${relation.link.type}\u0000${relation.link.argumentId}\u0000${relation.link.targetClaimId}`
      : `undercut\u0000${relation.undercut!.argumentId}\u0000${relation.undercut!.targetArgumentId}`;
    if (relationKeys.has(key)) continue;
    relationKeys.add(key);
    if (relation.link) links.push(relation.link);
    else undercuts.push(relation.undercut!);
  }

  // Equivalences.
  const equivalences: ClaimEquivalence[] = [];
  for (const claim of graph.claims)
    for (const ref of claim.credence?.sameAs ?? []) {
      const other = graph.claimByNode.get(ref);
      if (!other) {
        warn(
          claim.nodeID,
          `I-node ${claim.nodeID}: credence.sameAs names node ${ref}, which is no I-node; left out.`,
        );
        continue;
      }
      claim.used = true;
      other.used = true;
      equivalences.push([claim.claimId, other.claimId]);
    }

  const root = chooseRoot(read, synthetic, premiseIds, attackerIds, warn);
  findLoop(all, links, undercuts, equivalences, error);

  const unused = graph.claims.filter((claim) => !claim.used).map((claim) => claim.nodeID);
  if (unused.length > 0)
    warn(
      unused.length === 1 ? unused[0] : undefined,
      `${unused.length === 1 ? 'I-node' : `${unused.length} I-nodes`} ${unused.join(', ')} ${unused.length === 1 ? 'is' : 'are'} used by no argument or conflict; ${unused.length === 1 ? 'its text is' : 'their texts are'} kept, outside the network.`,
    );

  const network: AifNetwork = {
    rootArgumentId: root.argument.id,
    arguments: all.map(({ argument }) => argument),
    links,
  };
  if (equivalences.length > 0) network.equivalences = equivalences;
  if (undercuts.length > 0) network.undercuts = undercuts;
  return network;
}

/** A link, or an undercut. */
interface Relation {
  link?: NetworkLink;
  undercut?: { argumentId: string; targetArgumentId: string };
}

/** An objection to a claim, or an undercut of an argument. */
function relation(argumentId: string, target: AttackTarget): Relation {
  return target.kind === 'claim'
    ? { link: { argumentId, targetClaimId: target.id, type: 'refute' } }
    : { undercut: { argumentId, targetArgumentId: target.id } };
}

/** Sets a text as an own property, even for an id such as `__proto__`. */
function setText(texts: Record<string, string>, id: string, text: string): void {
  Object.defineProperty(texts, id, {
    value: text,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * An RA's argument inputs: exactly its extension's fields when it gives a `mode`, else a new
 * argument's defaults for what it leaves out. Premises in edge order, or `premiseOrder`'s.
 */
function inferenceInput(
  inference: InferenceNode,
  label: string,
  warn: (nodeID: string | undefined, message: string) => void,
): EvaluationInput {
  const { credence } = inference;
  const byClaim = new Map(inference.premises.map((claim) => [claim.claimId, claim]));
  let order = inference.premises;
  const listed = credence?.premiseOrder;
  if (listed) {
    const inOrder: ClaimNode[] = [];
    for (const id of listed) {
      const claim = byClaim.get(id);
      if (claim && !inOrder.includes(claim)) inOrder.push(claim);
      else if (!claim)
        warn(
          inference.nodeID,
          `${label}: credence.premiseOrder names "${id}", which is none of its premises; left out.`,
        );
    }
    const rest = inference.premises.filter((claim) => !inOrder.includes(claim));
    if (rest.length > 0)
      warn(
        inference.nodeID,
        `${label}: credence.premiseOrder leaves out ${rest.map((c) => `node ${c.nodeID}`).join(', ')}; put last.`,
      );
    order = [...inOrder, ...rest];
  }
  const own = credence?.premiseCredences ?? {};
  const premises = order.map((claim) => {
    if (Object.hasOwn(own, claim.claimId)) {
      const value = own[claim.claimId];
      return premise(claim.claimId, value === null ? undefined : value);
    }
    return premise(claim.claimId, claim.credence?.p);
  });
  const fields = presentInferenceFields(credence);
  if (credence?.mode !== undefined) return { ...fields, mode: credence.mode, premises };
  return { ...defaultInput(premises), ...fields };
}

/** Marks the I-nodes an RA's extension refers to (dependency parents, conditionals) as used. */
function markReferences(inference: InferenceNode, claimById: ReadonlyMap<string, ClaimNode>): void {
  const { credence } = inference;
  if (!credence) return;
  const mark = (ref: string) => {
    const claim = claimById.get(baseClaimId(ref));
    if (claim) claim.used = true;
  };
  for (const [key, parents] of Object.entries(credence.dependencies ?? {})) {
    mark(key);
    for (const parent of parents) mark(parent);
  }
  for (const key of Object.keys(credence.premiseConditionals ?? {}))
    for (const ref of key.split('|')) mark(ref);
  for (const key of Object.keys(credence.externalClaims ?? {})) mark(key);
}

/**
 * The root: the RA marked `root: true` (the first, with a warning, when several are); else the
 * first argument whose conclusion is no premise and no attacker, with a warning naming it when
 * others could be; else the first argument.
 */
function chooseRoot(
  read: readonly ReadArgument[],
  synthetic: readonly ReadArgument[],
  premiseIds: ReadonlySet<string>,
  attackerIds: ReadonlySet<string>,
  warn: (nodeID: string | undefined, message: string) => void,
): ReadArgument {
  const marked = read.filter((entry) => entry.inference!.credence?.root === true);
  if (marked.length > 0) {
    if (marked.length > 1)
      warn(
        marked[0]!.nodeID,
        `${marked.length} RA nodes are marked as the root (${marked.map((e) => e.nodeID).join(', ')}); the first, RA node ${marked[0]!.nodeID}, is the root.`,
      );
    return marked[0]!;
  }
  const pool = read.length > 0 ? read : synthetic;
  const candidates = pool.filter(
    ({ argument }) =>
      !premiseIds.has(argument.conclusionId) && !attackerIds.has(argument.conclusionId),
  );
  const root = candidates[0] ?? pool[0]!;
  if (candidates.length > 1)
    warn(
      root.nodeID,
      `${candidates.length} arguments conclude a claim that supports or attacks nothing (${candidates.map((e) => e.label).join(', ')}); the first, ${root.label}, is the root. Mark another with "credence": { "root": true } to choose it.`,
    );
  return root;
}

/**
 * Reports a loop among the arguments — each linked to a premise of the next (claims declared the
 * same count as one) or undercutting it — as an error naming the nodes along it.
 */
function findLoop(
  all: readonly ReadArgument[],
  links: readonly NetworkLink[],
  undercuts: readonly { argumentId: string; targetArgumentId: string }[],
  equivalences: readonly ClaimEquivalence[],
  error: (nodeID: string | undefined, message: string) => void,
): void {
  const classOf = claimClasses(equivalences);
  const indexOf = new Map(all.map((entry, index) => [entry.argument.id, index]));
  const holders = new Map<string, number[]>();
  all.forEach(({ argument }, index) => {
    for (const key of new Set(argument.input.premises.map(({ id }) => classOf(id)))) {
      const list = holders.get(key);
      if (list) list.push(index);
      else holders.set(key, [index]);
    }
  });
  const next: number[][] = all.map(() => []);
  for (const link of links)
    next[indexOf.get(link.argumentId)!]!.push(...(holders.get(classOf(link.targetClaimId)) ?? []));
  for (const undercut of undercuts)
    next[indexOf.get(undercut.argumentId)!]!.push(indexOf.get(undercut.targetArgumentId)!);

  const cycle = findCycle(next);
  if (!cycle) return;
  const loop = cycle.map((i) => all[i]!);
  error(
    loop[0]!.nodeID,
    `Arguments form a loop: ${loop.map((e) => e.label).join(' → ')} (each supports or attacks a premise, or the inference, of the next). Credence cannot evaluate a claim that is a reason for itself; remove one of these edges.`,
  );
}
