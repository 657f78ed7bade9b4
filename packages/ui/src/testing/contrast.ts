/**
 * Tests and stories only: the WCAG 2 contrast ratio between an element's text and what is
 * behind it, read from computed styles. axe's `color-contrast` rule leaves disabled controls
 * out, yet a disabled button may carry words a person must read ("Saved"): this measures them.
 */

/** `rgb(r, g, b)` / `rgba(r, g, b, a)` → channels 0..255 and alpha 0..1. */
function parseColor(color: string): [number, number, number, number] {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

/** The first opaque background colour at or above `element` (white when none is). */
function backgroundBehind(element: Element): [number, number, number, number] {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const color = parseColor(getComputedStyle(current).backgroundColor);
    if (color[3] > 0) return color;
  }
  return [255, 255, 255, 1];
}

/**
 * The contrast ratio (1..21) of `element`'s text on its background. Throws when the element or
 * an ancestor is translucent (`opacity` below 1), which this does not blend.
 */
export function textContrast(element: Element): number {
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (Number(getComputedStyle(current).opacity) < 1) {
      throw new Error('A translucent element: its contrast depends on what shows through it');
    }
  }
  const text = luminance(parseColor(getComputedStyle(element).color));
  const back = luminance(backgroundBehind(element));
  return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
}
