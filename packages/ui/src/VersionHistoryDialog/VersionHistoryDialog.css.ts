/**
 * The version history's looks, composed from the style system: the card, badge and button
 * recipes, sprinkles, layout atoms and the element reset. Its own: the details' term/value grid.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { badge } from '../Badge/Badge.css';
import { button } from '../Button/Button.css';
import { card } from '../Card/Card.css';
import { vars } from '../theme/contract.css';
import { rowAtoms, stackAtoms } from '../theme/layout';
import { list as listReset, base as reset } from '../theme/reset.css';
import { sprinkles } from '../theme/sprinkles.css';

export const stack = stackAtoms('medium');

export const status = style([reset, sprinkles({ color: 'secondary' })]);

export const error = style([reset, sprinkles({ color: 'critical', fontWeight: 'strong' })]);

export const empty = style([
  stackAtoms('medium'),
  sprinkles({ alignItems: 'center', paddingY: 'large', textAlign: 'center' }),
]);

export const emptyText = status;

export const toolbar = rowAtoms('medium', { alignY: 'flexStart', spread: true, wrap: false });

export const note = style([reset, sprinkles({ color: 'secondary', fontSize: 'small' })]);

export const list = style([reset, listReset, stackAtoms('small')]);

export const item = style([card({ padding: 'small' }), stackAtoms('xsmall')]);

export const itemHeader = rowAtoms('small', { alignY: 'baseline' });

export const versionNumber = style([reset, sprinkles({ fontWeight: 'strong' })]);

/** Current and canonical marks. */
export const mark = {
  current: badge({ tone: 'positive' }),
  canonical: badge({ tone: 'info' }),
};

export const meta = sprinkles({ color: 'secondary', fontSize: 'small' });

export const summary = style([reset, sprinkles({ overflowWrap: 'anywhere' })]);

/** Term and value side by side, in a raised inset. */
export const details = style([
  reset,
  card({ tone: 'plain', background: 'raised', padding: 'small' }),
  sprinkles({ fontSize: 'small', overflowWrap: 'anywhere' }),
  {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: vars.space.medium,
    rowGap: vars.space.xxsmall,
    borderRadius: vars.radius.small,
  },
]);

globalStyle(`${details} > dt`, { color: vars.color.textMuted });

globalStyle(`${details} > dd`, { margin: 0 });

export const itemActions = rowAtoms('small');

export const toggle = button({ tone: 'ghost', size: 'small' });
