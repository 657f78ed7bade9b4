import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { base as reset } from '../theme/reset.css';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';
import { ROW_HEIGHT_PX, TABLE_MAX_HEIGHT_PX } from './truthTableRows';

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

/** A row's slider: the track, then the value in a fixed column. */
export const rowSlider = style([
  sprinkles({ alignItems: 'center', gap: 'small' }),
  { display: 'grid', gridTemplateColumns: '1fr 3.5rem' },
]);

export const rowOutput = sprinkles({ textAlign: 'right', fontWeight: 'strong' });

export const popoverTitle = style([reset, sprinkles({ fontWeight: 'strong' })]);
