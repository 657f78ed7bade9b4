/**
 * The first pass of {@link fromAif}: the document's nodes and edges checked and sorted into the
 * graph Credence reads — I-nodes, RA nodes with their premises and conclusions, CA nodes with
 * their attackers and targets — and everything else skipped with a message.
 */
import { readClaimCredence, readConflictCredence, readInferenceCredence } from './credence';
import type { AifCredence, AifMessage } from './types';

/** An I-node: a claim. */
export interface ClaimNode {
  nodeID: string;
  claimId: string;
  text: string;
  credence: AifCredence | undefined;
  /** Used by an argument, a conflict, an equivalence or an extension's reference. */
  used: boolean;
}

/** An RA node: an argument. */
export interface InferenceNode {
  nodeID: string;
  credence: AifCredence | undefined;
  /** Whether the node has a `credence` field at all. */
  extended: boolean;
  premises: ClaimNode[];
  conclusions: ClaimNode[];
  /** The position in `edges` of each conclusion's edge (the order links are read in). */
  conclusionAt: number[];
}

/** A CA node: a conflict. */
export interface ConflictNode {
  nodeID: string;
  credence: AifCredence | undefined;
  attackers: ClaimNode[];
  /** What it attacks, with the position in `edges` of the edge to it. */
  targets: (
    | { kind: 'claim'; node: ClaimNode; at: number }
    | { kind: 'argument'; node: InferenceNode; at: number }
  )[];
}

/** The graph Credence reads, in node order. */
export interface AifGraph {
  claims: ClaimNode[];
  inferences: InferenceNode[];
  conflicts: ConflictNode[];
  /** Node id → I-node. */
  claimByNode: Map<string, ClaimNode>;
}

