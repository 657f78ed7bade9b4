/**
 * The atomic styles every primitive is built from, in the manner of Braid's atoms: each property
 * takes a short, closed list of values from the theme contract, so a layout is written as props
 * (`<Box display="flex" gap="small">`) or a `sprinkles({ … })` call, never as new CSS.
 *
 * Layout properties are responsive (`{ mobile: 'small', tablet: 'large' }`, or an array in
 * breakpoint order); the rest are not. There are no colour-mode conditions: a theme is a class
 * (`ThemeRoot`), so colours follow it through the contract's variables.
 */
import {
  type ConditionalValue,
  createMapValueFn,
  createSprinkles,
  defineProperties,
} from '@vanilla-extract/sprinkles';
import { breakpointNames, minWidthQuery } from './breakpoints';
import { vars } from './contract.css';

/** Spacing: the contract's scale plus `none`. */
export const space = { none: '0', ...vars.space } as const;

/** A space name (`'small'`, `'medium'`, …). */
export type Space = keyof typeof space;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': minWidthQuery('tablet') },
    desktop: { '@media': minWidthQuery('desktop') },
  },
  defaultCondition: 'mobile',
  responsiveArray: breakpointNames,
  properties: {
    display: {
      none: 'none',
      block: 'block',
      inline: 'inline',
      inlineBlock: 'inline-block',
      flex: 'flex',
      inlineFlex: 'inline-flex',
      grid: 'grid',
    },
    flexDirection: { row: 'row', column: 'column' },
    flexWrap: { wrap: 'wrap', nowrap: 'nowrap' },
    alignItems: {
      flexStart: 'flex-start',
      center: 'center',
      flexEnd: 'flex-end',
      baseline: 'baseline',
      stretch: 'stretch',
    },
    justifyContent: {
      flexStart: 'flex-start',
      center: 'center',
      flexEnd: 'flex-end',
      spaceBetween: 'space-between',
    },
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    textAlign: { left: 'left', center: 'center', right: 'right' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const border = `1px solid ${vars.color.border}`;

const unresponsiveProperties = defineProperties({
  properties: {
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto'],
    overflowX: ['auto'],
    overflowY: ['auto'],
    flexGrow: [0, 1],
    flexShrink: [0],
    minWidth: { 0: '0' },
    width: { full: '100%', touchTarget: vars.size.touchTarget },
    height: { full: '100%', touchTarget: vars.size.touchTarget },
    minHeight: { touchTarget: vars.size.touchTarget, viewport: '100vh' },
    maxWidth: { ...vars.contentWidth, dialog: vars.size.dialogMaxWidth },
    cursor: ['pointer', 'default'],
    borderRadius: vars.radius,
    border: {
      none: 'none',
      standard: border,
      dashed: `1px dashed ${vars.color.border}`,
      critical: `1px solid ${vars.color.critical}`,
      positive: `1px solid ${vars.color.success}`,
      info: `1px solid ${vars.color.info}`,
    },
    borderTop: { standard: border },
    borderBottom: { standard: border },
    boxShadow: { raised: vars.shadow.raised },
    fontFamily: { body: vars.font.family, mono: vars.font.monoFamily },
    fontSize: {
      xsmall: vars.font.sizeXSmall,
      small: vars.font.sizeSmall,
      standard: vars.font.sizeStandard,
      large: vars.font.sizeLarge,
      xlarge: vars.font.sizeXLarge,
      xxlarge: vars.font.sizeXXLarge,
    },
    fontWeight: { regular: vars.font.weightRegular, strong: vars.font.weightStrong },
    fontVariantNumeric: { tabular: 'tabular-nums' },
    whiteSpace: { nowrap: 'nowrap', preWrap: 'pre-wrap', preLine: 'pre-line' },
    overflowWrap: ['anywhere'],
    /** Text colours by tone. */
    color: {
      neutral: vars.color.text,
      secondary: vars.color.textMuted,
      link: vars.color.link,
      critical: vars.color.critical,
      positive: vars.color.success,
      info: vars.color.info,
      caution: vars.color.caution,
      inherit: 'inherit',
    },
    /** Surfaces. */
    background: {
      body: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      neutral: vars.color.secondary,
      brand: vars.color.primary,
    },
  },
});

/**
 * The atomic class function: `sprinkles({ display: 'flex', gap: 'small' })` returns the class
 * names of those atoms. Use it in a `.css.ts` (inside `style([…])` or a recipe) or at runtime.
 */
export const sprinkles = createSprinkles(responsiveProperties, unresponsiveProperties);

/** The props `sprinkles` (and so `Box`) accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A value that may differ by breakpoint: `'small'`, `['small', 'large']` or `{ mobile, tablet }`. */
export type ResponsiveValue<Value extends string | number> = ConditionalValue<
  typeof responsiveProperties,
  Value
>;

/** A space that may differ by breakpoint. */
export type ResponsiveSpace = ResponsiveValue<Space>;

/** Maps each breakpoint's value of a responsive value (e.g. `align` to `alignItems`). */
export const mapResponsiveValue = createMapValueFn(responsiveProperties);
