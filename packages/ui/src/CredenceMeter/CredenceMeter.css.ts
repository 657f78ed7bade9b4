import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A credence's fill: the brand colour (a credence has no bands, unlike inference strength). */
export const fillColour = style({ backgroundColor: vars.color.primary });
