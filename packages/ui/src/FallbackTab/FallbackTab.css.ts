import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const tab = style({ display: 'grid', gap: vars.space.large });

export const sliders = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
});

export const text = style({ margin: 0 });

export const formula = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.monoFamily,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const disclosure = style({ display: 'grid', gap: vars.space.xsmall });

export const disclosureHeading = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

export const disclosureTrigger = style([
  focusRing,
  {
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: 'none',
    background: 'transparent',
    color: vars.color.primary,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeStandard,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondary },
      '&::before': { content: '"▸ "' },
      '[data-expanded] > * > &::before': { content: '"▾ "' },
    },
  },
]);

export const disclosurePanel = style({
  display: 'grid',
  gap: vars.space.small,
  paddingInline: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

const statusBase = style({ fontWeight: vars.font.weightStrong, fontSize: vars.font.sizeSmall });

export const dbStatus = styleVariants({
  success: [statusBase, { color: vars.color.success }],
  error: [statusBase, { color: vars.color.critical }],
});

/** Amber: the theme's moderate band colour is its amber. */
export const banner = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.band.moderate}`,
  borderInlineStartWidth: '4px',
  backgroundColor: vars.color.surface,
});

export const bannerTitle = style({ margin: 0, fontWeight: vars.font.weightStrong });

export const violationList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});
