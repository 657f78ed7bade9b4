/**
 * The element resets `Box` applies: browser margins, paddings and list bullets go, so a parent
 * owns all spacing. Each reset sits inside `:where()` (specificity 0), so any class, atomic or
 * not, wins over it whatever order the style sheets load in.
 */
import { globalStyle, style } from '@vanilla-extract/css';

/** Every element a `Box` renders. */
export const base = style({});
globalStyle(`:where(${base})`, {
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  color: 'inherit',
});

/** Lists lose their bullets (a `Stack component="ul"` is a list of things, not of points). */
export const list = style({});
globalStyle(`:where(${list})`, { listStyle: 'none' });

/** Links and buttons take their parent's colour and no underline until a variant adds one. */
export const interactive = style({});
globalStyle(`:where(${interactive})`, {
  background: 'none',
  textDecoration: 'none',
  textAlign: 'inherit',
});
