import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const caption = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const canvas = style({
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  padding: vars.space.small,
});

/** The map scales down to the width it has (its text with it), never up. */
export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  margin: '0 auto',
  overflow: 'visible',
});

export const nodeLink = style({
  outline: 'none',
  cursor: 'pointer',
});

export const box = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1.5,
  selectors: {
    [`${nodeLink}:hover &`]: { stroke: vars.color.primary },
    // Keyboard focus: a thick ring in the theme's focus colour (the link itself has no outline).
    [`${nodeLink}:focus-visible &`]: { stroke: vars.color.focus, strokeWidth: 4 },
  },
});

/** The argument the map was opened from. */
export const currentBox = style({ stroke: vars.color.primary, strokeWidth: 2.5 });

export const title = style({
  fill: vars.color.text,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  selectors: { [`${nodeLink}:hover &`]: { textDecoration: 'underline' } },
});

/** A premise card: a flatter, dashed box, so it reads as part of its argument, not another one. */
export const premiseBox = style({
  fill: vars.color.surface,
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
  strokeDasharray: '4 3',
});

/** A premise card's tint by its network credence (its opacity is the credence, scaled). */
export const credenceTint = style({ fill: vars.color.primary, pointerEvents: 'none' });

export const premiseText = style({ fill: vars.color.text, fontSize: vars.font.sizeSmall });

/** A premise card's join to its argument: a thin plain line (no arrow: it is a part, not an answer). */
export const join = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.5 });

export const meta = style({ fill: vars.color.textMuted, fontSize: vars.font.sizeSmall });

const linkColour = { refute: vars.color.critical, support: vars.color.success } as const;

/** An edge's line: objections dashed, support solid (not told by colour alone). */
export const edge = styleVariants(linkColour, (colour, type) => ({
  fill: 'none',
  stroke: colour,
  strokeWidth: 2,
  strokeDasharray: type === 'refute' ? '7 4' : undefined,
}));

export const arrowHead = styleVariants(linkColour, (colour) => ({ fill: colour }));

/** An answer's line on a premise card: a link in the answer's colour, underlined. */
export const answerLink = styleVariants(linkColour, (colour) => ({
  fill: colour,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'underline',
}));

/** Behind an answer's line: nothing, and a ring in the focus colour while the link has focus. */
export const answerFocus = style({
  fill: 'transparent',
  stroke: 'none',
  selectors: {
    [`${nodeLink}:focus-visible &`]: { stroke: vars.color.focus, strokeWidth: 2.5 },
  },
});

export const edgeLabelBox = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
});

export const edgeLabel = styleVariants(linkColour, (colour) => ({
  fill: colour,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
}));

export const listTitle = style({
  margin: 0,
  fontWeight: vars.font.weightStrong,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const listMeta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const textLink = style({
  color: vars.color.link,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
