/**
 * The one theme contract every component styles itself from, and the light and dark themes that
 * fill it. A theme is a class name: put it on an ancestor (see `ThemeRoot`).
 */
import {
  assignVars,
  createTheme,
  createThemeContract,
  globalStyle,
  style,
} from '@vanilla-extract/css';

/** The inference-strength bands, as named by `@credence/engine`'s `inferenceStrengthBand`. */
const bandColours = {
  'very-weak': null,
  weak: null,
  moderate: null,
  strong: null,
  'very-strong': null,
} as const;

/** The theme contract: CSS variables for spacing, colour, radius, font and size tokens. */
export const vars = createThemeContract({
  space: {
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
  },
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    focus: null,
    overlay: null,
    /** A fill: primary buttons, a slider's track, selected pills (text on it is `primaryText`). */
    primary: null,
    primaryHover: null,
    primaryText: null,
    secondary: null,
    secondaryHover: null,
    secondaryText: null,
    danger: null,
    dangerHover: null,
    dangerText: null,
    track: null,
    info: null,
    success: null,
    critical: null,
    /**
     * Text in the brand's colour (links, the selected tab, brand badges): `primary` is a fill and
     * is too faint as text on the dark theme's surfaces.
     */
    link: null,
    /** Text in the caution tone; the `moderate` band colour is a fill, too faint as text. */
    caution: null,
    band: bandColours,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  font: {
    family: null,
    monoFamily: null,
    sizeXSmall: null,
    sizeSmall: null,
    sizeStandard: null,
    sizeLarge: null,
    sizeXLarge: null,
    sizeXXLarge: null,
    weightRegular: null,
    weightStrong: null,
    lineHeight: null,
  },
  size: {
    /** Tailwind's `max-w-4xl`: the modal maximum width. */
    dialogMaxWidth: null,
    touchTarget: null,
  },
  /** The widths a page's content keeps to (`PageBlock`). */
  contentWidth: {
    small: null,
    medium: null,
    large: null,
  },
  shadow: {
    raised: null,
  },
});

const shared = {
  space: {
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
  },
  radius: { small: '0.25rem', medium: '0.5rem', large: '0.75rem', full: '9999px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    monoFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    sizeXSmall: '0.75rem',
    sizeSmall: '0.875rem',
    sizeStandard: '1rem',
    sizeLarge: '1.25rem',
    sizeXLarge: '1.5rem',
    sizeXXLarge: '2rem',
    weightRegular: '400',
    weightStrong: '600',
    lineHeight: '1.5',
  },
  size: { dialogMaxWidth: '56rem', touchTarget: '2.5rem' },
  contentWidth: { small: '40rem', medium: '60rem', large: '80rem' },
} as const;

const lightValues = {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#f8fafc',
    surfaceRaised: '#ffffff',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    focus: '#2563eb',
    overlay: 'rgb(15 23 42 / 0.5)',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    secondary: '#e2e8f0',
    secondaryHover: '#cbd5e1',
    secondaryText: '#0f172a',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerText: '#ffffff',
    track: '#e2e8f0',
    info: '#1e3a8a',
    success: '#166534',
    critical: '#991b1b',
    link: '#1d4ed8',
    caution: '#854d0e',
    band: {
      'very-weak': '#dc2626',
      weak: '#ea580c',
      moderate: '#ca8a04',
      strong: '#65a30d',
      'very-strong': '#15803d',
    },
  },
  shadow: { raised: '0 10px 30px rgb(15 23 42 / 0.2)' },
};

const darkValues = {
  ...shared,
  color: {
    background: '#0f172a',
    surface: '#1e293b',
    surfaceRaised: '#334155',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    border: '#475569',
    focus: '#60a5fa',
    overlay: 'rgb(0 0 0 / 0.6)',
    primary: '#3b82f6',
    primaryHover: '#60a5fa',
    primaryText: '#0f172a',
    secondary: '#334155',
    secondaryHover: '#475569',
    secondaryText: '#f1f5f9',
    danger: '#ef4444',
    dangerHover: '#f87171',
    dangerText: '#0f172a',
    track: '#334155',
    info: '#93c5fd',
    success: '#86efac',
    critical: '#fca5a5',
    // The button fill is too dark as text on the dark surfaces (3.98:1 on surface).
    link: '#93c5fd',
    caution: '#fde047',
    band: {
      'very-weak': '#f87171',
      weak: '#fb923c',
      moderate: '#facc15',
      strong: '#a3e635',
      'very-strong': '#4ade80',
    },
  },
  shadow: { raised: '0 10px 30px rgb(0 0 0 / 0.5)' },
};

/** The light theme's class name. */
export const lightTheme = createTheme(vars, lightValues);

/** The dark theme's class name. */
export const darkTheme = createTheme(vars, darkValues);

/**
 * The system theme's class name: the light values, or the dark ones while the operating system
 * prefers a dark colour scheme (`prefers-color-scheme: dark`). Pure CSS, so a server-rendered
 * page shows the right colours before any script runs.
 */
export const systemTheme = style({
  vars: assignVars(vars, lightValues),
  colorScheme: 'light',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkValues), colorScheme: 'dark' },
  },
});

// Native controls and scroll bars follow the theme too.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });
