import { formatPercent } from '@credence/engine';
import { useId, useMemo } from 'react';
import * as styles from './DialecticMap.css';
import {
  answerKind,
  type DialecticMapLink,
  type DialecticMapNode,
  type DialecticMapPremise,
  firstAnswerRow,
  type LinePoints,
  layoutDialectic,
  linkVerb,
  NODE_HEIGHT,
  NODE_WIDTH,
  networkCredenceLabel,
  networkCredenceLine,
  type PlacedLink,
  type PlacedNode,
  type PlacedPremise,
  PREMISE_ROW_HEIGHT,
  pCLabel,
  typeLabel,
} from './dialecticLayout';

/** Props of {@link DialecticMap}. */
export interface DialecticMapProps {
  /** The arguments: title, type, the viewer's P(C) and the evaluator link of each. */
  nodes: readonly DialecticMapNode[];
  /** Which argument objects to or supports which (links to arguments not in `nodes` are left out). */
  links: readonly DialecticMapLink[];
  /**
   * The premises links may answer (`targetPremiseId`): each answered one is drawn as a card
   * between its argument and its answers, the arrows pointing at it, its answers listed on it.
   */
  premises?: readonly DialecticMapPremise[];
  /** The map's accessible name and caption; default 'Dialectic map'. */
  label?: string;
  /**
   * The current argument's P(C) over its network (the "Network" view): said under the caption.
   * Colour the claims with the premises' `credence`.
   */
  networkPC?: number;
}

/** How strongly a credence of 1 tints a premise card (text on it stays readable). */
const MAX_TINT = 0.3;

/** The accessible name of a node's link: everything the box shows, the full title first. */
export function nodeLinkName(node: DialecticMapNode): string {
  const current = node.isCurrent ? ' (this argument)' : '';
  return `${node.title}${current}: ${typeLabel(node.argumentType)}, ${pCLabel(node.pC)}`;
}

/** An SVG path through the edge's points. */
function pathOf(points: LinePoints): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
}

const TITLE_TOP = 26;
const LINE_HEIGHT = 20;
const TEXT_LEFT = 14;

function Node({ node }: { node: PlacedNode }) {
  return (
    // The name is the <title> child (SVG's own naming, also the tooltip), not aria-label: the
    // box's visible words are a cut title and a short meta line, which a label would have to
    // repeat word for word (WCAG's label in name).
    <a href={node.href} className={styles.nodeLink}>
      <title>{nodeLinkName(node)}</title>
      <rect
        className={[styles.box, node.isCurrent ? styles.currentBox : ''].join(' ').trim()}
        x={node.x}
        y={node.y}
        width={NODE_WIDTH}
        height={NODE_HEIGHT}
        rx={10}
      />
      <text className={styles.title}>
        {node.titleLines
          .map((line, index) => ({ line, y: node.y + TITLE_TOP + index * LINE_HEIGHT }))
          .map(({ line, y }) => (
            <tspan key={y} x={node.x + TEXT_LEFT} y={y}>
              {line}
            </tspan>
          ))}
      </text>
      <text className={styles.meta} x={node.x + TEXT_LEFT} y={node.y + NODE_HEIGHT - 14}>
        {typeLabel(node.argumentType)} · {pCLabel(node.pC)}
      </text>
    </a>
  );
}

/** "Objection to Premise 2 of “Title”: “Its title”", the accessible name of an answer's link. */
function answerLinkName(
  premise: PlacedPremise,
  answer: PlacedPremise['answers'][number],
  of: string,
) {
  return `${answerKind(answer.linkType)} to ${premise.label} of “${of}”: ${answer.title}`;
}

/**
 * A premise that arguments answer: its name and text (cut at word boundaries; the whole text is
 * its tooltip), and each objection or supporting argument as a link to that argument.
 */
function PremiseCard({
  premise,
  argumentTitle,
}: {
  premise: PlacedPremise;
  argumentTitle: string;
}) {
  const left = premise.x + TEXT_LEFT;
  const row = (index: number) => premise.y + TITLE_TOP + index * PREMISE_ROW_HEIGHT;
  const credence =
    premise.credence === undefined ? '' : ` (${networkCredenceLabel(premise.credence)})`;
  // Under the name and the text, the network credence's row when there is one, then the answers.
  const answersFrom = firstAnswerRow(premise.textLines.length, premise.credence !== undefined);
  return (
    <g data-premise-id={premise.id} data-credence={premise.credence}>
      <title>{`${premise.label} of “${argumentTitle}”${credence}: ${premise.text}`}</title>
      <rect
        className={styles.premiseBox}
        x={premise.x}
        y={premise.y}
        width={NODE_WIDTH}
        height={premise.height}
        rx={6}
      />
      {premise.credence === undefined ? null : (
        <rect
          className={styles.credenceTint}
          x={premise.x}
          y={premise.y}
          width={NODE_WIDTH}
          height={premise.height}
          rx={6}
          fillOpacity={premise.credence * MAX_TINT}
        />
      )}
      <text className={styles.meta} x={left} y={row(0)}>
        {premise.label}
      </text>
      <text className={styles.premiseText}>
        {premise.textLines.map((line, index) => (
          <tspan key={line} x={left} y={row(index + 1)}>
            {line}
          </tspan>
        ))}
      </text>
      {premise.credence === undefined ? null : (
        <text className={styles.meta} x={left} y={row(premise.textLines.length + 1)}>
          {networkCredenceLine(premise.credence)}
        </text>
      )}
      {premise.answers.map((answer, index) => (
        <a key={answer.argumentId} href={answer.href} className={styles.nodeLink}>
          <title>{answerLinkName(premise, answer, argumentTitle)}</title>
          {/* Its focus ring (SVG text takes no outline). */}
          <rect
            className={styles.answerFocus}
            x={premise.x + 6}
            y={row(answersFrom + index) - 15}
            width={NODE_WIDTH - 12}
            height={PREMISE_ROW_HEIGHT}
            rx={4}
          />
          <text
            className={styles.answerLink[answer.linkType]}
            x={left}
            y={row(answersFrom + index)}
          >
            {answer.line}
          </text>
        </a>
      ))}
    </g>
  );
}