/** Collects messages. */
export interface Messages {
  warnings: AifMessage[];
  errors: AifMessage[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node or edge id: a non-empty string, or a finite number written as a string. */
export const idOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value === ''
      ? undefined
      : value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

const message = (nodeID: string | undefined, text: string): AifMessage =>
  nodeID === undefined ? { message: text } : { nodeID, message: text };

/** What each skipped node type is, for the warning. */
const SKIPPED: Record<string, string> = {
  L: 'dialogue: locutions',
  YA: 'dialogue: illocutionary connections',
  TA: 'dialogue: transitions',
  MA: 'rephrases, whose two claims are read as separate claims',
  PA: 'preferences',
};

/** `ids` as a readable list, and the one id when there is one. */
const named = (ids: readonly string[]) => ({
  list: ids.join(', '),
  single: ids.length === 1 ? ids[0] : undefined,
});

/**
 * The document's graph, or null when it is no AIF document (not an object, no `nodes` or `edges`
 * list). AIFdb's shape `{ nodes, edges, locutions, participants }` is read, also when wrapped as
 * `{ AIF: {…} }` or `{ aif: {…} }` (OVA's and xAIF's files).
 */
export function readGraph(json: unknown, messages: Messages): AifGraph | null {
  const { warnings, errors } = messages;
  const error = (nodeID: string | undefined, text: string) => errors.push(message(nodeID, text));
  const warn = (nodeID: string | undefined, text: string) => warnings.push(message(nodeID, text));

  let document = json;
  if (isObject(document) && !Array.isArray(document.nodes)) {
    const inner = isObject(document.AIF) ? document.AIF : document.aif;
    if (isObject(inner) && Array.isArray(inner.nodes)) document = inner;
  }
  if (!isObject(document)) {
    error(undefined, 'This is not an AIF document: AIF JSON is an object with nodes and edges.');
    return null;
  }
  const nodesOk = Array.isArray(document.nodes);
  const edgesOk = Array.isArray(document.edges);
  if (!nodesOk) error(undefined, 'This is not an AIF document: "nodes" is not a list.');
  if (!edgesOk) error(undefined, 'This is not an AIF document: "edges" is not a list.');
  if (!nodesOk || !edgesOk) return null;

  const graph: AifGraph = { claims: [], inferences: [], conflicts: [], claimByNode: new Map() };
  const inferenceByNode = new Map<string, InferenceNode>();
  const conflictByNode = new Map<string, ConflictNode>();
  const skipped = new Set<string>();
  const skippedByType = new Map<string, string[]>();
  const seen = new Set<string>();

  (document.nodes as unknown[]).forEach((raw, position) => {
    if (!isObject(raw)) {
      error(undefined, `The node at position ${position + 1} is not an object.`);
      return;
    }
    const nodeID = idOf(raw.nodeID);
    if (nodeID === undefined) {
      error(undefined, `The node at position ${position + 1} has no nodeID.`);
      return;
    }
    if (seen.has(nodeID)) {
      error(nodeID, `Two nodes have the nodeID ${nodeID}.`);
      return;
    }
    seen.add(nodeID);
    const type = typeof raw.type === 'string' ? raw.type.trim().toUpperCase() : '';
    const report = (id: string, text: string) => error(id, text);
    if (type === 'I') {
      const text = typeof raw.text === 'string' ? raw.text : idOf(raw.text);
      if (text === undefined) warn(nodeID, `I-node ${nodeID} has no text; its claim is empty.`);
      const credence = readClaimCredence(nodeID, raw.credence, report, warn);
      const node: ClaimNode = {
        nodeID,
        claimId: credence?.claimId ?? nodeID,
        text: text ?? '',
        credence,
        used: false,
      };
      graph.claims.push(node);
      graph.claimByNode.set(nodeID, node);
    } else if (type === 'RA') {
      const node: InferenceNode = {
        nodeID,
        credence: readInferenceCredence(nodeID, raw.credence, report),
        extended: raw.credence !== undefined,
        premises: [],
        conclusions: [],
        conclusionAt: [],
      };
      graph.inferences.push(node);
      inferenceByNode.set(nodeID, node);
    } else if (type === 'CA') {
      const node: ConflictNode = {
        nodeID,
        credence: readConflictCredence(nodeID, raw.credence, report),
        attackers: [],
        targets: [],
      };
      graph.conflicts.push(node);
      conflictByNode.set(nodeID, node);
    } else {
      skipped.add(nodeID);
      const list = skippedByType.get(type) ?? [];
      list.push(nodeID);
      skippedByType.set(type, list);
    }
  });
  for (const [type, ids] of skippedByType) {
    const { list, single } = named(ids);
    const what =
      type === ''
        ? `${ids.length === 1 ? 'node' : 'nodes'} without a type`
        : `${type} ${ids.length === 1 ? 'node' : 'nodes'} (${SKIPPED[type] ?? 'a type Credence does not know'})`;
    warn(
      single,
      `Skipped ${ids.length} ${what}: ${list}. Credence reads claims (I), inferences (RA) and conflicts (CA).`,
    );
  }

  const ignored: string[] = [];
  (document.edges as unknown[]).forEach((raw, position) => {
    if (!isObject(raw)) {
      error(undefined, `The edge at position ${position + 1} is not an object.`);
      return;
    }
    const edgeID = idOf(raw.edgeID);
    const label = edgeID === undefined ? `The edge at position ${position + 1}` : `Edge ${edgeID}`;
    const ends = (['fromID', 'toID'] as const).map((field) => {
      const id = idOf(raw[field]);
      if (id === undefined) {
        const other = idOf(raw[field === 'fromID' ? 'toID' : 'fromID']);
        error(
          other !== undefined && seen.has(other) ? other : undefined,
          `${label}${other === undefined ? '' : ` (${field === 'fromID' ? 'to' : 'from'} node ${other})`} has no ${field}.`,
        );
        return undefined;
      }
      if (!seen.has(id)) {
        error(
          id,
          `${label} goes ${field === 'fromID' ? 'from' : 'to'} node ${id}, which is not among the nodes.`,
        );
        return undefined;
      }
      return id;
    });
    const [from, to] = ends;
    if (from === undefined || to === undefined) return;
    if (skipped.has(from) || skipped.has(to)) {
      ignored.push(edgeID ?? `#${position + 1}`);
      return;
    }
    const fromClaim = graph.claimByNode.get(from);
    const toClaim = graph.claimByNode.get(to);
    const toInference = inferenceByNode.get(to);
    const fromInference = inferenceByNode.get(from);
    if (fromClaim && toInference) addOnce(toInference.premises, fromClaim);
    else if (fromInference && toClaim) {
      if (!fromInference.conclusions.includes(toClaim)) {
        fromInference.conclusions.push(toClaim);
        fromInference.conclusionAt.push(position);
      }
    } else if (fromClaim && conflictByNode.has(to))
      addOnce(conflictByNode.get(to)!.attackers, fromClaim);
    else if (conflictByNode.has(from) && toClaim)
      addTarget(conflictByNode.get(from)!, { kind: 'claim', node: toClaim, at: position });
    else if (conflictByNode.has(from) && toInference)
      addTarget(conflictByNode.get(from)!, { kind: 'argument', node: toInference, at: position });
    else
      warn(
        from,
        `${label} from ${kindOf(from)} ${from} to ${kindOf(to)} ${to} is not one Credence reads (premise → RA → conclusion, attacker → CA → claim or RA); ignored.`,
      );
  });
  if (ignored.length > 0)
    warn(
      undefined,
      `Ignored ${ignored.length} ${ignored.length === 1 ? 'edge' : 'edges'} to or from skipped nodes: ${ignored.join(', ')}.`,
    );
  return graph;

  function kindOf(id: string): string {
    if (graph.claimByNode.has(id)) return 'I-node';
    if (inferenceByNode.has(id)) return 'RA node';
    return 'CA node';
  }
}

function addOnce<T>(list: T[], item: T): void {
  if (!list.includes(item)) list.push(item);
}

function addTarget(conflict: ConflictNode, target: ConflictNode['targets'][number]): void {
  if (!conflict.targets.some((t) => t.node === target.node)) conflict.targets.push(target);
}
