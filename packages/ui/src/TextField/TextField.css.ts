import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/**
 * The field family: a box you type into or open (text input, text area, select trigger,
 * search box). Focus, invalid, disabled and read-only states come from React Aria's data
 * attributes or the native ones.
 */
export const field = recipe({
  base: [
    sprinkles({ border: 'standard', borderRadius: 'medium', minWidth: 0, fontFamily: 'body' }),
    {
      boxSizing: 'border-box',
      minHeight: vars.size.touchTarget,
      paddingInline: vars.space.small,
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      fontSize: vars.font.sizeStandard,
      lineHeight: vars.font.lineHeight,
      outline: 'none',
      selectors: {
        '&[data-focus-visible], &[data-focused]:not(button), &:focus-visible': {
          outline: `2px solid ${vars.color.focus}`,
          outlineOffset: '1px',
        },
        '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.critical },
        '&[data-disabled], &:disabled': { opacity: 0.5, cursor: 'not-allowed' },
        '&[readonly]': { backgroundColor: vars.color.surface },
        '&::placeholder': { color: vars.color.textMuted },
      },
    },
  ],
  variants: {
    size: {
      standard: {},
      small: { fontSize: vars.font.sizeSmall },
    },
    /** Monospace, for formulas, keys and links. */
    mono: { true: { fontFamily: vars.font.monoFamily }, false: {} },
    /** A text area: padded all round, grows by the user's hand. */
    multiline: {
      true: { paddingBlock: vars.space.small, resize: 'vertical' },
      false: {},
    },
    /** A select's trigger: a button with its value and a chevron. */
    trigger: {
      true: [
        sprinkles({
          display: 'inlineFlex',
          alignItems: 'center',
          gap: 'xsmall',
          cursor: 'pointer',
        }),
        { textAlign: 'start', justifyContent: 'space-between' },
      ],
      false: {},
    },
  },
  defaultVariants: { size: 'standard', mono: false, multiline: false, trigger: false },
});

/** The variants of {@link field}. */
export type FieldVariants = NonNullable<RecipeVariants<typeof field>>;

/** A field's wrapper: label, control, description and error, one above the other. */
export const root = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: 'xxsmall',
  minWidth: 0,
});

/** A field's label. */
export const label = sprinkles({ fontWeight: 'strong' });

/** A field's help text. */
export const description = sprinkles({ fontSize: 'small', color: 'secondary' });

/** A field's error message (react-aria's `FieldError`, shown only while invalid). */
export const error = sprinkles({ fontSize: 'small', color: 'critical', fontWeight: 'strong' });
