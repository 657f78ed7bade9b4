/**
 * The reconstruction editor's looks, composed from the style system: the card, choice, button
 * and field recipes, sprinkles, layout atoms and the element reset. Its own: the premise rows'
 * grid, the drop indicator and the click-to-edit text.
 */
import { style } from '@vanilla-extract/css';
import { button } from '../Button/Button.css';
import { card } from '../Card/Card.css';
import { choice as choiceRecipe } from '../ChoiceGroup/ChoiceGroup.css';
import { field } from '../TextField/TextField.css';
import { minWidthQuery } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { rowAtoms, stackAtoms } from '../theme/layout';
import { base as reset } from '../theme/reset.css';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

export const root = style([
  stackAtoms('medium'),
  { selectors: { '&[aria-busy="true"]': { cursor: 'progress' } } },
]);

export const stack = stackAtoms('small');

export const row = rowAtoms('small', { alignY: 'center' });

export const muted = style([reset, sprinkles({ color: 'secondary' })]);

export const label = sprinkles({ color: 'secondary', fontSize: 'small', fontWeight: 'strong' });

export const premiseList = style([stackAtoms('xsmall'), { padding: 0, outline: 'none' }]);

/** One premise (or the conclusion): handle, label, text, tools. */
export const item = style([
  focusRing,
  card({ padding: 'small' }),
  sprinkles({ alignItems: 'flexStart', gap: 'small' }),
  {
    // Flex with wrapping, not a grid: in a narrow dialog the tools move below the text
    // instead of squeezing it to a word per line.
    display: 'flex',
    flexWrap: 'wrap',
    selectors: {
      '&[data-dragging]': { opacity: 0.5 },
      '&[data-locked="true"]': { backgroundColor: vars.color.surfaceRaised },
    },
  },
]);

export const dropIndicator = style({
  height: 2,
  outline: `1px solid ${vars.color.focus}`,
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` } },
});

export const handle = style([
  button({ tone: 'quiet', size: 'icon' }),
  { cursor: 'grab', fontWeight: vars.font.weightRegular },
]);

export const itemLabel = style([
  sprinkles({ paddingY: 'small', fontWeight: 'strong' }),
  { minWidth: '2rem' },
]);

/**
 * The text and its feedback. On a phone it takes a line of its own, the full width of the row,
 * between the handle and label above and the tools below (the reading and focus order); from a
 * tablet up it sits between them on one line.
 */
export const body = style([
  stackAtoms('xxsmall'),
  sprinkles({ minWidth: 0 }),
  {
    flex: '1 1 100%',
    '@media': { [minWidthQuery('tablet')]: { flex: '1 1 12rem' } },
  },
]);

/** The text shown as a button: click to edit. */
export const text = style([
  focusRing,
  sprinkles({
    padding: 'small',
    borderRadius: 'small',
    color: 'neutral',
    whiteSpace: 'preWrap',
    overflowWrap: 'anywhere',
  }),
  {
    minHeight: vars.size.touchTarget,
    border: '1px dashed transparent',
    background: 'transparent',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'text',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border },
      '&[data-disabled]': { cursor: 'default' },
    },
  },
]);

export const placeholder = style([sprinkles({ color: 'secondary' }), { fontStyle: 'italic' }]);

export const feedback = style([reset, sprinkles({ color: 'info', fontSize: 'small' })]);

export const textArea = field({ multiline: true });

/** The row's lock, voice and delete buttons, pushed to the end (below the text when narrow). */
export const tools = style([
  rowAtoms('xsmall', { alignY: 'center', wrap: false }),
  { marginInlineStart: 'auto' },
]);

export const choice = choiceRecipe();

export const errorBox = style([card({ tone: 'critical' }), stackAtoms('xsmall')]);

export const errorTitle = style([reset, sprinkles({ color: 'critical', fontWeight: 'strong' })]);

export const error = style([reset, sprinkles({ color: 'critical', whiteSpace: 'preLine' })]);

export const lines = style([reset, sprinkles({ whiteSpace: 'preLine' })]);

export const instructions = style([
  stackAtoms('xxsmall'),
  sprinkles({ minWidth: 0 }),
  { flex: '1 1 20rem' },
]);
