import { style, styleVariants } from '@vanilla-extract/css';
import { close as dialogClose } from '../Dialog/Dialog.css';
import { textLink } from '../Link/Link.css';
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

/** A toast: a raised notice with its tone's colour on its start edge, beside the close button. */
const toast = style([
  focusRing,
  sprinkles({
    display: 'flex',
    alignItems: 'flexStart',
    gap: 'small',
    padding: 'medium',
    borderRadius: 'medium',
    background: 'surfaceRaised',
    color: 'neutral',
    boxShadow: 'raised',
  }),
  { minWidth: '16rem', maxWidth: '24rem', borderInlineStart: '4px solid' },
]);

export const tone = styleVariants({
  info: [toast, { borderInlineStartColor: vars.color.info }],
  success: [toast, { borderInlineStartColor: vars.color.success }],
  critical: [toast, { borderInlineStartColor: vars.color.critical }],
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
  { minWidth: 0, minHeight: 0, padding: vars.space.xxsmall, border: 'none' },
]);

/** A toast's link (e.g. to the settings): a text link, in small text, at the start. */
export const link = style([textLink(), { justifySelf: 'start', fontSize: vars.font.sizeSmall }]);
