import { style } from '@vanilla-extract/css';

/** Centred in the page. */
export const block = style({ marginInline: 'auto', width: '100%' });
