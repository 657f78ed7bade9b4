/**
 * The Bayesian tab's looks, composed from the style system (card and button recipes, sprinkles,
 * the element reset, layout atoms). Its own: the spec's tinted colours for influence (blue),
 * dependency (orange) and inconsistency (amber), the premises' grid and the legend's float.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { button } from '../Button/Button.css';
import { card } from '../Card/Card.css';
import { vars } from '../theme/contract.css';
import { rowAtoms, stackAtoms } from '../theme/layout';
import { list, base as reset } from '../theme/reset.css';
import { sprinkles } from '../theme/sprinkles.css';

/** A tinted background from a contract colour (the contract has no tint tokens). */
const tint = (colour: string, percent: number) =>
  `color-mix(in srgb, ${colour} ${percent}%, transparent)`;

const blue = vars.color.info;
const orange = vars.color.band.weak;
const amber = vars.color.band.moderate;

const text = (atoms: Parameters<typeof sprinkles>[0]) => style([reset, sprinkles(atoms)]);

export const root = stackAtoms('medium');

export const header = rowAtoms('small', { alignY: 'center', spread: true });

export const title = text({ fontSize: 'large', fontWeight: 'strong' });

export const toggles = rowAtoms('xsmall');

/** Show Network / Learn More: quiet toggles in a frame. */
export const toggle = style([
  button({ tone: 'ghost', size: 'small' }),
  { borderColor: vars.color.border },
]);

/**
 * A toggle inside the amber banner: in the text's colour, since the brand-coloured text of the
 * quiet toggle falls under 4.5:1 on the banner's tint in the dark theme.
 */
export const noticeToggle = style([
  button({ tone: 'plain', size: 'small' }),
  { borderColor: vars.color.border },
]);

export const panel = style([
  reset,
  card({ padding: 'medium' }),
  stackAtoms('xsmall'),
  sprinkles({ fontSize: 'small' }),
]);

export const panelTitle = text({ fontSize: 'standard', fontWeight: 'strong' });

export const paragraph = reset;

export const network = style([reset, list, stackAtoms('xsmall')]);

export const node = style([
  card({ background: 'raised', padding: 'small' }),
  rowAtoms('xsmall', { alignY: 'baseline' }),
  sprinkles({ overflowWrap: 'anywhere' }),
  { borderRadius: vars.radius.small },
]);

export const nodeName = sprinkles({ fontWeight: 'strong' });

export const arrow = sprinkles({ color: 'link', fontWeight: 'strong' });

export const muted = sprinkles({ color: 'secondary' });

export const banner = style([
  card({ tone: 'caution', accent: true }),
  stackAtoms('xsmall'),
  sprinkles({ fontSize: 'small' }),
  { backgroundColor: tint(amber, 12) },
]);

export const bannerTitle = text({ fontWeight: 'strong' });

export const violations = style([
  stackAtoms('xxsmall'),
  sprinkles({ paddingLeft: 'large', overflowWrap: 'anywhere' }),
  { margin: 0 },
]);

export const section = stackAtoms('medium');

export const sectionTitle = text({ fontWeight: 'strong' });

/** A premise's two groups of questions, framed; the fieldset keeps its legend inside. */
export const premise = style([
  reset,
  card({ padding: 'medium' }),
  stackAtoms('medium'),
  sprinkles({ minWidth: 0 }),
]);

/** Floated so the legend sits inside the box rather than on its border. */
export const premiseTitle = style([
  reset,
  sprinkles({ width: 'full', fontWeight: 'strong', overflowWrap: 'anywhere' }),
  { float: 'left' },
]);

export const groups = style([
  sprinkles({ gap: 'medium' }),
  { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' },
]);

export const group = style([stackAtoms('xsmall'), { alignContent: 'start' }]);

export const groupTitle = text({ fontSize: 'small', fontWeight: 'strong', color: 'secondary' });

/** The slider's sentence (its description paragraph) as a coloured box. */
const sentenceBox = (colour: string) => ({
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  borderInlineStart: `4px solid ${colour}`,
  backgroundColor: tint(colour, 12),
  overflowWrap: 'anywhere' as const,
});

export const forwardSlider = style({});
globalStyle(`${forwardSlider} > p`, sentenceBox(blue));

export const reverseSlider = style({});
globalStyle(`${reverseSlider} > p`, sentenceBox(orange));

export const actions = rowAtoms('small', { alignY: 'center' });

export const status = text({ fontSize: 'small' });

export const statusSuccess = sprinkles({ color: 'positive' });

export const statusError = sprinkles({ color: 'critical', fontWeight: 'strong' });

export const strip = style([
  reset,
  sprinkles({
    padding: 'small',
    borderRadius: 'small',
    fontSize: 'small',
    overflowWrap: 'anywhere',
    color: 'neutral',
  }),
]);

export const stripTone = {
  info: style({ backgroundColor: tint(blue, 12) }),
  success: style({ backgroundColor: tint(vars.color.success, 15) }),
  error: style({ backgroundColor: tint(vars.color.critical, 15) }),
} as const;
