import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

const bannerBase = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  borderInlineStart: '4px solid',
  backgroundColor: vars.color.surface,
});

/** The status banner, by kind. */
export const banner = styleVariants({
  info: [bannerBase, { borderColor: vars.color.info }],
  success: [bannerBase, { borderColor: vars.color.success }],
  error: [bannerBase, { borderColor: vars.color.critical, color: vars.color.critical }],
});

export const alert = style([
  bannerBase,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    borderColor: vars.color.critical,
    color: vars.color.critical,
  },
]);

// The help disclosure.
export const help = style({ display: 'grid', gap: vars.space.xsmall });

export const helpHeading = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const linkButton = style([
  focusRing,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.primary,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);

export const helpPanel = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.sizeSmall,
});

export const helpParagraph = style({ margin: 0 });

// The add form.
export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const sentence = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

export const wording = style({ fontWeight: vars.font.weightStrong });

export const selectButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '20rem',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  maxWidth: 'min(32rem, 90vw)',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
});

export const listBox = style({ padding: vars.space.xsmall, outline: 'none' });

export const option = style([
  focusRing,
  {
    padding: vars.space.small,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    fontSize: vars.font.sizeSmall,
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.secondary },
      '&[data-selected]': { fontWeight: vars.font.weightStrong },
    },
  },
]);

export const toggleGroup = style({
  display: 'inline-flex',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const toggle = style([
  focusRing,
  {
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    border: 'none',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    },
  },
]);

/** 'Use a logical expression': a toggle for the optional expression builder. */
export const expressionToggle = style([
  focusRing,
  {
    justifySelf: 'start',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

// The cards.
export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const cardBase = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '6px',
  transition: 'transform 300ms',
});

const tint = (colour: string, percent: number) => ({
  borderInlineStartColor: `color-mix(in srgb, ${colour} ${percent}%, ${vars.color.border})`,
  backgroundColor: `color-mix(in srgb, ${colour} ${Math.round(percent / 6)}%, ${vars.color.surface})`,
});

/**
 * The card colours by `dependencyColorBand` (0 for ≥ 0.9 … 9 for < 0.1): strengthening in the
 * theme's strong bands, the neutral middle plain, weakening in its weak bands.
 */
export const cardBand = [
  style([cardBase, tint(vars.color.band['very-strong'], 100)]),
  style([cardBase, tint(vars.color.band['very-strong'], 70)]),
  style([cardBase, tint(vars.color.band.strong, 100)]),
  style([cardBase, tint(vars.color.band.strong, 60)]),
  style([cardBase, tint(vars.color.band.moderate, 40)]),
  style([cardBase, tint(vars.color.band.weak, 50)]),
  style([cardBase, tint(vars.color.band.weak, 100)]),
  style([cardBase, tint(vars.color.band['very-weak'], 60)]),
  style([cardBase, tint(vars.color.band['very-weak'], 80)]),
  style([cardBase, tint(vars.color.band['very-weak'], 100)]),
] as const;

export const overridden = style({ opacity: 0.6 });

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cardToggle = style([
  focusRing,
  {
    display: 'flex',
    flex: 1,
    alignItems: 'center',
    gap: vars.space.small,
    minWidth: 0,
    minHeight: vars.size.touchTarget,
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const cardTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const percent = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightStrong,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const icon = style({ width: '1em', height: '1em' });

export const cardBody = style({ display: 'grid', gap: vars.space.small });

export const cardSentence = style({ margin: 0, fontSize: vars.font.sizeSmall });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const iconButton = style([
  focusRing,
  {
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    borderRadius: vars.radius.small,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' } },
  },
]);

export const dragHandle = style({
  cursor: 'grab',
  color: vars.color.textMuted,
  userSelect: 'none',
  paddingInline: vars.space.xxsmall,
});

export const dropTarget = style({ outline: `2px dashed ${vars.color.focus}` });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.small,
});

// The 'Configure Premise Dependencies' card.
export const configCard = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const configHeading = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const configTrigger = style([
  focusRing,
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    gap: vars.space.small,
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeStandard,
    fontWeight: vars.font.weightStrong,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const configCount = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightRegular,
});

export const configPanel = style({ display: 'grid', gap: vars.space.medium });
