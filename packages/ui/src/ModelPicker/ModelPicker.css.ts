import { style, styleVariants } from '@vanilla-extract/css';
import { option as selectOption } from '../Select/Select.css';
import { field } from '../TextField/TextField.css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The trigger, in the spec's two variants: a select's box, or a pill. */
export const trigger = styleVariants({
  compact: [field({ size: 'small', trigger: true })],
  pill: [
    field({ size: 'small', trigger: true }),
    { borderRadius: vars.radius.full, paddingInline: vars.space.medium },
  ],
});

/** The model list: scrolls past 16rem. */
export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall', overflowY: 'auto' }),
  { maxHeight: '16rem', outline: 'none' },
]);

/** A model: its name row over its details; the chosen one marked by a bar at its start. */
export const option = style([
  selectOption,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  { selectors: { '&[data-selected]': { boxShadow: `inset 3px 0 0 ${vars.color.primary}` } } },
]);

export const optionMeta = sprinkles({
  color: 'secondary',
  fontSize: 'small',
  fontWeight: 'regular',
});
