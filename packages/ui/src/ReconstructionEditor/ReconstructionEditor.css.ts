import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const stack = style({ display: 'grid', gap: vars.space.small });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

export const premiseList = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: 0,
  outline: 'none',
});

/** One premise (or the conclusion): handle, label, text, tools. */
export const item = style([
  focusRing,
  {
    // Flex with wrapping, not a grid: in a narrow dialog the tools move below the text
    // instead of squeezing it to a word per line.
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    selectors: {
      '&[data-dragging]': { opacity: 0.5 },
      '&[data-locked="true"]': { backgroundColor: vars.color.surfaceRaised },
    },
  },
]);

export const dropIndicator = style({
  height: 2,
  outline: `1px solid ${vars.color.focus}`,
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` } },
});

export const handle = style([
  focusRing,
  {
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'grab',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 } },
  },
]);

export const itemLabel = style({
  minWidth: '2rem',
  paddingBlock: vars.space.small,
  fontWeight: vars.font.weightStrong,
});

export const body = style({
  display: 'grid',
  flex: '1 1 12rem',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** The text shown as a button: click to edit. */
export const text = style([
  focusRing,
  {
    minHeight: vars.size.touchTarget,
    padding: vars.space.small,
    border: '1px dashed transparent',
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    cursor: 'text',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border },
      '&[data-disabled]': { cursor: 'default' },
    },
  },
]);

export const placeholder = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const feedback = style({
  margin: 0,
  color: vars.color.info,
  fontSize: vars.font.sizeSmall,
});

export const textArea = style([
  focusRing,
  {
    minWidth: 0,
    width: '100%',
    boxSizing: 'border-box',
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeStandard,
    lineHeight: vars.font.lineHeight,
    resize: 'vertical',
  },
]);

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
});

export const field = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const choice = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.secondary,
    color: vars.color.secondaryText,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
      '&[data-selected]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const errorBox = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.critical}`,
  backgroundColor: vars.color.surface,
});

export const errorTitle = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

export const error = style({ margin: 0, color: vars.color.critical, whiteSpace: 'pre-line' });

export const lines = style({ margin: 0, whiteSpace: 'pre-line' });

export const instructions = style([field, { flex: '1 1 20rem' }]);
