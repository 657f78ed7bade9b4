import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The label row: the box and the label text, the whole row pressable. */
export const checkbox = style([
  sprinkles({ display: 'inlineFlex', alignItems: 'center', gap: 'small', cursor: 'pointer' }),
  {
    outline: 'none',
    selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
  },
]);

/** The square: brand-framed, brand-filled when selected, ringed on keyboard focus. */
export const box = style([
  sprinkles({
    display: 'inlineFlex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: 'small',
    background: 'surfaceRaised',
  }),
  {
    inlineSize: '1.125rem',
    blockSize: '1.125rem',
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.primary}`,
    color: vars.color.primaryText,
    selectors: {
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        backgroundColor: vars.color.primary,
      },
      [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
      [`${checkbox}[data-focus-visible] &`]: {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  },
]);

/** The tick (or the indeterminate dash). */
export const mark = style({
  width: '0.75rem',
  height: '0.75rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
});
