import { keyframes, style } from '@vanilla-extract/css';
import { card } from '../Card/Card.css';
import { choice } from '../ChoiceGroup/ChoiceGroup.css';
import { vars } from '../theme/contract.css';
import { rowAtoms, stackAtoms } from '../theme/layout';
import { base as reset } from '../theme/reset.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The constraint system's correction: a short glow in the success colour. */
const corrected = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.success}` },
  '40%': { boxShadow: `0 0 0 3px ${vars.color.success}` },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

/** The premise's card: a rounded surface, its parts stacked; it glows when corrected. */
export const root = style([
  card({ rounded: true }),
  stackAtoms('small'),
  {
    selectors: { '&[data-corrected]': { animation: `${corrected} 200ms ease-out both` } },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: {
          '&[data-corrected]': { animation: 'none', outline: `2px solid ${vars.color.success}` },
        },
      },
    },
  },
]);

export const header = rowAtoms('small', { alignY: 'flexStart', spread: true, wrap: false });

export const label = style([
  reset,
  sprinkles({ color: 'secondary', fontSize: 'small', fontWeight: 'strong' }),
]);

export const text = reset;

export const actions = rowAtoms('small');

/** The "Range" toggle: a choice pill, filled while the premise's credence is a range. */
export const rangeToggle = choice({ size: 'small', selectedTone: 'brand' });
