import { claimClasses } from './equivalence';
import type { ClaimEquivalence, NetworkLink } from './types';

/**
 * A cycle in a directed graph given as adjacency lists (`next[i]` are the nodes `i` points at),
 * among the nodes reachable from `start`: the node indices along it, the first repeated at the
 * end, or null. Iterative depth-first search, so a long chain cannot overflow the stack.
 */
export function findCycleFrom(
  next: readonly (readonly number[])[],
  start: number,
): number[] | null {
  return findCycle(next, [start]);
}

/**
 * A cycle among the nodes reachable from any of `starts` (default: every node), as
 * {@link findCycleFrom} gives it. Each node is walked once whatever the number of starts, so the
 * whole graph takes time linear in its nodes and edges.
 */
export function findCycle(
  next: readonly (readonly number[])[],
  starts: Iterable<number> = next.keys(),
): number[] | null {
  const state = new Uint8Array(next.length); // 0 unseen, 1 on the current path, 2 done
  for (const start of starts) {
    if (state[start] !== 0) continue;
    const path: number[] = [start];
    const cursor: number[] = [0];
    state[start] = 1;
    while (path.length > 0) {
      const node = path[path.length - 1]!;
      const k = cursor[cursor.length - 1]!;
      const targets = next[node]!;
      if (k === targets.length) {
        state[node] = 2;
        path.pop();
        cursor.pop();
        continue;
      }
      cursor[cursor.length - 1] = k + 1;
      const target = targets[k]!;
      if (state[target] === 1) return [...path.slice(path.indexOf(target)), target];
      if (state[target] === 0) {
        state[target] = 1;
        path.push(target);
        cursor.push(0);
      }
    }
  }
  return null;
}

/** The shape of arguments and links {@link findLinkCycle} needs: no evaluation inputs. */
export interface LinkGraph {
  arguments: readonly {
    id: string;
    conclusionId: string;
    premiseIds: readonly string[];
  }[];
  links: readonly NetworkLink[];
  equivalences?: readonly ClaimEquivalence[];
}

/**
 * Whether making `newLink` would close a loop: some argument's network (see
 * {@link evaluateNetwork}) would then hold a claim that is, through the links, a reason for
 * itself. Call it before saving a link and refuse the link when it returns a loop.
 *
 * Returns the argument ids along the loop, starting and ending with `newLink.argumentId`, each
 * bearing on a premise of the next (by a link, or — once in a loop, for the argument whose
 * network it is — by its own conclusion being that premise); or `null` when the link is safe.
 * Equivalent claims count as one claim. Loops already present that do not pass through the new
 * link are not reported.
 *
 * @example
 * ```ts
 * const graph = {
 *   arguments: [
 *     { id: 'A', conclusionId: 'c', premiseIds: ['p', 'q'] },
 *     { id: 'B', conclusionId: 'not-p', premiseIds: ['r'] },
 *   ],
 *   links: [{ argumentId: 'B', targetClaimId: 'p', type: 'refute' as const }],
 * };
 * findLinkCycle(graph, { argumentId: 'A', targetClaimId: 'r', type: 'support' }); // ['A', 'B', 'A']
 * findLinkCycle(graph, { argumentId: 'A', targetClaimId: 'x', type: 'support' }); // null
 * ```
 */
export function findLinkCycle(graph: LinkGraph, newLink: NetworkLink): string[] | null {
  const edges = linkGraphEdges(graph, [newLink]);
  const start = edges.indexOf.get(newLink.argumentId);
  if (start === undefined) return null;
  const first = (edges.holders.get(edges.classOf(newLink.targetClaimId)) ?? []).map((to) => ({
    to,
    conclusion: false,
  }));
  return shortestLoop(graph, edges, start, first);
}

/** The edges between a graph's arguments, as {@link findLinkCycle} follows them. */
interface LinkGraphEdges {
  classOf: (claimId: string) => string;
  /** Claim class → the arguments holding it as a premise. */
  holders: Map<string, number[]>;
  indexOf: Map<string, number>;
  /** Link edges: an argument bears on every argument holding a claim it is linked to. */
  linkEdges: Set<number>[];
  /** Conclusion edges: an argument's conclusion is a premise of these arguments. */
  conclusionEdges: number[][];
}

