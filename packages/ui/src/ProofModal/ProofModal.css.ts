import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

export const table = style([
  sprinkles({ width: 'full', fontSize: 'standard' }),
  { borderCollapse: 'collapse' },
]);

const cellSpace = { paddingBlock: vars.space.xsmall, paddingInline: vars.space.small };

export const columnHeader = style([
  sprinkles({
    color: 'secondary',
    fontSize: 'small',
    fontWeight: 'strong',
    borderBottom: 'standard',
  }),
  cellSpace,
  { textAlign: 'start' },
]);

/** A line; an assumption on the raised surface. */
export const row = style([
  sprinkles({ borderBottom: 'standard' }),
  { selectors: { '&[data-type="assumption"]': { backgroundColor: vars.color.surfaceRaised } } },
]);

export const lineNumber = style([
  sprinkles({
    textAlign: 'right',
    color: 'secondary',
    fontWeight: 'regular',
    fontVariantNumeric: 'tabular',
  }),
  cellSpace,
  { verticalAlign: 'top', width: '1%' },
]);

export const cell = style([
  cellSpace,
  sprinkles({ overflowWrap: 'anywhere' }),
  { verticalAlign: 'top' },
]);

/** How far a subproof is indented: its nesting level, set inline. */
export const indent = createVar();

export const subproof = style([
  sprinkles({ paddingLeft: 'small', overflowWrap: 'anywhere' }),
  { marginInlineStart: indent, borderInlineStart: `2px solid ${vars.color.border}` },
]);
