import { describe, expect, it } from 'vitest';
import { safeRedirect } from './utils.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/argumentevaluator?argumentId=3#premise')).toBe(
      '/argumentevaluator?argumentId=3#premise',
    );
    expect(safeRedirect('/settings')).toBe('/settings');
  });

  it.each([
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['CR/LF (header injection)', '/x\r\nSet-Cookie: a=b'],
    ['protocol-relative', '//evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'evil'],
    ['nothing', ''],
  ])('refuses %s', (_, to) => {
    expect(safeRedirect(to)).toBe('/');
    expect(safeRedirect(to, '/home')).toBe('/home');
  });

  it('refuses what is not a string', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });

  it('normalises what it keeps so the Location header is safe', () => {
    expect(safeRedirect('/a/../b c')).toBe('/b%20c');
  });
});
