import { style } from '@vanilla-extract/css';
import { card } from '../Card/Card.css';
import { rowAtoms, stackAtoms } from '../theme/layout';
import { base as reset } from '../theme/reset.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The premise's card: a rounded surface, its parts stacked. */
export const root = style([card({ rounded: true }), stackAtoms('small')]);

export const header = rowAtoms('small', { alignY: 'flexStart', spread: true, wrap: false });

export const label = style([
  reset,
  sprinkles({ color: 'secondary', fontSize: 'small', fontWeight: 'strong' }),
]);

export const text = reset;

export const actions = rowAtoms('small');
