import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export { visuallyHidden } from '../theme/shared.css';

/** The spec's limit for the table area and popups. */
const TABLE_AREA_MAX_HEIGHT = '400px';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const stages = style({
  display: 'flex',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSmall,
});

export const stageStep = style({ color: vars.color.textMuted });

export const stageCurrent = style({ color: vars.color.text, fontWeight: vars.font.weightStrong });

export const stage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const mono = style({ fontFamily: vars.font.monoFamily });

const message = style({ margin: 0, fontSize: vars.font.sizeSmall });

export const errorText = style([message, { color: vars.color.critical }]);
export const successText = style([message, { color: vars.color.success }]);
export const infoText = style([message, { color: vars.color.info }]);

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.info}`,
  backgroundColor: vars.color.surface,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const tableArea = style({
  maxHeight: TABLE_AREA_MAX_HEIGHT,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: vars.space.small,
  textAlign: 'start',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

/** The resizable first column: the user drags the header's corner. */
export const resizable = style({
  resize: 'horizontal',
  overflow: 'hidden',
  minWidth: '8rem',
  width: '14rem',
  maxWidth: '32rem',
});

export const cell = style({
  padding: vars.space.small,
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const originalCell = style([
  cell,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    textAlign: 'start',
    fontWeight: vars.font.weightRegular,
  },
]);

export const claimLabel = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  color: vars.color.textMuted,
});

export const formulaField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

const input = style([
  {
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.small}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontSize: vars.font.sizeStandard,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
]);

export const formulaInput = style([
  input,
  {
    fontFamily: vars.font.monoFamily,
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
  },
]);

export const textInput = style([input, { flex: 1, minWidth: 0 }]);

export const select = style([input]);

/** A fieldset without the browser's frame. */
const bareFieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const symbols = style([
  bareFieldset,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall },
]);

export const symbolButton = style([
  focusRing,
  {
    minWidth: '2rem',
    minHeight: '2rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.secondary,
    color: vars.color.secondaryText,
    fontFamily: vars.font.monoFamily,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const formulaStatus = style([message, { color: vars.color.textMuted }]);
export const formulaError = style([message, { color: vars.color.critical }]);

export const toggles = style([
  bareFieldset,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.small },
]);

export const toggle = style([
  focusRing,
  {
    display: 'inline-flex',
    gap: vars.space.xsmall,
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.small}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.secondary,
    color: vars.color.secondaryText,
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    },
  },
]);

export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stripItem = style({
  display: 'inline-flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const stripItemGood = style([stripItem, { borderColor: vars.color.success }]);

export const row = style({ cursor: 'pointer' });

export const counterexampleRow = style({
  backgroundColor: vars.color.surface,
  boxShadow: `inset 4px 0 0 ${vars.color.critical}`,
});

export const selectedRow = style({
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
});

export const counterexampleLabel = style({
  marginInlineEnd: vars.space.xsmall,
  color: vars.color.critical,
  fontWeight: vars.font.weightStrong,
  fontSize: vars.font.sizeSmall,
});

export const rowSelect = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const predicateLayout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  maxHeight: TABLE_AREA_MAX_HEIGHT,
  overflow: 'auto',
});

export const domain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const predicates = domain;

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

export const inlineForm = style({ display: 'flex', gap: vars.space.xsmall });

export const domainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const domainItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const domainItemHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const draggable = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary,
  cursor: 'grab',
});

export const predicateBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const predicateBoxActive = style([
  predicateBox,
  { borderColor: vars.color.focus, backgroundColor: vars.color.surface },
]);

export const predicateName = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
});

export const chipRemove = style([
  focusRing,
  {
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
  },
]);

export const slots = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
