import { style } from '@vanilla-extract/css';

/** No box of its own: its children lay out as if it were not there. */
export const root = style({ display: 'contents' });
