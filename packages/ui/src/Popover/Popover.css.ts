import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The floating-surface family: popovers and menus, raised above the page with a shadow. */
export const popover = recipe({
  base: [
    sprinkles({
      border: 'standard',
      borderRadius: 'medium',
      background: 'surfaceRaised',
      color: 'neutral',
      boxShadow: 'raised',
      fontFamily: 'body',
      overflowY: 'auto',
    }),
    {
      boxSizing: 'border-box',
      fontSize: vars.font.sizeStandard,
      lineHeight: vars.font.lineHeight,
      outline: 'none',
    },
  ],
  variants: {
    width: {
      /** As wide as its content, at most 32rem. */
      auto: { maxWidth: 'min(32rem, 90vw)' },
      /** As wide as its content, at most 24rem: a note about one thing. */
      narrow: { maxWidth: 'min(24rem, 90vw)' },
      small: { width: 'min(24rem, 90vw)' },
      medium: { width: 'min(32rem, 90vw)' },
      /** The share panel's 600 px (spec §9). */
      large: { width: 600, maxWidth: '95vw' },
      /** The width of the trigger (a select's list). */
      trigger: { minWidth: 'var(--trigger-width)', maxWidth: 'min(32rem, 90vw)' },
    },
  },
  defaultVariants: { width: 'auto' },
});

/** The variants of {@link popover}. */
export type PopoverVariants = NonNullable<RecipeVariants<typeof popover>>;

/**
 * What a popover holds (usually react-aria's `Dialog`): its parts stacked with a gap, inset by
 * the same space, and no focus outline of its own.
 */
export const popoverContent = recipe({
  base: [sprinkles({ display: 'flex', flexDirection: 'column' }), { outline: 'none' }],
  variants: {
    space: {
      xsmall: sprinkles({ gap: 'xsmall', padding: 'small' }),
      small: sprinkles({ gap: 'small', padding: 'small' }),
      medium: sprinkles({ gap: 'medium', padding: 'medium' }),
    },
  },
  defaultVariants: { space: 'small' },
});
