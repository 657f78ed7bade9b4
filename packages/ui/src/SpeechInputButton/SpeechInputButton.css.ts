import { keyframes, style } from '@vanilla-extract/css';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.6 },
});

/** While listening the microphone pulses (unless the user prefers less motion). */
export const listening = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-selected]': { animation: `${pulse} 1.5s ease-in-out infinite` } },
    },
  },
});

/** The words heard so far, in italics: not final yet. */
export const interim = style({ fontStyle: 'italic' });
