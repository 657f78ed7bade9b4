import { style } from '@vanilla-extract/css';
import { card } from '../Card/Card.css';
import { base as reset } from '../theme/reset.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The premise's card: a rounded surface, its parts stacked. */
export const root = style([
  card({ rounded: true }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
]);

export const header = sprinkles({
  display: 'flex',
  alignItems: 'flexStart',
  justifyContent: 'spaceBetween',
  gap: 'small',
});

export const label = style([
  reset,
  sprinkles({ color: 'secondary', fontSize: 'small', fontWeight: 'strong' }),
]);

export const text = reset;

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' });
