import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing, inlineControl } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

/**
 * A filled button that cannot be pressed: the neutral fill with a dashed frame and muted text,
 * the same in every tone (a disabled Save is not a call to action), readable in both themes.
 */
const DISABLED_FILL = {
  backgroundColor: vars.color.secondary,
  borderColor: vars.color.border,
  borderStyle: 'dashed',
  color: vars.color.textMuted,
} as const;

/**
 * The button family: actions of every weight, from the primary call to an underlined text
 * action. React Aria's states (`data-hovered`, `data-disabled`, `data-pending`) style it; links
 * that look like buttons (`ButtonLink`) share it.
 */
export const button = recipe({
  base: [
    focusRing,
    inlineControl,
    sprinkles({ borderRadius: 'medium', fontWeight: 'strong' }),
    {
      border: '1px solid transparent',
      fontSize: vars.font.sizeStandard,
      textDecoration: 'none',
      transition: 'background-color 150ms',
      selectors: {
        // Muted text rather than a faded button: a disabled button still says something the
        // person reads ("Saved"), and half opacity left it at about 2:1 in the dark theme.
        // `textMuted` is at least 4.5:1 on every surface and on the `secondary` fill, in both
        // themes (Button.test.tsx measures it).
        '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
          '&[data-disabled]': DISABLED_FILL,
        },
      },
      secondary: {
        backgroundColor: vars.color.secondary,
        color: vars.color.secondaryText,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
          '&[data-disabled]': DISABLED_FILL,
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerText,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.dangerHover },
          '&[data-disabled]': DISABLED_FILL,
        },
      },
      /** Brand-coloured text on no fill until hovered: disclosures and quiet actions. */
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        selectors: {
          '&[data-hovered], &[aria-expanded="true"]': { backgroundColor: vars.color.secondary },
        },
      },
      /** Muted text on no fill: close buttons, drag handles. */
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.textMuted,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondary } },
      },
      /** The surrounding text's colour on no fill: a disclosure's title row. */
      plain: { backgroundColor: 'transparent', color: vars.color.text },
      /** An underlined text action inside a sentence. */
      link: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        fontWeight: vars.font.weightRegular,
        textDecoration: 'underline',
      },
    },
    size: {
      standard: { minHeight: vars.size.touchTarget, paddingInline: vars.space.medium },
      small: {
        minHeight: vars.size.touchTarget,
        paddingInline: vars.space.small,
        fontSize: vars.font.sizeSmall,
      },
      /** Standard text with a narrow inset: a disclosure's toggle. */
      compact: { minHeight: vars.size.touchTarget, paddingInline: vars.space.small },
      /** A square touch target for a symbol or icon. */
      icon: {
        minWidth: vars.size.touchTarget,
        minHeight: vars.size.touchTarget,
        borderRadius: vars.radius.small,
      },
      /**
       * The full width of its container, content spread to both ends and aligned to the start:
       * a disclosure's title row (with `plain`). No padding: the container has it.
       */
      block: {
        width: '100%',
        padding: 0,
        justifyContent: 'space-between',
        textAlign: 'start',
      },
      /** No box at all: text flowing with its sentence. */
      inline: { padding: 0, border: 'none', fontSize: 'inherit', lineHeight: 'inherit' },
    },
  },
  defaultVariants: { tone: 'primary', size: 'standard' },
});

/** The variants of {@link button}. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
