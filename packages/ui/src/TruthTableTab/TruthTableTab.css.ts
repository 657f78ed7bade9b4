import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { base as reset } from '../theme/reset.css';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';
import { ROW_HEIGHT_PX, TABLE_MAX_HEIGHT_PX } from './truthTableSize';

/** The table's scroll box: at most 400 px high (spec §2). */
export const scroller = style([
  sprinkles({
    overflow: 'auto',
    borderRadius: 'medium',
    border: 'standard',
    background: 'surfaceRaised',
  }),
  { boxSizing: 'border-box', maxHeight: TABLE_MAX_HEIGHT_PX },
]);

export const table = style([
  sprinkles({ width: 'full', fontVariantNumeric: 'tabular' }),
  { borderCollapse: 'collapse', tableLayout: 'fixed' },
]);

/** Column headers stay in view while the rows scroll. */
export const headerCell = style([
  sprinkles({
    position: 'sticky',
    background: 'surface',
    borderBottom: 'standard',
    textAlign: 'center',
  }),
  { top: 0, zIndex: 1, width: '3.5rem', height: ROW_HEIGHT_PX, padding: vars.space.xxsmall },
]);

export const conclusionHeader = style({ width: 'auto', minWidth: '12rem' });

/** A header's or a cell's button: a small square that opens its explanation. */
const cellButton = style([
  focusRing,
  sprinkles({
    border: 'standard',
    borderRadius: 'small',
    fontSize: 'small',
    fontWeight: 'strong',
    cursor: 'pointer',
  }),
  { minWidth: '2.25rem', minHeight: '2.25rem', paddingInline: vars.space.xsmall },
]);

export const headerButton = style([
  cellButton,
  sprinkles({ background: 'surfaceRaised', color: 'link' }),
  { selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondary } } },
]);

/** A premise's truth in a row: T in the positive colour, F in the critical one. */
export const truthButton = styleVariants({
  true: [cellButton, sprinkles({ background: 'surface', color: 'positive' })],
  false: [cellButton, sprinkles({ background: 'surface', color: 'critical' })],
});

export const row = sprinkles({ borderBottom: 'standard' });

export const spacer = style({ padding: 0, border: 'none' });

export const truthCell = style([
  sprinkles({ textAlign: 'center' }),
  { padding: vars.space.xxsmall },
]);

export const sliderCell = sprinkles({ paddingX: 'small' });

/** A row's controls: the slider's track, then its number field in a fixed column. */
export const rowControls = style([
  sprinkles({ alignItems: 'center', gap: 'small' }),
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 4.5rem' },
]);

/**
 * A row's number field, in percent: on a phone the track is short, so typing the value is the
 * precise way to set it (and a touch target of its own).
 */
export const rowField = style([
  focusRing,
  sprinkles({
    width: 'full',
    border: 'standard',
    borderRadius: 'small',
    background: 'surface',
    fontWeight: 'strong',
    textAlign: 'right',
    paddingX: 'xsmall',
    fontFamily: 'body',
  }),
  { boxSizing: 'border-box', minHeight: '2.25rem', fontSize: 'inherit', color: vars.color.text },
]);

export const popoverTitle = style([reset, sprinkles({ fontWeight: 'strong' })]);
