/**
 * The breakpoints of responsive props (`space={{ mobile: 'small', tablet: 'large' }}`): each is a
 * minimum viewport width in pixels, mobile first.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 740,
  desktop: 992,
} as const;

/** A breakpoint's name. */
export type Breakpoint = keyof typeof breakpoints;

/** The breakpoint names, smallest first (the order of a responsive array). */
export const breakpointNames = [
  'mobile',
  'tablet',
  'desktop',
] as const satisfies readonly Breakpoint[];

/** The media query that applies from a breakpoint up. */
export function minWidthQuery(breakpoint: Exclude<Breakpoint, 'mobile'>): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}
