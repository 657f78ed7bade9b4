import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stackAtoms } from '../theme/layout';
import { sprinkles } from '../theme/sprinkles.css';

/** The big 'N/10', its start edge in the score's colour. */
const scoreBase = style([
  sprinkles({
    fontSize: 'large',
    fontWeight: 'strong',
    fontVariantNumeric: 'tabular',
    paddingX: 'small',
    borderRadius: 'small',
  }),
  { borderInlineStart: '4px solid' },
]);

/** The spec's cut-offs (`scoreColor`): 8 or more green, 6 or more yellow, otherwise red. */
export const score = styleVariants({
  green: [scoreBase, { color: vars.color.success, borderColor: vars.color.success }],
  yellow: [scoreBase, { color: vars.color.caution, borderColor: vars.color.caution }],
  red: [scoreBase, { color: vars.color.critical, borderColor: vars.color.critical }],
});

/** A list of points, keeping their bullets. */
export const list = style([
  stackAtoms('xxsmall'),
  sprinkles({ paddingLeft: 'large', overflowWrap: 'anywhere' }),
  { margin: 0 },
]);
