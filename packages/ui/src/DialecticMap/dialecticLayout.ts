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
import { cutToWidth, textWidth } from './textWidth';

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

/**
 * One relationship: `sourceId` objects to (`refute`) or supports `targetId` — one of its premises
 * when `targetPremiseId` names it, else the argument as a whole.
 */
export interface DialecticMapLink {
  sourceId: number;
  targetId: number;
  linkType: 'refute' | 'support';
  /** The premise of `targetId` the link answers (its claim id), when it answers a premise. */
  targetPremiseId?: string;
}

/** A premise that links may answer: drawn as its own card when one does. */
export interface DialecticMapPremise {
  /** The premise's claim id (what links name as `targetPremiseId`). */
  id: string;
  /** The argument it belongs to (a node's id). */
  argumentId: number;
  /** Its name in that argument, e.g. `'Premise 2'`. */
  label: string;
  /** The claim's text. */
  text: string;
  /**
   * Its network credence (the "Network" view, `evaluateNetwork`'s `claims`): the card is tinted
   * by it, darker the more credible, and says it.
   */
  credence?: number;
}

/** "network credence 80%": how a premise card's tooltip and the relationships say it. */
export function networkCredenceLabel(credence: number): string {
  return `network credence ${formatPercent(credence)}`;
}

/** "Network credence 80%": a premise card's row of its own under the premise's text. */
export function networkCredenceLine(credence: number): string {
  return `Network credence ${formatPercent(credence)}`;
}

/** A node's box, in SVG units. */
export const NODE_WIDTH = 260;
export const NODE_HEIGHT = 92;
/**
 * The title's lines in a node, and their width in columns of an average lower-case Latin letter at
 * the map's font size (`textWidth`: a capital counts 1.3, a CJK character or an emoji two).
 */
export const TITLE_LINES = 2;
export const TITLE_LINE_CHARS = 27;
/** A premise card: its text's lines (as wide as a title's), and the height of each of its rows. */
export const PREMISE_TEXT_LINES = 2;
export const PREMISE_ROW_HEIGHT = 20;
/** Columns of an answer's line on a premise card ("Objection: <title>"). */
export const ANSWER_LINE_CHARS = 30;
const PREMISE_PADDING = 16;

/** The room an edge label ("objects to", "supports") takes on its edge. */
const LABEL_WIDTH = 84;
const LABEL_HEIGHT = 22;

/** An argument where the map draws it: its box's top-left corner and its title's lines. */
export interface PlacedNode extends DialecticMapNode {
  x: number;
  y: number;
  titleLines: string[];
}

/** An answer listed on a premise card: a link to the objection or supporting argument. */
export interface PremiseAnswer {
  /** The answering argument's id. */
  argumentId: number;
  linkType: DialecticMapLink['linkType'];
  /** Its full title (the link's accessible name says it whole). */
  title: string;
  /** The line shown, "Objection: <title>" cut at a word boundary. */
  line: string;
  href: string;
}

/** A premise card where the map draws it: top-left corner, height, text lines and answers. */
export interface PlacedPremise extends DialecticMapPremise {
  x: number;
  y: number;
  height: number;
  textLines: string[];
  answers: PremiseAnswer[];
}

/** A line's points, from its start to the box it points at. */
export type LinePoints = { x: number; y: number }[];

/**
 * A relationship where the map draws it: the line's points (ending at the premise card when it
 * answers a premise) and the label's centre.
 */
export interface PlacedLink extends DialecticMapLink {
  points: LinePoints;
  labelX: number;
  labelY: number;
}

/** The whole map: its size and what goes where. */
export interface DialecticLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  /** The premises that links answer, each a card joined to its argument. */
  premises: PlacedPremise[];
  /** Each premise card's join to its argument's box (by premise id). */
  premiseJoins: { premiseId: string; points: LinePoints }[];
  links: PlacedLink[];
}

/** "Objection" / "Support": what an answer is, on a premise card. */
export function answerKind(linkType: DialecticMapLink['linkType']): string {
  return linkType === 'support' ? 'Support' : 'Objection';
}

