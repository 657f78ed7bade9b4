import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The label row: the track and the label, the whole row pressable. */
export const root = style([
  sprinkles({ display: 'inlineFlex', alignItems: 'center', gap: 'small', cursor: 'pointer' }),
  {
    outline: 'none',
    selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
  },
]);

/** The track: brand-framed, brand-filled when on, ringed on keyboard focus. */
export const track = style([
  sprinkles({
    display: 'inlineFlex',
    alignItems: 'center',
    flexShrink: 0,
    background: 'surfaceRaised',
  }),
  {
    inlineSize: '2.25rem',
    blockSize: '1.25rem',
    boxSizing: 'border-box',
    borderRadius: '999px',
    border: `2px solid ${vars.color.primary}`,
    padding: '2px',
    selectors: {
      [`${root}[data-selected] &`]: { backgroundColor: vars.color.primary },
      [`${root}[data-focus-visible] &`]: {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  },
]);

/** The knob: left when off, right when on (no motion for those who ask for less). */
export const knob = style({
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  borderRadius: '50%',
  backgroundColor: vars.color.primary,
  transition: 'transform 120ms ease-out',
  selectors: {
    [`${root}[data-selected] &`]: {
      transform: 'translateX(1rem)',
      backgroundColor: vars.color.primaryText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
