import { style } from '@vanilla-extract/css';

/** A nested expression takes the rest of its operand's row, at least 16rem. */
export const nested = style({ flex: '1 1 16rem' });
