import { describe, expect, it } from 'vitest';
import {
  BAND_TOLERANCE,
  BELIEF_BANDS,
  bandFor,
  bandIndex,
  CONFIDENCE_BANDS,
  DEPENDENCY_COLOR_BANDS,
  FORWARD_INFLUENCE_BANDS,
  INFERENCE_STRENGTH_BANDS,
  REVERSE_INFLUENCE_BANDS,
} from './bands';

const tables = {
  BELIEF_BANDS,
  CONFIDENCE_BANDS,
  DEPENDENCY_COLOR_BANDS,
  FORWARD_INFLUENCE_BANDS,
  INFERENCE_STRENGTH_BANDS,
  REVERSE_INFLUENCE_BANDS,
};

describe('band tables', () => {
  it.each(Object.entries(tables))(
    '%s is ordered highest threshold first and ends at 0',
    (_, table) => {
      const mins = table.map((band) => band.min);
      expect(mins).toEqual([...mins].sort((a, b) => b - a));
      expect(new Set(mins).size).toBe(mins.length);
      expect(mins.at(-1)).toBe(0);
    },
  );

  it('has the spec thresholds', () => {
    expect(BELIEF_BANDS.map((b) => b.min)).toEqual([
      0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15, 0.05, 0,
    ]);
    expect(CONFIDENCE_BANDS.map((b) => b.min)).toEqual([
      0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15, 0,
    ]);
    expect(FORWARD_INFLUENCE_BANDS.map((b) => b.min)).toEqual([
      0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15, 0.05, 0,
    ]);
    expect(REVERSE_INFLUENCE_BANDS.map((b) => b.min)).toEqual([
      0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0,
    ]);
    expect(DEPENDENCY_COLOR_BANDS.map((b) => b.min)).toEqual([
      0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0,
    ]);
    expect(INFERENCE_STRENGTH_BANDS.map((b) => b.min)).toEqual([0.9375, 0.875, 0.75, 0.625, 0]);
  });

  it('every influence sentence template contains its phrase and both slots', () => {
    for (const band of [...FORWARD_INFLUENCE_BANDS, ...REVERSE_INFLUENCE_BANDS]) {
      expect(band.sentence).toContain(band.text);
      expect(band.sentence).toContain('{premise}');
      expect(band.sentence).toContain('{conclusion}');
    }
  });
});

describe('bandIndex', () => {
  const bands = [{ min: 0.5 }, { min: 0.2 }, { min: 0 }];

  it('uses "at least" semantics', () => {
    expect(bandIndex(bands, 0.5)).toBe(0);
    expect(bandIndex(bands, 0.4999)).toBe(1);
    expect(bandIndex(bands, 0.2)).toBe(1);
    expect(bandIndex(bands, 0.1999)).toBe(2);
    expect(bandIndex(bands, 0)).toBe(2);
  });

  it('puts out-of-range values in the end bands', () => {
    expect(bandIndex(bands, 7)).toBe(0);
    expect(bandIndex(bands, Number.POSITIVE_INFINITY)).toBe(0);
    expect(bandIndex(bands, -0.3)).toBe(2);
    expect(bandIndex(bands, Number.NEGATIVE_INFINITY)).toBe(2);
  });

  it('absorbs floating-point error just below a threshold, and nothing larger', () => {
    expect(0.65 + 0.2).not.toBe(0.85);
    expect(bandIndex([{ min: 0.85 }, { min: 0 }], 0.65 + 0.2)).toBe(0);
    expect(bandIndex([{ min: 0.85 }, { min: 0 }], 0.7 + 0.15)).toBe(0);
    expect(bandIndex(bands, 0.5 - BAND_TOLERANCE / 2)).toBe(0);
    expect(bandIndex(bands, 0.5 - BAND_TOLERANCE * 2)).toBe(1);
  });

  it('throws on NaN', () => {
    expect(() => bandIndex(bands, Number.NaN)).toThrow(RangeError);
  });

  it('bandFor returns the row itself', () => {
    expect(bandFor(CONFIDENCE_BANDS, 0.5)).toEqual({ min: 0.45, text: 'neutral' });
  });
});
