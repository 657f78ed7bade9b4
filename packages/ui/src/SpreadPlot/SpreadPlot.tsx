import { formatPercent } from '@credence/engine';
import type { ReactNode } from 'react';
import { Box, classNames } from '../Box/Box';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import * as styles from './SpreadPlot.css';

/** The five-number summary a {@link SpreadPlot} draws (the API's `Spread`). */
export interface SpreadSummary {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** Props of {@link SpreadPlot}. */
export interface SpreadPlotProps {
  /** What the values are of, e.g. `'Premise 2'` or `'P(C)'`: the start of the plot's name. */
  label: string;
  /** Every member's value, 0..1 (anonymous; any order). */
  values: readonly number[];
  /** Their five-number summary, as the server computed it: the box and the whiskers. */
  spread: SpreadSummary;
  /** The viewer's own value, marked with a hollow diamond; leave out when they gave none. */
  yours?: number | null;
  /** The pooled value, marked with a triangle and a dashed line. */
  pooled?: number | null;
  /** Show the key under the plot (default true). */
  showLegend?: boolean;
  /** Extra class names for the root. */
  className?: string;
}

/** The plot's own words. */
export const SPREAD_PLOT_TEXT = {
  noValues: 'No values',
  oneValue: (value: number) => `1 value: ${formatPercent(value)}`,
  values: (count: number, spread: SpreadSummary) =>
    `${count} values from ${formatPercent(spread.min)} to ${formatPercent(spread.max)}, median ${formatPercent(spread.median)}, middle half ${formatPercent(spread.q1)}–${formatPercent(spread.q3)}`,
  yours: (value: number) => `yours ${formatPercent(value)}`,
  pooled: (value: number) => `pooled ${formatPercent(value)}`,
  legendMembers: (count: number) => (count === 1 ? '1 member’s value' : `${count} members’ values`),
  legendYours: (value: number) => `Yours: ${formatPercent(value)}`,
  legendPooled: (value: number) => `Pooled: ${formatPercent(value)}`,
  legendBox: (spread: SpreadSummary) =>
    `Box: middle half ${formatPercent(spread.q1)}–${formatPercent(spread.q3)}, line at the median ${formatPercent(spread.median)}`,
} as const;

/** The values of a {@link SpreadPlot} in words (`spreadPlotSentence`). */
export interface SpreadPlotSentenceInput {
  values: readonly number[];
  spread: SpreadSummary;
  yours?: number | null;
  pooled?: number | null;
}

/**
 * The plot in words, e.g. '5 values from 20% to 80%, median 55%, middle half 40%–70%; yours
 * 60%; pooled 54%'.
 */
export function spreadPlotSentence({
  values,
  spread,
  yours,
  pooled,
}: SpreadPlotSentenceInput): string {
  const T = SPREAD_PLOT_TEXT;
  const parts = [
    values.length === 0
      ? T.noValues
      : values.length === 1
        ? T.oneValue(values[0] as number)
        : T.values(values.length, spread),
  ];
  if (isValue(yours)) parts.push(T.yours(yours));
  if (isValue(pooled)) parts.push(T.pooled(pooled));
  return parts.join('; ');
}

function isValue(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** A share of the plot's width as an SVG length, e.g. `'55%'`. */
function percentOfWidth(share: number): string {
  return `${Number((clamp01(share) * 100).toFixed(3))}%`;
}

/** An x position: the value's place on the 0–100 % axis. */
const x = percentOfWidth;

// The plot's rows, in px: the pooled triangle, the box, the dots (a column per value), the axis.
const POOLED_TIP = 9;
const BOX_TOP = 14;
const BOX_HEIGHT = 18;
const BOX_MIDDLE = BOX_TOP + BOX_HEIGHT / 2;
const FIRST_DOT = 46;
const DOT_STEP = 12;
const DOT_RADIUS = 5;
const YOURS_SIZE = 7;
const TICKS = [0, 0.25, 0.5, 0.75, 1] as const;

const DIAMOND = (size: number) => `M0,${-size} L${size},0 L0,${size} L${-size},0 Z`;
const TRIANGLE_DOWN = `M-6,${-POOLED_TIP} L6,${-POOLED_TIP} L0,0 Z`;

interface Mark {
  value: number;
  isYours: boolean;
  /** Its row among the dots, 0 nearest the box: marks closer than a dot's width stack. */
  slot: number;
}

/** Marks closer than this (a share of the width, about a dot on a narrow panel) stack. */
const MIN_GAP = 0.03;

/**
 * The dots, the viewer's own value among them: one of the values equal to `yours` (to the whole
 * percentage shown) becomes the diamond, so the count stays right. From left to right each mark
 * takes the first row where it keeps clear of the mark before it; equal values stack, the
 * diamond first.
 */
function marksOf(values: readonly number[], yours: number | null | undefined): Mark[] {
  const key = (value: number) => Math.round(clamp01(value) * 100);
  const marks = values.map((value) => ({ value: clamp01(value), isYours: false, slot: 0 }));
  if (isValue(yours)) {
    const own = { value: clamp01(yours), isYours: true, slot: 0 };
    const same = marks.findIndex((mark) => key(mark.value) === key(own.value));
    if (same === -1) marks.push(own);
    else marks[same] = own;
  }
  marks.sort((a, b) => a.value - b.value || Number(b.isYours) - Number(a.isYours));
  const lastInRow: number[] = [];
  for (const mark of marks) {
    let row = lastInRow.findIndex((last) => mark.value - last >= MIN_GAP);
    if (row === -1) row = lastInRow.length;
    lastInRow[row] = mark.value;
    mark.slot = row;
  }
  return marks;
}

/** A shape drawn around the point (`value`, `y`): a nested SVG placed by percentage. */
function At({ value, y, children }: { value: number; y: number; children: ReactNode }) {
  return (
    <svg x={x(value)} y={y} overflow="visible" aria-hidden="true">
      {children}
    </svg>
  );
}

/** A legend glyph: one of the plot's shapes at the text's size. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.glyph} viewBox="-8 -8 16 16" aria-hidden="true">
      {children}
    </svg>
  );
}

function LegendItem({ glyph, children }: { glyph?: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="span"
      display="inlineFlex"
      alignItems="center"
      gap="xxsmall"
      fontSize="xsmall"
      color="secondary"
    >
      {glyph}
      {children}
    </Box>
  );
}

/**
 * One quantity's spread over a group on a 0–100 % axis: a dot per member's value (equal values
 * stacked), the box from the lower to the upper quartile with a line at the median, whiskers
 * from the least to the greatest value, the viewer's own value as a hollow diamond and the
 * pooled value as a triangle over a dashed line. Own and pooled are told apart by shape and by
 * the key, never by colour alone. The SVG is one image named in words ('Premise 2: 5 values from
 * 20% to 80%, median 55%, middle half 40%–70%; yours 60%; pooled 54%'); the key repeats it for
 * sighted readers and is hidden from assistive technology.
 */
export function SpreadPlot({
  label,
  values,
  spread,
  yours,
  pooled,
  showLegend = true,
  className,
}: SpreadPlotProps) {
  const marks = marksOf(values, yours);
  const tallest = marks.reduce((most, mark) => Math.max(most, mark.slot), 0);
  const axisY = FIRST_DOT + tallest * DOT_STEP + DOT_RADIUS + 6;
  const height = axisY + 18;
  const name = `${label}: ${spreadPlotSentence({ values, spread, yours, pooled })}`;
  const hasValues = values.length > 0;
  return (
    <Stack space="xsmall" component="figure" className={classNames(className)}>
      <Box paddingX="small">
        <svg className={styles.svg} height={height} role="img" aria-label={name}>
          <line className={styles.axis} x1="0%" x2="100%" y1={axisY} y2={axisY} />
          {TICKS.map((tick) => (
            <g key={tick}>
              <line className={styles.tick} x1={x(tick)} x2={x(tick)} y1={axisY} y2={axisY + 4} />
              <text
                className={styles.tickLabel}
                x={x(tick)}
                y={axisY + 16}
                textAnchor={tick === 0 ? 'start' : tick === 1 ? 'end' : 'middle'}
              >
                {formatPercent(tick)}
              </text>
            </g>
          ))}
          {hasValues ? (
            <g data-part="box">
              <line
                className={styles.whisker}
                x1={x(spread.min)}
                x2={x(spread.max)}
                y1={BOX_MIDDLE}
                y2={BOX_MIDDLE}
              />
              {[spread.min, spread.max].map((end, index) => (
                <line
                  // biome-ignore lint/suspicious/noArrayIndexKey: the two whisker ends
                  key={index}
                  className={styles.whisker}
                  x1={x(end)}
                  x2={x(end)}
                  y1={BOX_TOP + 4}
                  y2={BOX_TOP + BOX_HEIGHT - 4}
                />
              ))}
              <rect
                className={styles.box}
                x={x(spread.q1)}
                width={percentOfWidth(clamp01(spread.q3) - clamp01(spread.q1))}
                y={BOX_TOP}
                height={BOX_HEIGHT}
              />
              <line
                className={styles.median}
                data-part="median"
                x1={x(spread.median)}
                x2={x(spread.median)}
                y1={BOX_TOP - 2}
                y2={BOX_TOP + BOX_HEIGHT + 2}
              />
            </g>
          ) : null}
          {isValue(pooled) ? (
            <g data-part="pooled" data-value={pooled}>
              <line className={styles.pooledLine} x1={x(pooled)} x2={x(pooled)} y1={0} y2={axisY} />
              <At value={pooled} y={POOLED_TIP}>
                <path className={styles.pooledMark} d={TRIANGLE_DOWN} />
              </At>
            </g>
          ) : null}
          {marks.map((mark, index) => (
            <At
              // biome-ignore lint/suspicious/noArrayIndexKey: values are anonymous and may repeat
              key={index}
              value={mark.value}
              y={FIRST_DOT + mark.slot * DOT_STEP}
            >
              {mark.isYours ? (
                <path
                  className={styles.yours}
                  d={DIAMOND(YOURS_SIZE)}
                  data-part="yours"
                  data-value={mark.value}
                />
              ) : (
                <circle
                  className={styles.dot}
                  r={DOT_RADIUS}
                  data-part="value"
                  data-value={mark.value}
                />
              )}
            </At>
          ))}
        </svg>
      </Box>
      {showLegend ? (
        <Inline component="div" space="small" alignY="center" aria-hidden="true">
          <LegendItem
            glyph={
              <Glyph>
                <circle className={styles.dot} r={DOT_RADIUS} />
              </Glyph>
            }
          >
            {SPREAD_PLOT_TEXT.legendMembers(values.length)}
          </LegendItem>
          {isValue(yours) ? (
            <LegendItem
              glyph={
                <Glyph>
                  <path className={styles.yours} d={DIAMOND(6)} />
                </Glyph>
              }
            >
              {SPREAD_PLOT_TEXT.legendYours(yours)}
            </LegendItem>
          ) : null}
          {isValue(pooled) ? (
            <LegendItem
              glyph={
                <Glyph>
                  <path className={styles.pooledMark} d="M-6,-5 L6,-5 L0,6 Z" />
                </Glyph>
              }
            >
              {SPREAD_PLOT_TEXT.legendPooled(pooled)}
            </LegendItem>
          ) : null}
          {values.length > 1 ? <LegendItem>{SPREAD_PLOT_TEXT.legendBox(spread)}</LegendItem> : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
