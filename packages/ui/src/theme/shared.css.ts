/** Style pieces several components share. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sprinkles } from './sprinkles.css';

/** A visible focus ring for keyboard focus (react-aria's `data-focus-visible`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A pressable control with its content centred in a row: buttons, pills, toggles. */
export const inlineControl = sprinkles({
  display: 'inlineFlex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'xsmall',
  fontFamily: 'body',
  cursor: 'pointer',
});

/** An inline icon's size: `text` (the text's own size) or `standard` (1.25rem, in a toggle). */
export const iconSize = styleVariants({
  text: { width: '1em', height: '1em', flexShrink: 0 },
  standard: { width: '1.25rem', height: '1.25rem', flexShrink: 0 },
});
