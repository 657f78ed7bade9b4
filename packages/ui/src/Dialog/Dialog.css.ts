import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button } from '../Button/Button.css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The dimmed layer over the page: centres a dialog, or holds a full-screen one. */
export const overlay = recipe({
  base: [
    sprinkles({ position: 'fixed', display: 'flex' }),
    { inset: 0, zIndex: 100, backgroundColor: vars.color.overlay },
  ],
  variants: {
    fullScreen: {
      true: {},
      false: sprinkles({ alignItems: 'center', justifyContent: 'center', padding: 'medium' }),
    },
  },
  defaultVariants: { fullScreen: false },
});

/** The dialog's surface: at most 4xl (56rem) wide and rounded, or the whole screen. */
export const modal = recipe({
  base: [
    sprinkles({
      display: 'flex',
      background: 'surfaceRaised',
      color: 'neutral',
      fontFamily: 'body',
    }),
    { lineHeight: vars.font.lineHeight },
  ],
  variants: {
    fullScreen: {
      true: sprinkles({ flexGrow: 1, minWidth: 0 }),
      false: [
        sprinkles({
          width: 'full',
          maxWidth: 'dialog',
          borderRadius: 'large',
          boxShadow: 'raised',
        }),
        { maxHeight: '100%' },
      ],
    },
  },
  defaultVariants: { fullScreen: false },
});

export const dialog = style([
  sprinkles({ display: 'flex', flexDirection: 'column', flexGrow: 1 }),
  // Without min-width the dialog grows to its content's min-content width (e.g. a long tab list)
  // and overflows the viewport, instead of letting that content scroll.
  { minHeight: 0, minWidth: 0, outline: 'none' },
]);

/** Title, any status, and the close button, over a rule. */
export const header = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'spaceBetween',
  gap: 'medium',
  padding: 'medium',
  borderBottom: 'standard',
});

export const title = sprinkles({ fontSize: 'large', fontWeight: 'strong' });

/** The × in the header. */
export const close = style([
  button({ tone: 'quiet', size: 'icon' }),
  { fontSize: vars.font.sizeLarge, lineHeight: 1, fontWeight: vars.font.weightRegular },
]);

/** The content; it scrolls when taller than the screen. */
export const body = style([
  sprinkles({ padding: 'medium', overflowY: 'auto', flexGrow: 1 }),
  { minHeight: 0 },
]);

/** Buttons along the bottom, at the end, over a rule. */
export const footer = sprinkles({
  display: 'flex',
  justifyContent: 'flexEnd',
  gap: 'small',
  padding: 'medium',
  borderTop: 'standard',
});
