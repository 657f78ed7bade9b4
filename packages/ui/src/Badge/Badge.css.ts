import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The badge family: a short label in a rounded frame of its tone's colour. */
export const badge = recipe({
  base: [
    sprinkles({
      display: 'inlineFlex',
      alignItems: 'center',
      gap: 'xxsmall',
      borderRadius: 'full',
      fontSize: 'small',
      fontWeight: 'strong',
      whiteSpace: 'nowrap',
    }),
    { paddingInline: vars.space.xsmall, border: '1px solid currentColor' },
  ],
  variants: {
    tone: {
      neutral: {
        color: vars.color.textMuted,
        borderColor: vars.color.border,
        backgroundColor: vars.color.surfaceRaised,
        fontWeight: vars.font.weightRegular,
      },
      info: { color: vars.color.info },
      positive: { color: vars.color.success },
      critical: { color: vars.color.critical },
      caution: { color: vars.color.caution },
      brand: { color: vars.color.link },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** The variants of {@link badge}. */
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
