import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

/** The text-link family: a link inside or beside text. */
export const textLink = recipe({
  base: [
    focusRing,
    {
      cursor: 'pointer',
      borderRadius: vars.radius.small,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      selectors: {
        '&[data-hovered]': { textDecorationThickness: '2px' },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      },
    },
  ],
  variants: {
    tone: {
      link: { color: vars.color.link },
      /** The surrounding text's colour, underlined only on hover or when current. */
      neutral: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: {
          '&[data-hovered], &[data-current]': { textDecoration: 'underline' },
        },
      },
    },
    weight: {
      regular: {},
      strong: { fontWeight: vars.font.weightStrong },
    },
  },
  defaultVariants: { tone: 'link', weight: 'regular' },
});

/** The variants of {@link textLink}. */
export type TextLinkVariants = NonNullable<RecipeVariants<typeof textLink>>;
