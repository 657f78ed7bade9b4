/**
 * Pixel comparison of two PNG pictures (the end-to-end tests' screenshot baselines), with
 * pixelmatch: anti-aliased pixels are ignored and a small colour threshold absorbs rounding.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's per-pixel colour threshold (0..1): small, so real changes count. */
export const PIXEL_THRESHOLD = 0.1;

/**
 * How two PNGs differ: the count and share of differing pixels and a picture of them, or why
 * they cannot be compared (their sizes differ).
 */
export function comparePngs(
  expected: Buffer,
  actual: Buffer,
): { differentPixels: number; ratio: number; diff: PNG | null; sizeProblem: string | null } {
  const want = PNG.sync.read(expected);
  const got = PNG.sync.read(actual);
  if (want.width !== got.width || want.height !== got.height) {
    return {
      differentPixels: want.width * want.height,
      ratio: 1,
      diff: null,
      sizeProblem: `size ${got.width}×${got.height}, baseline ${want.width}×${want.height}`,
    };
  }
  const diff = new PNG({ width: want.width, height: want.height });
  const differentPixels = pixelmatch(want.data, got.data, diff.data, want.width, want.height, {
    threshold: PIXEL_THRESHOLD,
  });
  return {
    differentPixels,
    ratio: differentPixels / (want.width * want.height),
    diff,
    sizeProblem: null,
  };
}
