import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The title and the close button look as in every dialog. */
export { close, title } from '../Dialog/Dialog.css';

/** Full screen: the overlay covers the viewport and the modal fills it. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  backgroundColor: vars.color.overlay,
});

export const modal = style({
  flex: 1,
  display: 'flex',
  minWidth: 0,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

export const dialog = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const status = style({
  flex: 1,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.medium,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** Why the tab's results cannot be calculated (e.g. a dependency cycle). */
export const calculationError = style({ margin: 0, color: vars.color.critical });
