import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/**
 * The surface family: panels, list items, notices. A framed box on a surface colour; `tone`
 * colours the frame, `accent` thickens its start edge into a notice bar.
 */
export const card = recipe({
  base: [
    sprinkles({ borderRadius: 'medium', color: 'neutral' }),
    { borderWidth: 1, borderStyle: 'solid', borderColor: vars.color.border },
  ],
  variants: {
    tone: {
      neutral: {},
      brand: { borderColor: vars.color.primary, borderWidth: 2 },
      critical: { borderColor: vars.color.critical },
      positive: { borderColor: vars.color.success },
      info: { borderColor: vars.color.info },
      caution: { borderColor: vars.color.band.moderate },
      /** A dashed frame: a place to drop things. */
      dashed: { borderStyle: 'dashed' },
      /** No frame at all: a tinted area inside another card. */
      plain: { borderColor: 'transparent' },
    },
    /** The fill: the surface colour, the raised one, or none (the parent's). */
    background: {
      surface: sprinkles({ background: 'surface' }),
      raised: sprinkles({ background: 'surfaceRaised' }),
      none: {},
    },
    padding: {
      none: {},
      xsmall: sprinkles({ padding: 'xsmall' }),
      small: sprinkles({ padding: 'small' }),
      medium: sprinkles({ padding: 'medium' }),
    },
    /** The large radius of the evaluator's main cards. */
    rounded: { true: sprinkles({ borderRadius: 'large' }), false: {} },
    /** A notice: a thick start edge in the tone's colour. */
    accent: { true: { borderInlineStartWidth: 4 }, false: {} },
    /**
     * Working (pair with `aria-busy`): a dashed frame and the progress cursor until the work ends.
     * Not dimmed: the card's text must stay readable, at full contrast, meanwhile.
     */
    busy: { true: { borderStyle: 'dashed', cursor: 'progress' }, false: {} },
  },
  defaultVariants: {
    tone: 'neutral',
    background: 'surface',
    padding: 'medium',
    rounded: false,
    accent: false,
    busy: false,
  },
});

/** The variants of {@link card}. */
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
