import { style } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css';

/** Spec §9: the image preview is at most 315 px high. */
export const preview = style([
  sprinkles({
    display: 'block',
    width: 'full',
    borderRadius: 'small',
    border: 'standard',
    background: 'surface',
  }),
  { maxHeight: 315, objectFit: 'contain' },
]);
