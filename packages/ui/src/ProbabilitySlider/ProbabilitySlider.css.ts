import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The label and output over the track, the scale and the wording under it. */
export const root = style([
  sprinkles({ width: 'full', gap: 'xsmall' }),
  { display: 'grid', gridTemplateColumns: '1fr auto' },
]);

/** The parts that span both columns. */
export const fullRow = style({ gridColumn: '1 / -1' });

export const label = sprinkles({ fontWeight: 'strong' });

export const output = sprinkles({
  fontVariantNumeric: 'tabular',
  fontWeight: 'strong',
  textAlign: 'right',
});

/** How far the fill reaches: the value as a percentage, set inline by the slider. */
export const fillWidth = createVar();

const rail = {
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  height: '0.375rem',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
} as const;

/**
 * The slider family (this slider and the truth table's row sliders): a rail, its fill up to the
 * value (`fillWidth`) and a round thumb; `compact` for rows of a table.
 */
export const track = recipe({
  base: {
    position: 'relative',
    selectors: {
      // Only the control fades when disabled (a locked premise): its label, value and wording
      // stay readable, at full contrast.
      '&[data-disabled]': { opacity: 0.5 },
      '&::before': {
        ...rail,
        content: '""',
        insetInlineEnd: 0,
        backgroundColor: vars.color.track,
      },
    },
  },
  variants: {
    size: { standard: { height: vars.size.touchTarget }, compact: { height: '2rem' } },
  },
  defaultVariants: { size: 'standard' },
});

export const fill = style({ ...rail, width: fillWidth, backgroundColor: vars.color.primary });

export const thumb = recipe({
  base: [
    focusRing,
    sprinkles({ borderRadius: 'full', background: 'surfaceRaised', boxShadow: 'raised' }),
    {
      top: '50%',
      border: `2px solid ${vars.color.primary}`,
      selectors: { '&[data-dragging]': { backgroundColor: vars.color.primary } },
    },
  ],
  variants: {
    size: {
      standard: { width: '1.25rem', height: '1.25rem' },
      compact: { width: '1.125rem', height: '1.125rem' },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const scale = style([
  fullRow,
  sprinkles({
    display: 'flex',
    justifyContent: 'spaceBetween',
    color: 'secondary',
    fontSize: 'small',
  }),
]);

export const description = style([fullRow, sprinkles({ color: 'secondary', fontSize: 'small' })]);
