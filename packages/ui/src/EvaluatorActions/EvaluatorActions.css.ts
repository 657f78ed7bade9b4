import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