/**
 * "Objection: <title>" — or the title alone when it says so already (the linked-argument
 * creator names an objection "Objection: <premise>"), not "Objection: Objection: …".
 */
export function answerHeading(linkType: DialecticMapLink['linkType'], title: string): string {
  const kind = answerKind(linkType);
  return title.toLowerCase().startsWith(`${kind.toLowerCase()}:`) ? title : `${kind}: ${title}`;
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
 * A title cut into at most `lines` lines of about `width` columns (`textWidth`: a lower-case
 * Latin letter one, a capital 1.3, a CJK character or an emoji two), at spaces where it can; an
 * ellipsis ends the last line when the title is longer. (SVG text does not wrap by itself; the
 * full title is the node link's accessible name and tooltip.)
 */
export function wrapTitle(title: string, width = TITLE_LINE_CHARS, lines = TITLE_LINES): string[] {
  // Words wider than a line (a sentence of Chinese, which has no spaces) are cut into pieces.
  const words = title
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => cutToWidth(word, width));
  const result: string[] = [];
  let current = '';
  let next = 0;
  while (next < words.length) {
    const joined = current ? `${current} ${words[next]}` : (words[next] ?? '');
    if (textWidth(joined) <= width) {
      current = joined;
      next++;
      continue;
    }
    result.push(current);
    current = '';
    if (result.length === lines) break;
  }
  if (current) result.push(current);
  if (next < words.length) result[lines - 1] = withEllipsis(result[lines - 1] ?? '', width);
  return result;
}

/**
 * `line` ended by an ellipsis within `width` columns, cut at a word boundary: whole words are
 * dropped from its end until the ellipsis fits. Only a line that is a single word wider than
 * that is cut inside the word (it has no boundary to cut at), between two characters.
 */
function withEllipsis(line: string, width: number): string {
  const words = line.split(' ');
  while (words.length > 1 && textWidth(`${words.join(' ')}…`) > width) words.pop();
  const kept = words.join(' ').replace(/[\s,;:.–—-]+$/u, '');
  return textWidth(kept) + 1 <= width ? `${kept}…` : `${cutToWidth(kept, width - 1)[0] ?? ''}…`;
}

/** The dagre key of an argument's box and of a premise card (ids of both kinds never clash). */
const argumentKey = (id: number) => `a${id}`;
const premiseKey = (id: string) => `p${id}`;

/**
 * The row of a premise card where its answers start: under its name, its text lines and its
 * network credence's row (if any). The layout sizes the card by it; the map draws by it.
 */
export function firstAnswerRow(textLines: number, hasCredence: boolean): number {
  return 1 + textLines + Number(hasCredence);
}

/** A premise card's height for its text lines, network credence (if any) and answers. */
function premiseHeight(textLines: number, hasCredence: boolean, answers: number): number {
  return (
    PREMISE_PADDING * 2 + PREMISE_ROW_HEIGHT * (firstAnswerRow(textLines, hasCredence) + answers)
  );
}

/**
 * Lays the map out: objections and supporting arguments one layer below what they answer
 * (`rankdir: 'BT'`), arrows pointing up at it — at the argument's box, or, for a link that
 * answers one of its premises (`targetPremiseId` among `premises`), at that premise's card, which
 * sits between the two, joined to its argument's box and listing the premise's answers. Links
 * naming an argument that is not in `nodes`, links of an argument to itself and repeated links
 * are left out; premises no kept link answers are not drawn. Deterministic: the same input gives
 * the same picture.
 */
export function layoutDialectic(
  nodes: readonly DialecticMapNode[],
  links: readonly DialecticMapLink[],
  premises: readonly DialecticMapPremise[] = [],
): DialecticLayout {
  const graph = new Graph({ multigraph: false });
  graph.setGraph({ rankdir: 'BT', nodesep: 48, ranksep: 72, marginx: 12, marginy: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  const byId = new Map<number, DialecticMapNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) continue;
    byId.set(node.id, node);
    graph.setNode(argumentKey(node.id), { width: NODE_WIDTH, height: NODE_HEIGHT });
  }
  const premiseById = new Map(
    premises.filter((premise) => byId.has(premise.argumentId)).map((p) => [p.id, p]),
  );
  const kept: DialecticMapLink[] = [];
  const answersOf = new Map<string, PremiseAnswer[]>();
  const seenLinks = new Set<string>();
  for (const link of links) {
    const source = byId.get(link.sourceId);
    if (link.sourceId === link.targetId || !source || !byId.has(link.targetId)) continue;
    const premise = link.targetPremiseId ? premiseById.get(link.targetPremiseId) : undefined;
    const onPremise = premise?.argumentId === link.targetId ? premise : undefined;
    const key = `${link.sourceId}>${onPremise ? premiseKey(onPremise.id) : link.targetId}`;
    if (seenLinks.has(key)) continue;
    seenLinks.add(key);
    if (onPremise) {
      const answers = answersOf.get(onPremise.id) ?? [];
      answers.push({
        argumentId: source.id,
        linkType: link.linkType,
        title: source.title,
        line: wrapTitle(answerHeading(link.linkType, source.title), ANSWER_LINE_CHARS, 1)[0]!,
        href: source.href,
      });
      answersOf.set(onPremise.id, answers);
      kept.push({ ...link, targetPremiseId: onPremise.id });
    } else {
      const { targetPremiseId: _dropped, ...toArgument } = link;
      kept.push(toArgument);
    }
  }
  // The premise cards, in the order given, each joined to its argument.
  const drawn = [...premiseById.values()].filter((premise) => answersOf.has(premise.id));
  const textLinesOf = new Map(
    drawn.map((premise) => [
      premise.id,
      wrapTitle(premise.text, TITLE_LINE_CHARS, PREMISE_TEXT_LINES),
    ]),
  );
  for (const premise of drawn) {
    const height = premiseHeight(
      textLinesOf.get(premise.id)!.length,
      premise.credence !== undefined,
      answersOf.get(premise.id)!.length,
    );
    graph.setNode(premiseKey(premise.id), { width: NODE_WIDTH, height });
    graph.setEdge(premiseKey(premise.id), argumentKey(premise.argumentId), { minlen: 1 });
  }
  for (const link of kept) {
    const target = link.targetPremiseId
      ? premiseKey(link.targetPremiseId)
      : argumentKey(link.targetId);
    graph.setEdge(argumentKey(link.sourceId), target, {
      width: LABEL_WIDTH,
      height: LABEL_HEIGHT,
      labelpos: 'c',
    });
  }
  layout(graph);
  const size = graph.graph();
  const placed = [...byId.values()].map((node): PlacedNode => {
    const box = graph.node(argumentKey(node.id));
    return {
      ...node,
      x: (box.x ?? 0) - NODE_WIDTH / 2,
      y: (box.y ?? 0) - NODE_HEIGHT / 2,
      titleLines: wrapTitle(node.title),
    };
  });
  const placedPremises = drawn.map((premise): PlacedPremise => {
    const box = graph.node(premiseKey(premise.id));
    const height = box.height ?? 0;
    return {
      ...premise,
      x: (box.x ?? 0) - NODE_WIDTH / 2,
      y: (box.y ?? 0) - height / 2,
      height,
      textLines: textLinesOf.get(premise.id)!,
      answers: answersOf.get(premise.id)!,
    };
  });
  const premiseJoins = drawn.map((premise) => ({
    premiseId: premise.id,
    points: graph.edge(premiseKey(premise.id), argumentKey(premise.argumentId)).points ?? [],
  }));
  const placedLinks = kept.map((link): PlacedLink => {
    const target = link.targetPremiseId
      ? premiseKey(link.targetPremiseId)
      : argumentKey(link.targetId);
    const edge = graph.edge(argumentKey(link.sourceId), target);
    const points = edge.points ?? [];
    const middle = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 };
    return { ...link, points, labelX: edge.x ?? middle.x, labelY: edge.y ?? middle.y };
  });
  return {
    width: Math.max(size.width ?? 0, NODE_WIDTH + 24),
    height: Math.max(size.height ?? 0, NODE_HEIGHT + 24),
    nodes: placed,
    premises: placedPremises,
    premiseJoins,
    links: placedLinks,
  };
}
