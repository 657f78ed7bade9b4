import { describe, expect, it } from 'vitest';
import { isPremiseTrue, readRowValues, rowIndex, rowKey, rowRecordView } from './rows';

describe('row keys', () => {
  it('writes the first premise first', () => {
    expect(rowKey(6, 3)).toBe('110');
    expect(rowIndex('110', 3)).toBe(6);
    expect(isPremiseTrue(6, 0, 3)).toBe(true);
    expect(isPremiseTrue(6, 2, 3)).toBe(false);
  });

  it('rejects keys of the wrong length or alphabet', () => {
    expect(rowIndex('11', 3)).toBe(-1);
    expect(rowIndex('1x1', 3)).toBe(-1);
    expect(rowIndex('', 0)).toBe(0);
  });
});

describe('rowRecordView', () => {
  const values = Float64Array.of(0.1, 0.2, 0.3, 0.4);
  const view = rowRecordView(values, 2);

  it('behaves as a plain record for reading, listing and JSON', () => {
    expect(view['10']).toBe(0.3);
    expect(view['12']).toBeUndefined();
    expect('01' in view).toBe(true);
    expect(Object.keys(view)).toEqual(['00', '01', '10', '11']);
    expect(JSON.parse(JSON.stringify(view))).toEqual({
      '00': 0.1,
      '01': 0.2,
      '10': 0.3,
      '11': 0.4,
    });
    expect({ ...view, '11': 1 }).toEqual({ '00': 0.1, '01': 0.2, '10': 0.3, '11': 1 });
  });

  it('is read-only', () => {
    expect(() => {
      (view as Record<string, number>)['00'] = 1;
    }).toThrow(TypeError);
    expect(values[0]).toBe(0.1);
  });
});

describe('readRowValues', () => {
  it('fills missing rows with the defaults, clamps values and reports unusable keys', () => {
    const { values, ignoredKeys } = readRowValues(
      { '11': 1.5, '01': -1, '0': 0.3, '10': Number.NaN },
      2,
      {
        allTrue: 0.9,
        other: 0.5,
      },
    );
    expect(Array.from(values)).toEqual([0.5, 0, 0.5, 1]);
    expect(ignoredKeys.sort()).toEqual(['0', '10']);
  });

  it('reads own enumerable keys in any order, never inherited or hidden ones', () => {
    const inherited = Object.create({ '00': 0.25 }) as Record<string, number>;
    inherited['11'] = 0.75;
    Object.defineProperty(inherited, '01', { value: 0.125, enumerable: false });
    inherited['10'] = 0.5;
    const { values, ignoredKeys } = readRowValues(inherited, 2, { allTrue: 0.9, other: 0.4 });
    expect(Array.from(values)).toEqual([0.4, 0.4, 0.5, 0.75]);
    expect(ignoredKeys).toEqual([]);
    // Keys that read as numbers (array indices) are listed first by JavaScript: still rows.
    const numeric = readRowValues({ '110': 0.3, '011': 0.6, '100': 0.2 }, 3, {
      allTrue: 0.9,
      other: 0.5,
    });
    expect(Array.from(numeric.values)).toEqual([0.5, 0.5, 0.5, 0.6, 0.2, 0.5, 0.3, 0.9]);
  });

  it('reads a view of another premise count as a plain record', () => {
    const view = rowRecordView(Float64Array.of(0.1, 0.2), 1);
    const { values, ignoredKeys } = readRowValues(view, 2, { allTrue: 0.9, other: 0.5 });
    expect(Array.from(values)).toEqual([0.5, 0.5, 0.5, 0.9]);
    expect(ignoredKeys).toEqual(['0', '1']);
  });

  it('reads the array form: index = row key in binary, premise 1 the most significant bit', () => {
    const defaults = { allTrue: 0.9, other: 0.5 };
    // Row '10' (premise 1 true, premise 2 false) is index 2.
    const fromArray = readRowValues([0.1, 0.2, 0.3, 0.4], 2, defaults);
    const fromRecord = readRowValues({ '00': 0.1, '01': 0.2, '10': 0.3, '11': 0.4 }, 2, defaults);
    expect(Array.from(fromArray.values)).toEqual(Array.from(fromRecord.values));
    expect(fromArray.ignoredKeys).toEqual([]);
    const typed = Float64Array.of(0.1, 0.2, 0.3, 0.4);
    const fromTyped = readRowValues(typed, 2, defaults);
    expect(Array.from(fromTyped.values)).toEqual([0.1, 0.2, 0.3, 0.4]);
    // Copied: the caller's array stays theirs.
    fromTyped.values[0] = 1;
    expect(typed[0]).toBe(0.1);
  });

  it('clamps array entries, reports unusable ones and extra rows, and fills short arrays', () => {
    const defaults = { allTrue: 0.9, other: 0.5 };
    const messy = readRowValues(
      [1.5, -1, Number.NaN, null as unknown as number, 0.2, 0.3],
      2,
      defaults,
    );
    expect(Array.from(messy.values)).toEqual([1, 0, 0.5, 0.9]);
    expect(messy.ignoredKeys).toEqual(['[2]', '[3]', '[4]', '[5]']);
    const short = readRowValues(Float64Array.of(0.25), 2, defaults);
    expect(Array.from(short.values)).toEqual([0.25, 0.5, 0.5, 0.9]);
    expect(short.ignoredKeys).toEqual([]);
  });
});
