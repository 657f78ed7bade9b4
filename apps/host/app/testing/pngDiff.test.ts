import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs } from './pngDiff.ts';

/** A width×height PNG of one colour, with `changed` pixels from the top left in another. */
function picture(width: number, height: number, changed = 0): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const other = i < changed;
    png.data.set(other ? [200, 30, 30, 255] : [250, 250, 250, 255], i * 4);
  }
  return PNG.sync.write(png);
}

describe('comparePngs', () => {
  it('finds no difference between equal pictures', () => {
    const result = comparePngs(picture(20, 10), picture(20, 10));
    expect(result).toMatchObject({ differentPixels: 0, ratio: 0, sizeProblem: null });
  });

  it('counts the pixels that changed and their share', () => {
    const result = comparePngs(picture(20, 10), picture(20, 10, 7));
    expect(result.differentPixels).toBe(7);
    expect(result.ratio).toBeCloseTo(7 / 200, 10);
    expect(result.diff?.width).toBe(20);
  });

  it('says so when the sizes differ', () => {
    const result = comparePngs(picture(20, 10), picture(20, 12));
    expect(result.ratio).toBe(1);
    expect(result.sizeProblem).toBe('size 20×12, baseline 20×10');
  });
});