function linkGraphEdges(graph: LinkGraph, extraLinks: readonly NetworkLink[] = []): LinkGraphEdges {
  const classOf = claimClasses(graph.equivalences);
  const holders = new Map<string, number[]>();
  graph.arguments.forEach((argument, index) => {
    for (const premiseId of new Set(argument.premiseIds.map(classOf))) {
      const list = holders.get(premiseId) ?? [];
      list.push(index);
      holders.set(premiseId, list);
    }
  });
  const indexOf = new Map(graph.arguments.map((argument, index) => [argument.id, index]));
  const linkEdges: Set<number>[] = graph.arguments.map(() => new Set());
  for (const link of [...graph.links, ...extraLinks]) {
    const from = indexOf.get(link.argumentId);
    if (from === undefined) continue;
    for (const to of holders.get(classOf(link.targetClaimId)) ?? []) linkEdges[from]!.add(to);
  }
  const conclusionEdges = graph.arguments.map(
    (argument) => holders.get(classOf(argument.conclusionId)) ?? [],
  );
  return { classOf, holders, indexOf, linkEdges, conclusionEdges };
}

/**
 * The shortest loop from the argument at `start` back to it whose first step is one of `first`
 * (an edge to `to`, a conclusion edge or not): the argument ids along it, starting and ending
 * with `start`'s, or null. Only a network's root has its conclusion as a variable, so a loop may
 * use at most one conclusion edge (leaving the root); a path with two is no loop in any one
 * network. Breadth-first over (argument, conclusion edge used yet).
 */
function shortestLoop(
  graph: LinkGraph,
  edges: LinkGraphEdges,
  start: number,
  first: readonly { to: number; conclusion: boolean }[],
): string[] | null {
  const previous = new Map<number, number>(); // state → the state it was reached from (−1: start)
  const queue: number[] = [];
  const visit = (state: number, from: number) => {
    if (previous.has(state)) return;
    previous.set(state, from);
    queue.push(state);
  };
  for (const { to, conclusion } of first) visit(2 * to + (conclusion ? 1 : 0), -1);
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    const node = state >> 1;
    if (node === start) {
      const loop: string[] = [];
      for (let at = state; at !== -1; at = previous.get(at)!)
        loop.unshift(graph.arguments[at >> 1]!.id);
      return [graph.arguments[start]!.id, ...loop];
    }
    for (const to of edges.linkEdges[node]!) visit(2 * to + (state & 1), state);
    if ((state & 1) === 0) for (const to of edges.conclusionEdges[node]!) visit(2 * to + 1, state);
  }
  return null;
}

/**
 * Whether declaring the two claims of `pair` the same would close a loop: some argument's network
 * (see {@link evaluateNetwork}) would then hold a claim that is, through the links and the merged
 * claim, a reason for itself — an argument whose conclusion becomes one of its own premises, or
 * a loop of links through the merged claim. Call it before saving an equivalence and refuse the
 * equivalence when it returns a loop. Loops the graph held before are not reported.
 *
 * Returns the argument ids along the loop, the first repeated at the end (as
 * {@link findLinkCycle} names them), or `null` when the equivalence is safe.
 *
 * @example
 * ```ts
 * const graph = {
 *   arguments: [
 *     { id: 'A', conclusionId: 'c', premiseIds: ['p'] },
 *     { id: 'B', conclusionId: 'p', premiseIds: ['r'] },
 *   ],
 *   links: [{ argumentId: 'B', targetClaimId: 'p', type: 'support' as const }],
 * };
 * findEquivalenceCycle(graph, ['r', 'c']); // ['A', 'B', 'A']: A's conclusion would back B
 * findEquivalenceCycle(graph, ['p', 'c']); // ['A', 'A']: A would conclude its own premise
 * findEquivalenceCycle(graph, ['r', 'x']); // null
 * ```
 */
export function findEquivalenceCycle(graph: LinkGraph, pair: ClaimEquivalence): string[] | null {
  const before = linkGraphEdges(graph);
  const merged = { ...graph, equivalences: [...(graph.equivalences ?? []), pair] };
  const after = linkGraphEdges(merged);
  // A loop the pair closes takes an edge only the merge makes: look for one through each.
  let shortest: string[] | null = null;
  graph.arguments.forEach((_, from) => {
    const fresh = [
      ...[...after.linkEdges[from]!]
        .filter((to) => !before.linkEdges[from]!.has(to))
        .map((to) => ({ to, conclusion: false })),
      ...after.conclusionEdges[from]!.filter(
        (to) => !before.conclusionEdges[from]!.includes(to),
      ).map((to) => ({ to, conclusion: true })),
    ];
    for (const edge of fresh) {
      const loop = shortestLoop(merged, after, from, [edge]);
      if (loop && (!shortest || loop.length < shortest.length)) shortest = loop;
    }
  });
  return shortest;
}
