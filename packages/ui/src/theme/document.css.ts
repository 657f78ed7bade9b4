import { style } from '@vanilla-extract/css';

/**
 * For `<body>`: no browser margin, so an app shell's header and background reach the window's
 * edges.
 */
export const documentBody = style({ margin: 0 });
