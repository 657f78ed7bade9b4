/**
 * The source text pane's one look of its own: a highlighted claim's words, in the brand's fill
 * with its text colour (contrast checked in both themes), underlined so it does not rest on colour.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const mark = style({
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.small,
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '3px',
});
