import { createContext, type ReactNode, useContext } from 'react';
import { darkTheme, lightTheme, systemTheme } from './contract.css';
import * as styles from './ThemeRoot.css';

/**
 * The themes `ThemeRoot` can apply: `'light'`, `'dark'`, or `'system'`, which follows the
 * operating system's `prefers-color-scheme` (in CSS, so it also switches while the page is open).
 */
export type ThemeName = 'light' | 'dark' | 'system';

/** Every theme name, e.g. for a theme switch's options. */
export const THEME_NAMES: readonly ThemeName[] = ['light', 'dark', 'system'];

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** Which theme fills the contract below this element; default `'light'`. */
  theme?: ThemeName;
  /** Extra class names for the root element. */
  className?: string;
  children?: ReactNode;
}

/** The class name of a theme, for hosts that put it on `<html>` or `<body>` themselves. */
export function themeClassName(theme: ThemeName): string {
  if (theme === 'dark') return darkTheme;
  if (theme === 'system') return systemTheme;
  return lightTheme;
}

/**
 * The class names for `<html>` under a theme: the theme and its base background and text, so the
 * whole canvas follows it (the page's edges, overscroll, native scrollbars) and not only the
 * elements inside a `ThemeRoot`.
 */
export function documentThemeClassName(theme: ThemeName): string {
  return `${themeClassName(theme)} ${styles.root}`;
}

/** The theme class of the nearest `ThemeRoot`; null outside every one. */
const ThemeClassContext = createContext<string | null>(null);

/**
 * The theme class in effect here (light when there is no `ThemeRoot`). Overlays rendered in a
 * portal outside the themed element (dialogs, toasts) put it on their own root.
 */
export function useThemeClassName(): string {
  return useContext(ThemeClassContext) ?? lightTheme;
}

/** Whether a `ThemeRoot` (or a `CredenceProvider`, which renders one) encloses this component. */
export function useInsideThemeRoot(): boolean {
  return useContext(ThemeClassContext) !== null;
}

/** Applies a theme (its class name) and the base text styles to everything inside. */
export function ThemeRoot({ theme = 'light', className, children }: ThemeRootProps) {
  const themeClass = themeClassName(theme);
  const classes = [themeClass, styles.root, className].filter(Boolean).join(' ');
  return (
    <ThemeClassContext.Provider value={themeClass}>
      <div className={classes}>{children}</div>
    </ThemeClassContext.Provider>
  );
}
