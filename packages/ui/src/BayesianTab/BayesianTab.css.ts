import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

/** A tinted background from a contract colour (the contract has no tint tokens). */
const tint = (colour: string, percent: number) =>
  `color-mix(in srgb, ${colour} ${percent}%, transparent)`;

/** The spec's colours: blue (influence), orange (dependency), amber (inconsistency). */
const blue = vars.color.info;
const orange = vars.color.band.weak;
const amber = vars.color.band.moderate;

export const root = style({ display: 'grid', gap: vars.space.medium });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const toggles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const toggle = style([
  focusRing,
  {
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    background: 'transparent',
    color: vars.color.primary,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondary },
      '&[aria-expanded="true"]': { backgroundColor: vars.color.secondary },
    },
  },
]);

export const panel = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.sizeSmall,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const paragraph = style({ margin: 0 });

export const network = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const node = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  overflowWrap: 'anywhere',
});

export const nodeName = style({ fontWeight: vars.font.weightStrong });

export const arrow = style({ color: vars.color.primary, fontWeight: vars.font.weightStrong });

export const muted = style({ color: vars.color.textMuted });

export const banner = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${amber}`,
  borderInlineStartWidth: '4px',
  backgroundColor: tint(amber, 12),
  fontSize: vars.font.sizeSmall,
});

export const bannerTitle = style({ margin: 0, fontWeight: vars.font.weightStrong });

export const violations = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'grid', gap: vars.space.medium });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const premise = style({
  display: 'grid',
  minWidth: 0,
  margin: 0,
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** Floated so the legend sits inside the box rather than on its border. */
export const premiseTitle = style({
  float: 'left',
  width: '100%',
  margin: 0,
  padding: 0,
  fontWeight: vars.font.weightStrong,
  fontSize: vars.font.sizeStandard,
  overflowWrap: 'anywhere',
});

export const groups = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const group = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start' });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  color: vars.color.textMuted,
});

/** The slider's sentence (its description paragraph) as a coloured box. */
const sentenceBox = (colour: string) => ({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  borderInlineStart: `4px solid ${colour}`,
  backgroundColor: tint(colour, 12),
  overflowWrap: 'anywhere' as const,
});

export const forwardSlider = style({});
globalStyle(`${forwardSlider} > p`, sentenceBox(blue));

export const reverseSlider = style({});
globalStyle(`${reverseSlider} > p`, sentenceBox(orange));

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const status = style({ margin: 0, fontSize: vars.font.sizeSmall });

export const statusSuccess = style({ color: vars.color.success });

export const statusError = style({
  color: vars.color.critical,
  fontWeight: vars.font.weightStrong,
});

export const strip = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const stripTone = {
  info: style({ backgroundColor: tint(blue, 12), color: vars.color.text }),
  success: style({ backgroundColor: tint(vars.color.success, 15), color: vars.color.text }),
  error: style({ backgroundColor: tint(vars.color.critical, 15), color: vars.color.text }),
} as const;
