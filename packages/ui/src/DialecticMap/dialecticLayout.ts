/**
 * Where the dialectic map draws its arguments and links. The layout is computed by
 * `@dagrejs/dagre` (a layered, Sugiyama-style layout of directed graphs).
 *
 * Why dagre rather than elkjs: both are maintained and install from the npm registry, but dagre
 * lays out synchronously, so the map is computed during render — on the server too, where the
 * host renders every page first, so the graph is in the HTML before any script runs; elkjs only
 * answers through a Promise (a worker or its GWT-compiled engine, about 1.5 MB), which would
 * leave an empty map until the browser has run it. dagre is also small (~50 kB, its graph
 * library included) and MIT-licensed, and layered layout is exactly the shape of a dialectic:
 * each objection or supporting argument one layer below the argument it answers.
 */

import { formatPercent } from '@credence/engine';
import { Graph, layout } from '@dagrejs/dagre';

/** One argument of the map. */
export interface DialecticMapNode {
  /** The argument's id (unique in the map). */
  id: number;
  title: string;
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE';
  /** The viewer's P(C) for it, or null when they have not evaluated it. */
  pC: number | null;
  /** Where the node leads: the argument's evaluator. */
  href: string;
  /** The argument the map was opened from (drawn stronger). */
  isCurrent?: boolean;
}

/** One relationship: `sourceId` objects to (`refute`) or supports `targetId`. */
export interface DialecticMapLink {
  sourceId: number;
  targetId: number;
  linkType: 'refute' | 'support';
}

/** A node's box, in SVG units. */
export const NODE_WIDTH = 260;
export const NODE_HEIGHT = 92;
/** The title's lines in a node, and their length in characters (at the map's font size). */
export const TITLE_LINES = 2;
export const TITLE_LINE_CHARS = 27;
/** The room an edge label ("objects to", "supports") takes on its edge. */
const LABEL_WIDTH = 84;
const LABEL_HEIGHT = 22;

/** An argument where the map draws it: its box's top-left corner and its title's lines. */
export interface PlacedNode extends DialecticMapNode {
  x: number;
  y: number;
  titleLines: string[];
}

/** A relationship where the map draws it: the line's points and the label's centre. */
export interface PlacedLink extends DialecticMapLink {
  points: { x: number; y: number }[];
  labelX: number;
  labelY: number;
}

/** The whole map: its size and what goes where. */
export interface DialecticLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  links: PlacedLink[];
}

/** "objects to" / "supports": what a link says, on the map and in the text list. */
export function linkVerb(linkType: DialecticMapLink['linkType']): string {
  return linkType === 'support' ? 'supports' : 'objects to';
}

/** "Inductive" / "Deductive". */
export function typeLabel(argumentType: DialecticMapNode['argumentType']): string {
  return argumentType === 'DEDUCTIVE' ? 'Deductive' : 'Inductive';
}

/** "P(C) 72%", or "P(C) not evaluated". */
export function pCLabel(pC: number | null): string {
  return pC === null || !Number.isFinite(pC) ? 'P(C) not evaluated' : `P(C) ${formatPercent(pC)}`;
}

/**
 * A title cut into at most `lines` lines of about `width` characters, at spaces where it can;
 * an ellipsis ends the last line when the title is longer. (SVG text does not wrap by itself;
 * the full title is the node link's accessible name and tooltip.)
 */
export function wrapTitle(title: string, width = TITLE_LINE_CHARS, lines = TITLE_LINES): string[] {
  // Words longer than a line are cut into line-long pieces.
  const words = title
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.match(new RegExp(`.{1,${width}}`, 'gu')) ?? []);
  const result: string[] = [];
  let current = '';
  let next = 0;
  while (next < words.length) {
    const joined = current ? `${current} ${words[next]}` : (words[next] ?? '');
    if (joined.length <= width) {
      current = joined;
      next++;
      continue;
    }
    result.push(current);
    current = '';
    if (result.length === lines) break;
  }
  if (current) result.push(current);
  if (next < words.length) {
    const last = result[lines - 1] ?? '';
    result[lines - 1] = `${last.slice(0, width - 1).trimEnd()}…`;
  }
  return result;
}

/**
 * Lays the map out: objections and supporting arguments one layer below the argument they
 * answer (`rankdir: 'BT'`), arrows pointing up at it. Links naming an argument that is not in
 * `nodes`, links of an argument to itself and repeated links are left out. Deterministic: the
 * same input gives the same picture.
 */
export function layoutDialectic(
  nodes: readonly DialecticMapNode[],
  links: readonly DialecticMapLink[],
): DialecticLayout {
  const graph = new Graph();
  graph.setGraph({ rankdir: 'BT', nodesep: 48, ranksep: 72, marginx: 12, marginy: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  const ids = new Set<string>();
  for (const node of nodes) {
    const key = String(node.id);
    if (ids.has(key)) continue;
    ids.add(key);
    graph.setNode(key, { width: NODE_WIDTH, height: NODE_HEIGHT });
  }
  const kept: DialecticMapLink[] = [];
  for (const link of links) {
    const [source, target] = [String(link.sourceId), String(link.targetId)];
    if (source === target || !ids.has(source) || !ids.has(target)) continue;
    if (graph.hasEdge(source, target)) continue;
    graph.setEdge(source, target, { width: LABEL_WIDTH, height: LABEL_HEIGHT, labelpos: 'c' });
    kept.push(link);
  }
  layout(graph);
  const size = graph.graph();
  const seen = new Set<string>();
  const placed = nodes.flatMap((node): PlacedNode[] => {
    const key = String(node.id);
    if (seen.has(key)) return [];
    seen.add(key);
    const box = graph.node(key);
    return [
      {
        ...node,
        x: (box.x ?? 0) - NODE_WIDTH / 2,
        y: (box.y ?? 0) - NODE_HEIGHT / 2,
        titleLines: wrapTitle(node.title),
      },
    ];
  });
  const placedLinks = kept.map((link): PlacedLink => {
    const edge = graph.edge(String(link.sourceId), String(link.targetId));
    const points = edge.points ?? [];
    const middle = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 };
    return { ...link, points, labelX: edge.x ?? middle.x, labelY: edge.y ?? middle.y };
  });
  return {
    width: Math.max(size.width ?? 0, NODE_WIDTH + 24),
    height: Math.max(size.height ?? 0, NODE_HEIGHT + 24),
    nodes: placed,
    links: placedLinks,
  };
}
