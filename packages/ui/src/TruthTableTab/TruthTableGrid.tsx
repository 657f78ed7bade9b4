import {
  formatPercent,
  missingClaimText,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
} from '@credence/engine';
import type { DialogClaim, DialogRowValues } from '@credence/state-machines';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { memo, type ReactNode, type RefObject, useCallback, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Input,
  NumberField,
  type PressEvent,
  Slider,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { Popover } from '../Popover/Popover';
import { popoverContent } from '../Popover/Popover.css';
import { fill, fillWidth, thumb, track } from '../ProbabilitySlider/ProbabilitySlider.css';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './TruthTableTab.css';
import { TRUTH_TABLE_TAB_TEXT as T } from './TruthTableTab.text';
import {
  keyOfRow,
  premiseColumnName,
  ROW_HEIGHT_PX,
  rowAtDisplayIndex,
  rowDescription,
  rowTruths,
  TABLE_MAX_HEIGHT_PX,
  visibleRowWindow,
} from './truthTableRows';

/** Props of {@link TruthTableGrid}. */
export interface TruthTableGridProps {
  /** The premises, in row-key order. */
  premises: readonly DialogClaim[];
  conclusion: DialogClaim;
  /** Row key → P(C | row): the values to show (the machine's `shownRowValues`). */
  rowValues: DialogRowValues;
  /** Called on every slider change of a row (keyboard step or drag). */
  onRowChange: (key: string, value: number) => void;
}

/** What the shared popover explains. */
type Explained =
  | { kind: 'premise'; index: number }
  | { kind: 'conclusion' }
  | { kind: 'cell'; row: number; index: number };

/** A claim's text, never as HTML; a missing text says so (engine's `[Missing claim: id]`). */
function textOf(claim: DialogClaim | undefined): string {
  if (!claim) return '';
  return claim.content?.trim() ? claim.content : missingClaimText(claim.id);
}

/**
 * The truth table: a premise column each (T/F), then the conclusion column with a 0–100 %
 * slider per row. Rows are all-true first. The table scrolls at {@link TABLE_MAX_HEIGHT_PX} and
 * renders only the rows in view (plus a few), as 2ⁿ rows grow fast; `aria-rowcount` and
 * `aria-rowindex` tell assistive technology the full size. One popover serves every header and
 * cell, so a large table does not mount one per cell.
 */
export function TruthTableGrid({
  premises,
  conclusion,
  rowValues,
  onRowChange,
}: TruthTableGridProps) {
  const premiseCount = premises.length;
  const total = 2 ** premiseCount;
  const [scrollTop, setScrollTop] = useState(0);
  const [explained, setExplained] = useState<Explained | null>(null);
  const anchor = useRef<HTMLElement | null>(null);
  const { start, end } = visibleRowWindow(scrollTop, TABLE_MAX_HEIGHT_PX, total);

  const explain = useCallback((what: Explained, event: PressEvent) => {
    anchor.current = event.target as HTMLElement;
    setExplained(what);
  }, []);
  const onCellPress = useCallback(
    (row: number, index: number, event: PressEvent) => explain({ kind: 'cell', row, index }, event),
    [explain],
  );

  const rows = [];
  for (let displayIndex = start; displayIndex < end; displayIndex++) {
    const row = rowAtDisplayIndex(displayIndex, premiseCount);
    const key = keyOfRow(row, premiseCount);
    rows.push(
      <TruthTableRow
        key={key}
        row={row}
        rowKey={key}
        premiseCount={premiseCount}
        ariaRowIndex={displayIndex + 2}
        value={rowValues[key] ?? 0.5}
        expandedCell={explained?.kind === 'cell' && explained.row === row ? explained.index : null}
        onRowChange={onRowChange}
        onCellPress={onCellPress}
      />,
    );
  }
  const columns = premiseCount + 1;

  return (
    <div
      className={styles.scroller}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <table className={styles.table} aria-label={T.tableLabel} aria-rowcount={total + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {premises.map((premise, index) => (
              <th key={premise.id} scope="col" className={styles.headerCell}>
                <AriaButton
                  className={styles.headerButton}
                  aria-haspopup="dialog"
                  aria-expanded={explained?.kind === 'premise' && explained.index === index}
                  onPress={(event) => explain({ kind: 'premise', index }, event)}
                >
                  {premiseColumnName(index)}
                </AriaButton>
              </th>
            ))}
            <th scope="col" className={`${styles.headerCell} ${styles.conclusionHeader}`}>
              <AriaButton
                className={styles.headerButton}
                aria-haspopup="dialog"
                aria-expanded={explained?.kind === 'conclusion'}
                onPress={(event) => explain({ kind: 'conclusion' }, event)}
              >
                {T.conclusionColumn}
              </AriaButton>
            </th>
          </tr>
        </thead>
        <tbody>
          {start > 0 ? <SpacerRow height={start * ROW_HEIGHT_PX} columns={columns} /> : null}
          {rows}
          {end < total ? (
            <SpacerRow height={(total - end) * ROW_HEIGHT_PX} columns={columns} />
          ) : null}
        </tbody>
      </table>
      <ExplainPopover
        explained={explained}
        anchor={anchor}
        premises={premises}
        conclusion={conclusion}
        rowValues={rowValues}
        onClose={() => setExplained(null)}
      />
    </div>
  );
}

/** Keeps the scroll height of the rows that are not rendered; not a row for assistive technology. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no focusable content
    <tr aria-hidden="true" className={styles.spacer} style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

interface TruthTableRowProps {
  row: number;
  rowKey: string;
  premiseCount: number;
  ariaRowIndex: number;
  value: number;
  /** The premise index whose popover is open in this row, else null. */
  expandedCell: number | null;
  onRowChange: (key: string, value: number) => void;
  onCellPress: (row: number, index: number, event: PressEvent) => void;
}

/** One row: T/F cells and the P(C | row) slider. Memoised: a slider step re-renders its row only. */
const TruthTableRow = memo(function TruthTableRow({
  row,
  rowKey,
  premiseCount,
  ariaRowIndex,
  value,
  expandedCell,
  onRowChange,
  onCellPress,
}: TruthTableRowProps) {
  const description = rowDescription(row, premiseCount);
  return (
    <tr aria-rowindex={ariaRowIndex} className={styles.row} style={{ height: ROW_HEIGHT_PX }}>
      {rowTruths(row, premiseCount).map((truth, index) => (
        <td key={premiseColumnName(index)} className={styles.truthCell}>
          <AriaButton
            className={truth ? styles.truthButton.true : styles.truthButton.false}
            aria-label={T.cellLabel(premiseColumnName(index), truth)}
            aria-haspopup="dialog"
            aria-expanded={expandedCell === index}
            onPress={(event) => onCellPress(row, index, event)}
          >
            {truth ? 'T' : 'F'}
          </AriaButton>
        </td>
      ))}
      <td className={styles.sliderCell}>
        <div className={styles.rowControls}>
          <Slider<number>
            aria-label={T.sliderLabel(description)}
            minValue={SLIDER_MIN}
            maxValue={SLIDER_MAX}
            step={SLIDER_STEP}
            value={value}
            onChange={(next) => onRowChange(rowKey, next)}
            formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
          >
            <SliderTrack className={track({ size: 'compact' })}>
              <div className={fill} style={assignInlineVars({ [fillWidth]: `${value * 100}%` })} />
              <SliderThumb className={thumb({ size: 'compact' })} />
            </SliderTrack>
          </Slider>
          {/* The same value, typed: committed on Enter or leaving the field (72 means 72 %). */}
          <NumberField
            aria-label={T.fieldLabel(description)}
            minValue={SLIDER_MIN}
            maxValue={SLIDER_MAX}
            step={SLIDER_STEP}
            value={value}
            onChange={(next) => {
              if (Number.isFinite(next)) onRowChange(rowKey, next);
            }}
            formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
          >
            <Input className={styles.rowField} />
          </NumberField>
        </div>
      </td>
    </tr>
  );
});

interface ExplainPopoverProps {
  explained: Explained | null;
  anchor: RefObject<HTMLElement | null>;
  premises: readonly DialogClaim[];
  conclusion: DialogClaim;
  rowValues: DialogRowValues;
  onClose: () => void;
}

/** The popover of a header (the premise or conclusion text) or a cell (premise and conclusion). */
function ExplainPopover({
  explained,
  anchor,
  premises,
  conclusion,
  rowValues,
  onClose,
}: ExplainPopoverProps) {
  if (explained === null) return null;
  const premiseCount = premises.length;
  let title: string;
  let body: ReactNode;
  if (explained.kind === 'premise') {
    title = T.premiseHeading(explained.index);
    body = <PopoverText>{textOf(premises[explained.index])}</PopoverText>;
  } else if (explained.kind === 'conclusion') {
    title = T.conclusionHeading;
    body = <PopoverText>{textOf(conclusion)}</PopoverText>;
  } else {
    const truth = rowTruths(explained.row, premiseCount)[explained.index] ?? false;
    const key = keyOfRow(explained.row, premiseCount);
    title = T.rowDialog(rowDescription(explained.row, premiseCount));
    body = (
      <Stack component="dl" space="xxsmall">
        <Term>
          {T.premiseHeading(explained.index)} ({truth ? T.trueInRow : T.falseInRow})
        </Term>
        <PopoverText component="dd">{textOf(premises[explained.index])}</PopoverText>
        <Term>{T.conclusionHeading}</Term>
        <PopoverText component="dd">{textOf(conclusion)}</PopoverText>
        <Term>{T.rowProbability}</Term>
        <PopoverText component="dd">{formatPercent(rowValues[key] ?? 0.5)}</PopoverText>
      </Stack>
    );
  }
  return (
    <Popover
      width="narrow"
      triggerRef={anchor}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom start"
    >
      <AriaDialog className={popoverContent({ space: 'xsmall' })}>
        <Heading slot="title" className={styles.popoverTitle}>
          {title}
        </Heading>
        {body}
      </AriaDialog>
    </Popover>
  );
}

/** A popover's text: claims may be long words (URLs, formulas). */
function PopoverText({ component = 'p', children }: { component?: 'p' | 'dd'; children: string }) {
  return (
    <Text component={component} breakWords>
      {children}
    </Text>
  );
}

/** A term of the row popover's list. */
function Term({ children }: { children: ReactNode }) {
  return (
    <Text component="dt" size="small" weight="strong" tone="secondary">
      {children}
    </Text>
  );
}
