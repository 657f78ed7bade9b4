import { style, styleVariants } from '@vanilla-extract/css';
import { card } from '../Card/Card.css';
import { close as dialogClose } from '../Dialog/Dialog.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The stack of toasts at the bottom end of the screen, newest at the bottom. */
export const region = style([
  sprinkles({ position: 'fixed', display: 'flex', gap: 'small', fontFamily: 'body' }),
  {
    insetBlockEnd: vars.space.medium,
    insetInlineEnd: vars.space.medium,
    zIndex: 1000,
    flexDirection: 'column-reverse',
    outline: 'none',
  },
]);

/** A toast: a raised notice in its tone, the message beside the close button. */
const toastBase = style([
  focusRing,
  sprinkles({ display: 'flex', alignItems: 'flexStart', gap: 'small', boxShadow: 'raised' }),
  { minWidth: '16rem', maxWidth: '24rem' },
]);

const frame = (tone: 'info' | 'positive' | 'critical') =>
  style([card({ tone, background: 'raised', accent: true }), toastBase]);

export const tone = styleVariants({
  info: [frame('info')],
  success: [frame('positive')],
  critical: [frame('critical')],
});

/** The title over the description. */
export const content = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: 'xxsmall',
  flexGrow: 1,
});

export const title = sprinkles({ fontWeight: 'strong' });

export const description = sprinkles({ fontSize: 'small', color: 'secondary' });

/** A smaller × than a dialog's. */
export const close = style([
  dialogClose,
  { minWidth: 0, minHeight: 0, padding: vars.space.xxsmall },
]);

/** A toast's link (e.g. to the settings): underlined, in the link colour, with a focus ring. */
export const link = style([
  focusRing,
  {
    justifySelf: 'start',
    color: vars.color.primary,
    fontSize: vars.font.sizeSmall,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);
