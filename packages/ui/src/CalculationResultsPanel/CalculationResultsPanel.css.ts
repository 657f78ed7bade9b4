import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const status = style({ color: vars.color.textMuted, margin: 0 });

export const tabContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** Label/value rows of a card. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightStrong,
});

export const highlight = style({ color: vars.color.primary, fontSize: vars.font.sizeLarge });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const itemName = style({ fontWeight: vars.font.weightStrong });

const badgeBase = style({
  display: 'inline-block',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  border: '1px solid currentColor',
});

/** Badges: the constraint mode, a violation, the noisy-OR combination, a negligible value. */
export const badge = styleVariants({
  marginalization: [badgeBase, { color: vars.color.info }],
  interval: [badgeBase, { color: vars.color.success }],
  violation: [badgeBase, { color: vars.color.critical }],
  noisyOr: [badgeBase, { color: vars.color.primary }],
  negligible: [badgeBase, { color: vars.color.textMuted, fontWeight: vars.font.weightRegular }],
});

/** The amber-coloured notices: a warning or the constraint status. */
export const notice = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.band.moderate}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const formula = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.monoFamily,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const disclosure = style({
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const disclosureHeading = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const disclosureTrigger = style([
  focusRing,
  {
    display: 'flex',
    width: '100%',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    padding: vars.space.small,
    border: 'none',
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    textAlign: 'start',
  },
]);

export const disclosurePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingInline: vars.space.small,
  paddingBlockEnd: vars.space.small,
});

export const linkButton = style([
  focusRing,
  {
    alignSelf: 'flex-start',
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.primary,
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);

/** The spec's scenario list: scrolls at a maximum height of 16rem. */
export const scenarioScroller = style([
  focusRing,
  {
    maxHeight: '16rem',
    overflowY: 'auto',
    borderRadius: vars.radius.small,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const scenario = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
});

export const scenarioKey = style({ fontFamily: vars.font.monoFamily });

export const scenarioNumbers = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
