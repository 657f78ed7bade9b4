import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing, inlineControl } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

/**
 * The choice family: a pill that is on or off (a radio, a toggle button, a lock). React Aria's
 * `data-selected` fills it with the brand colour (or the danger colour for `selectedTone`).
 */
export const choice = recipe({
  base: [
    focusRing,
    inlineControl,
    sprinkles({ border: 'standard' }),
    {
      minHeight: vars.size.touchTarget,
      backgroundColor: vars.color.secondary,
      color: vars.color.secondaryText,
      selectors: {
        '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      },
    },
  ],
  variants: {
    size: {
      standard: {
        minWidth: vars.size.touchTarget,
        paddingInline: vars.space.medium,
        borderRadius: vars.radius.medium,
        fontWeight: vars.font.weightStrong,
      },
      small: {
        paddingInline: vars.space.small,
        borderRadius: vars.radius.medium,
        fontSize: vars.font.sizeSmall,
      },
      /** A square (or, `round`, circular) toggle around an icon. */
      icon: { width: vars.size.touchTarget, height: vars.size.touchTarget, padding: 0 },
    },
    shape: {
      rounded: {},
      round: { borderRadius: vars.radius.full },
    },
    selectedTone: {
      brand: {
        selectors: {
          '&[data-selected]': {
            backgroundColor: vars.color.primary,
            borderColor: vars.color.primary,
            color: vars.color.primaryText,
          },
        },
      },
      critical: {
        selectors: {
          '&[data-selected]': {
            backgroundColor: vars.color.danger,
            borderColor: vars.color.danger,
            color: vars.color.dangerText,
          },
        },
      },
      /** On a plain surface, marked only by a brand-coloured frame: a panel shown or hidden. */
      subtle: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        selectors: {
          '&[data-selected]': {
            backgroundColor: vars.color.secondary,
            borderColor: vars.color.primary,
            color: vars.color.secondaryText,
          },
        },
      },
    },
  },
  compoundVariants: [
    { variants: { size: 'icon', shape: 'rounded' }, style: { borderRadius: vars.radius.medium } },
  ],
  defaultVariants: { size: 'standard', shape: 'rounded', selectedTone: 'brand' },
});

/** The variants of {@link choice}. */
export type ChoiceVariants = NonNullable<RecipeVariants<typeof choice>>;

/** The group: its label, the pills and any message, with a small gap. */
export const group = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
  // Busy (the choice is being saved): the progress cursor and the field's description say so;
  // the pills keep their contrast.
  { selectors: { '&[data-busy]': { cursor: 'progress' } } },
]);
