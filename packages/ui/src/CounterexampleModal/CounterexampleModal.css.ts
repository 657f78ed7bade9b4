/**
 * The counterexample finder's looks, composed from the style system (card, badge, button,
 * choice and field recipes, sprinkles, layout atoms and the element reset). Its own: the tables
 * (sticky headers, the resizable first column, the counterexample row's marks) and the
 * predicate model's layout.
 */
import { style } from '@vanilla-extract/css';
import { badge } from '../Badge/Badge.css';
import { button } from '../Button/Button.css';
import { card } from '../Card/Card.css';
import { choice } from '../ChoiceGroup/ChoiceGroup.css';
import { field } from '../TextField/TextField.css';
import { vars } from '../theme/contract.css';
import { rowAtoms, stackAtoms } from '../theme/layout';
import { list, base as reset } from '../theme/reset.css';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css';

export { visuallyHidden } from '../theme/shared.css';

/** The spec's limit for the table area and popups. */
const TABLE_AREA_MAX_HEIGHT = '400px';

const smallText = (color: Sprinkles['color']) =>
  style([reset, sprinkles({ fontSize: 'small', color })]);

const bareList = (gap: 'xsmall' | 'small' | 'medium', direction: 'row' | 'column') =>
  style([reset, list, direction === 'row' ? rowAtoms(gap) : stackAtoms(gap)]);

export const body = stackAtoms('medium');

export const toolbar = rowAtoms('small', { alignY: 'center', spread: true });

export const stages = style([bareList('medium', 'row'), sprinkles({ fontSize: 'small' })]);

export const stageStep = sprinkles({ color: 'secondary' });

export const stageCurrent = sprinkles({ color: 'neutral', fontWeight: 'strong' });

export const stage = stackAtoms('medium');

export const muted = smallText('secondary');

export const mono = sprinkles({ fontFamily: 'mono' });

export const errorText = smallText('critical');
export const successText = smallText('positive');
export const infoText = smallText('info');

export const prompt = style([card({ tone: 'info' }), stackAtoms('small')]);

export const actions = rowAtoms('small');

export const rowActions = rowAtoms('xsmall');

export const tableArea = style([
  sprinkles({ overflow: 'auto', border: 'standard', borderRadius: 'medium' }),
  { maxHeight: TABLE_AREA_MAX_HEIGHT },
]);

export const table = style([sprinkles({ width: 'full' }), { borderCollapse: 'collapse' }]);

/** Column headers stay in view while the rows scroll. */
export const headerCell = style([
  sprinkles({
    position: 'sticky',
    padding: 'small',
    textAlign: 'left',
    fontSize: 'small',
    fontWeight: 'strong',
    background: 'surface',
    borderBottom: 'standard',
    whiteSpace: 'nowrap',
  }),
  { top: 0, zIndex: 1 },
]);

/** The resizable first column: the user drags the header's corner. */
export const resizable = style({
  resize: 'horizontal',
  overflow: 'hidden',
  minWidth: '8rem',
  width: '14rem',
  maxWidth: '32rem',
});

export const cell = style([
  sprinkles({ padding: 'small', borderBottom: 'standard' }),
  { verticalAlign: 'top' },
]);

export const originalCell = style([
  cell,
  stackAtoms('xxsmall'),
  sprinkles({ textAlign: 'left', fontWeight: 'regular' }),
]);

export const claimLabel = sprinkles({
  fontSize: 'small',
  fontWeight: 'strong',
  color: 'secondary',
});

export const formulaField = stackAtoms('xsmall');

export const formulaInput = field({ mono: true });

export const textInput = style([field(), { flex: 1 }]);

/** A native select, as wide as its options. */
export const select = style([field(), { width: 'auto' }]);

/** A fieldset without the browser's frame. */
const bareFieldset = style([reset, sprinkles({ minWidth: 0 })]);

export const symbols = style([bareFieldset, rowAtoms('xxsmall')]);

export const symbolButton = style([
  button({ tone: 'secondary', size: 'icon' }),
  {
    minWidth: '2rem',
    minHeight: '2rem',
    fontFamily: vars.font.monoFamily,
    fontWeight: vars.font.weightRegular,
  },
]);

export const formulaStatus = smallText('secondary');
export const formulaError = smallText('critical');

export const toggles = style([bareFieldset, rowAtoms('small')]);

export const toggle = choice({ size: 'small' });

export const strip = bareList('small', 'row');

export const stripItem = style([
  card({ background: 'none', padding: 'none' }),
  rowAtoms('xsmall', { alignY: 'center' }),
  { padding: `${vars.space.xxsmall} ${vars.space.small}`, borderRadius: vars.radius.small },
]);

export const stripItemGood = style([stripItem, { borderColor: vars.color.success }]);

export const row = sprinkles({ cursor: 'pointer' });

export const counterexampleRow = style([
  sprinkles({ background: 'surface' }),
  { boxShadow: `inset 4px 0 0 ${vars.color.critical}` },
]);

export const selectedRow = style({
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
});

export const counterexampleLabel = style([
  sprinkles({ color: 'critical', fontWeight: 'strong', fontSize: 'small' }),
  { marginInlineEnd: vars.space.xsmall },
]);

/** The row's own select button (a native button inside the clickable row). */
export const rowSelect = style([
  sprinkles({ border: 'none', color: 'neutral', cursor: 'pointer' }),
  {
    background: 'transparent',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
]);

export const predicateLayout = style([
  sprinkles({ gap: 'medium', overflow: 'auto' }),
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    maxHeight: TABLE_AREA_MAX_HEIGHT,
  },
]);

export const domain = stackAtoms('small');
export const predicates = domain;

export const sectionTitle = style([reset, sprinkles({ fontWeight: 'strong' })]);

export const inlineForm = rowAtoms('xsmall', { wrap: false });

export const domainList = bareList('small', 'column');

export const domainItem = style([
  card({ background: 'none', padding: 'small' }),
  stackAtoms('xsmall'),
]);

export const domainItemHeader = rowAtoms('none', { alignY: 'center', spread: true, wrap: false });

export const draggable = style([
  sprinkles({ borderRadius: 'full', background: 'neutral' }),
  { padding: `${vars.space.xxsmall} ${vars.space.small}`, cursor: 'grab' },
]);

export const predicateBox = style([
  card({ tone: 'dashed', background: 'none', padding: 'small' }),
  stackAtoms('xsmall'),
]);

export const predicateBoxActive = style([
  predicateBox,
  { borderColor: vars.color.focus, backgroundColor: vars.color.surface },
]);

export const predicateName = style([reset, sprinkles({ fontWeight: 'strong' })]);

export const chips = bareList('xsmall', 'row');

export const chip = badge({ tone: 'neutral' });

export const chipRemove = button({ tone: 'quiet', size: 'inline' });

export const slots = rowAtoms('xsmall');
