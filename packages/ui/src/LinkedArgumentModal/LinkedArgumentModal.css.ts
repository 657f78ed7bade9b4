/**
 * The linked-argument dialog's looks, composed from the style system: the card, choice and
 * field recipes, sprinkles, layout atoms and the element reset.
 */
import { style } from '@vanilla-extract/css';
import { card } from '../Card/Card.css';
import { choice } from '../ChoiceGroup/ChoiceGroup.css';
import { field as fieldRecipe } from '../TextField/TextField.css';
import { vars } from '../theme/contract.css';
import { rowAtoms, stackAtoms } from '../theme/layout';
import { base as reset } from '../theme/reset.css';
import { sprinkles } from '../theme/sprinkles.css';

export const stack = stackAtoms('medium');

/** A premise or AI section; dimmed while the AI or the save works. */
export const section = style([
  card({}),
  stackAtoms('small'),
  { selectors: { '&[aria-busy="true"]': { opacity: 0.7 } } },
]);

export const heading = style([reset, sprinkles({ fontWeight: 'strong' })]);

export const muted = style([reset, sprinkles({ color: 'secondary' })]);

export const hint = sprinkles({ color: 'secondary', fontSize: 'small' });

export const label = sprinkles({ color: 'secondary', fontSize: 'small', fontWeight: 'strong' });

/** The premise the argument answers, marked by a brand-coloured edge. */
export const target = style([
  stackAtoms('xxsmall'),
  sprinkles({ paddingLeft: 'small' }),
  { borderInlineStart: `4px solid ${vars.color.primary}` },
]);

export const targetText = style([reset, sprinkles({ overflowWrap: 'anywhere' })]);

export const row = rowAtoms('small', { alignY: 'center', spread: true });

export const field = stackAtoms('xxsmall');

export const textArea = fieldRecipe({ multiline: true });

/** The locked conclusion: dimmed and not resizable, so it does not look editable. */
export const locked = style({ color: vars.color.textMuted, resize: 'none', cursor: 'default' });

export const radios = rowAtoms('small');

export const radio = choice();

export const footer = style([
  rowAtoms('small', { alignY: 'center' }),
  sprinkles({ width: 'full' }),
]);

/** A message takes a row of its own above the buttons. */
export const footerStatus = style({ flex: '1 1 100%', minWidth: 0 });

/** Pushes the buttons to the end of their row. */
export const footerFirstButton = style({ marginInlineStart: 'auto' });

export const error = style([reset, sprinkles({ color: 'critical', fontWeight: 'strong' })]);

export const success = style([reset, sprinkles({ color: 'positive', fontWeight: 'strong' })]);
