/**
 * The results panel's looks, composed from the style system (the card, badge and button
 * recipes, sprinkles and the element reset); only the label/value grids are its own.
 */
import { style } from '@vanilla-extract/css';
import { badge as badgeRecipe } from '../Badge/Badge.css';
import { button } from '../Button/Button.css';
import { card as cardRecipe } from '../Card/Card.css';
import { vars } from '../theme/contract.css';
import { rowAtoms, stackAtoms as stack } from '../theme/layout';
import { list as listReset, base as reset } from '../theme/reset.css';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

export const root = style([cardRecipe({ rounded: true }), stack('medium')]);

export const title = style([reset, sprinkles({ fontSize: 'large', fontWeight: 'strong' })]);

export const status = style([reset, sprinkles({ color: 'secondary' })]);

export const muted = status;

export const tabContent = stack('medium');

export const card = style([cardRecipe({ background: 'raised' }), stack('small')]);

export const cardTitle = style([reset, sprinkles({ fontWeight: 'strong' })]);

/** Label/value rows of a card. */
export const facts = style([
  reset,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${vars.space.xsmall} ${vars.space.medium}`,
  },
]);

export const factLabel = sprinkles({ color: 'secondary' });

export const factValue = style([
  reset,
  sprinkles({ textAlign: 'right', fontVariantNumeric: 'tabular', fontWeight: 'strong' }),
]);

export const highlight = sprinkles({ color: 'link', fontSize: 'large' });

export const list = style([reset, listReset, stack('small')]);

export const item = style([
  cardRecipe({ background: 'none', padding: 'small' }),
  stack('xxsmall'),
  // A plain rule, not an atom: it must win over the card's own radius.
  { borderRadius: vars.radius.small },
]);

export const itemHeader = rowAtoms('small', { alignY: 'center' });

export const itemName = sprinkles({ fontWeight: 'strong' });

/** Badges: the constraint mode, a violation, the noisy-OR combination, a negligible value. */
export const badge = {
  marginalization: badgeRecipe({ tone: 'info' }),
  interval: badgeRecipe({ tone: 'positive' }),
  violation: badgeRecipe({ tone: 'critical' }),
  noisyOr: badgeRecipe({ tone: 'brand' }),
  negligible: badgeRecipe({ tone: 'neutral' }),
};

/** The amber notices: a warning or the constraint status. */
export const notice = style([
  reset,
  cardRecipe({ tone: 'caution', accent: true, background: 'raised', padding: 'small' }),
]);

export const formula = style([
  reset,
  cardRecipe({ tone: 'plain', padding: 'small' }),
  sprinkles({
    fontFamily: 'mono',
    fontSize: 'small',
    whiteSpace: 'preWrap',
    overflowWrap: 'anywhere',
  }),
  { borderRadius: vars.radius.small },
]);

/** Numbered steps. */
export const steps = style([stack('small'), sprinkles({ paddingLeft: 'large' }), { margin: 0 }]);

export const disclosure = cardRecipe({ background: 'raised', padding: 'none' });

export const disclosureHeading = reset;

export const disclosureTrigger = style([
  button({ tone: 'plain', size: 'block' }),
  { padding: vars.space.small },
]);

export const disclosurePanel = style([
  stack('small'),
  sprinkles({ paddingX: 'small', paddingBottom: 'small' }),
]);

export const linkButton = style([
  button({ tone: 'link', size: 'inline' }),
  { alignSelf: 'flex-start' },
]);

/** The spec's scenario list: scrolls at a maximum height of 16rem. */
export const scenarioScroller = style([
  focusRing,
  sprinkles({ overflowY: 'auto', borderRadius: 'small', border: 'standard' }),
  { maxHeight: '16rem' },
]);

export const scenario = style([
  sprinkles({ paddingX: 'small', paddingY: 'xsmall', borderBottom: 'standard', fontSize: 'small' }),
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xxsmall },
]);

export const scenarioKey = sprinkles({ fontFamily: 'mono' });

export const scenarioNumbers = sprinkles({ textAlign: 'right', fontVariantNumeric: 'tabular' });
