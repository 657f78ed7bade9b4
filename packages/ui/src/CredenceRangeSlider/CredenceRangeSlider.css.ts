import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  width: '100%',
});

export const label = style({ fontWeight: vars.font.weightStrong });

export const output = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: vars.size.touchTarget,
  selectors: {
    // Only the control fades when disabled: the label and the range stay readable.
    '&[data-disabled]': { opacity: 0.5 },
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: '0.375rem',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.track,
    },
  },
});

export const fill = style({
  position: 'absolute',
  top: '50%',
  height: '0.375rem',
  transform: 'translateY(-50%)',
  backgroundColor: vars.color.primary,
});

export const thumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.primary}`,
  selectors: {
    '&[data-dragging]': { backgroundColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
