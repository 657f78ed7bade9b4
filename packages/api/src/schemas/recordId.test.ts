import { describe, expect, it } from 'vitest';
import { calls } from '../calls';
import { check } from '../validation';
import { RecordId } from './common';

describe('RecordId', () => {
  it('reads plain decimal digits in paths and numbers in bodies', () => {
    expect(RecordId.parse('16')).toBe(16);
    expect(RecordId.parse(1000)).toBe(1000);
    expect(check(calls.getArgument.params, { id: '42' })).toMatchObject({
      ok: true,
      data: { id: 42 },
    });
  });

  it('refuses the other spellings Number() would read, naming the field', () => {
    for (const spelling of ['0x10', '1e3', '010', ' 5', '5 ', '5.0', '+5', '0', '-1', '', '0b1']) {
      const result = check(calls.getArgument.params, { id: spelling });
      expect(result.ok, spelling).toBe(false);
    }
    expect(check(calls.getArgument.params, { id: '0x10' })).toMatchObject({
      ok: false,
      message: 'id: must be a whole number in decimal digits',
    });
  });
});