function Edge({ link, arrowId }: { link: PlacedLink; arrowId: string }) {
  const verb = linkVerb(link.linkType);
  const labelWidth = verb.length * 8 + 12;
  return (
    <g>
      <path
        className={styles.edge[link.linkType]}
        d={pathOf(link.points)}
        markerEnd={`url(#${arrowId}-${link.linkType})`}
      />
      <rect
        className={styles.edgeLabelBox}
        x={link.labelX - labelWidth / 2}
        y={link.labelY - 11}
        width={labelWidth}
        height={22}
        rx={11}
      />
      <text
        className={styles.edgeLabel[link.linkType]}
        x={link.labelX}
        y={link.labelY + 5}
        textAnchor="middle"
      >
        {verb}
      </text>
    </g>
  );
}

/**
 * The dialectic map: arguments as boxes (title, type and the viewer's P(C)) laid out as a
 * layered graph, each box a link to its evaluator (real `<a>` elements, reached with Tab, with a
 * focus ring), and arrows from each objection or supporting argument to the argument it answers,
 * labelled "objects to" or "supports" (objections dashed). Below the picture the same map in
 * words — the arguments and every relationship as a sentence — for screen readers and anyone who
 * prefers a list; the drawn arrows are hidden from assistive technology, which gets the sentences.
 */
export function DialecticMap({
  nodes,
  links,
  premises = [],
  label = 'Dialectic map',
  networkPC,
}: DialecticMapProps) {
  const layout = useMemo(() => layoutDialectic(nodes, links, premises), [nodes, links, premises]);
  const premiseById = new Map(layout.premises.map((premise) => [premise.id, premise]));
  const id = useId().replace(/:/g, '');
  const titles = new Map(layout.nodes.map((node) => [node.id, node]));
  const captionId = `${id}-caption`;
  const argumentsId = `${id}-arguments`;
  const relationshipsId = `${id}-relationships`;
  return (
    <figure className={styles.root} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {label}
      </figcaption>
      {networkPC === undefined ? null : (
        <p className={styles.listMeta}>
          Network P(C) of “{layout.nodes.find((node) => node.isCurrent)?.title ?? ''}”:{' '}
          {formatPercent(networkPC)}
        </p>
      )}
      <div className={styles.canvas}>
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG has no element of its own for a named group of links. */}
        <svg
          className={styles.svg}
          role="group"
          aria-label={label}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ maxWidth: layout.width }}
        >
          <defs>
            {(['refute', 'support'] as const).map((type) => (
              <marker
                key={type}
                id={`${id}-arrow-${type}`}
                viewBox="0 0 10 10"
                refX={9}
                refY={5}
                markerWidth={7}
                markerHeight={7}
                orient="auto-start-reverse"
              >
                <path className={styles.arrowHead[type]} d="M0,0 L10,5 L0,10 z" />
              </marker>
            ))}
          </defs>
          {/* The arrows are said in words below; nothing in this group can take focus. */}
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> of paths and text is not focusable. */}
          <g aria-hidden="true">
            {layout.premiseJoins.map((join) => (
              <path key={join.premiseId} className={styles.join} d={pathOf(join.points)} />
            ))}
            {layout.links.map((link) => (
              <Edge
                key={`${link.sourceId}-${link.targetPremiseId ?? link.targetId}`}
                link={link}
                arrowId={`${id}-arrow`}
              />
            ))}
          </g>
          {layout.nodes.map((node) => (
            <Node key={node.id} node={node} />
          ))}
          {layout.premises.map((premise) => (
            <PremiseCard
              key={premise.id}
              premise={premise}
              argumentTitle={titles.get(premise.argumentId)?.title ?? ''}
            />
          ))}
        </svg>
      </div>
      <div>
        <p id={argumentsId} className={styles.listTitle}>
          Arguments
        </p>
        <ul className={styles.list} aria-labelledby={argumentsId}>
          {layout.nodes.map((node) => (
            <li key={node.id}>
              <a className={styles.textLink} href={node.href}>
                {node.title}
              </a>{' '}
              <span className={styles.listMeta}>
                {node.isCurrent ? '(this argument) ' : ''}
                {typeLabel(node.argumentType)}, {pCLabel(node.pC)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p id={relationshipsId} className={styles.listTitle}>
          Relationships
        </p>
        {layout.links.length === 0 ? (
          <p className={styles.listMeta}>No relationships among these arguments.</p>
        ) : (
          <ul className={styles.list} aria-labelledby={relationshipsId}>
            {layout.links.map((link) => {
              const premise = link.targetPremiseId
                ? premiseById.get(link.targetPremiseId)
                : undefined;
              return (
                <li key={`${link.sourceId}-${link.targetPremiseId ?? link.targetId}`}>
                  “{titles.get(link.sourceId)?.title}” {linkVerb(link.linkType)}{' '}
                  {premise ? `${premise.label} of ` : ''}“{titles.get(link.targetId)?.title}”
                  {premise ? `: “${premise.text}”` : ''}
                  {premise?.credence === undefined
                    ? ''
                    : ` (${networkCredenceLabel(premise.credence)})`}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </figure>
  );
}
