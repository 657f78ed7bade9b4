import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
