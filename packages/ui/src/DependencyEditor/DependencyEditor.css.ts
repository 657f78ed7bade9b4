import { style } from '@vanilla-extract/css';
import { button } from '../Button/Button.css';
import { card } from '../Card/Card.css';
import { choice } from '../ChoiceGroup/ChoiceGroup.css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** TRUE | FALSE in the form's sentence: a segmented pair in one frame. */
export const toggleGroup = style([
  card({ background: 'none', padding: 'none' }),
  sprinkles({ display: 'inlineFlex', overflow: 'hidden' }),
]);

export const toggle = style([
  choice({ size: 'small' }),
  {
    border: 'none',
    borderRadius: 0,
    backgroundColor: vars.color.surfaceRaised,
    fontSize: vars.font.sizeStandard,
    fontWeight: vars.font.weightStrong,
  },
]);

/** A dependency's card: stacked, with a thick start edge that slides as it is reordered. */
const cardBase = style([
  card({ padding: 'small' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  { borderInlineStartWidth: '6px', transition: 'transform 300ms' },
]);

/** The start edge and a faint fill in a band colour (the contract has no tint tokens). */
const tint = (colour: string, percent: number) =>
  style([
    cardBase,
    {
      borderInlineStartColor: `color-mix(in srgb, ${colour} ${percent}%, ${vars.color.border})`,
      backgroundColor: `color-mix(in srgb, ${colour} ${Math.round(percent / 6)}%, ${vars.color.surface})`,
    },
  ]);

const band = vars.color.band;

/**
 * The card colours by `dependencyColorBand` (0 for ≥ 0.9 … 9 for < 0.1): strengthening in the
 * theme's strong bands, the neutral middle plain, weakening in its weak bands.
 */
export const cardBand = [
  tint(band['very-strong'], 100),
  tint(band['very-strong'], 70),
  tint(band.strong, 100),
  tint(band.strong, 60),
  tint(band.moderate, 40),
  tint(band.weak, 50),
  tint(band.weak, 100),
  tint(band['very-weak'], 60),
  tint(band['very-weak'], 80),
  tint(band['very-weak'], 100),
] as const;

/**
 * Overridden by an objection or a supporting argument: a dashed frame (beside the Overridden
 * badge and the broken-link icon). Not faded, so its text stays readable at full contrast.
 */
export const overridden = style({ borderStyle: 'dashed' });

/** The drag handle (foundationalist ordering). */
export const dragHandle = style([
  sprinkles({ color: 'secondary', paddingX: 'xxsmall' }),
  { cursor: 'grab', userSelect: 'none' },
]);

/** The card's title row, a button that expands the card, in small text. */
export const cardToggle = style([
  button({ tone: 'plain', size: 'block' }),
  {
    minHeight: vars.size.touchTarget,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightRegular,
  },
]);
