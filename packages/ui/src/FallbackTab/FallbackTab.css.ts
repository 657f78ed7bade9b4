import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The violations, one reason a line, keeping their bullets. */
export const violationList = style([
  sprinkles({ fontSize: 'small', overflowWrap: 'anywhere' }),
  { margin: 0, paddingInlineStart: vars.space.large },
]);
