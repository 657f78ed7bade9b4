import { style } from '@vanilla-extract/css';
import { stackAtoms } from '../theme/layout';
import { sprinkles } from '../theme/sprinkles.css';

export const root = style([
  stackAtoms('large'),
  sprinkles({ color: 'neutral', fontFamily: 'body' }),
]);

export const premises = stackAtoms('medium');

export const debug = style([stackAtoms('small'), sprinkles({ alignItems: 'flexStart' })]);
