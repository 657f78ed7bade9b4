import { describe, expect, it } from 'vitest';
import { crossOriginRefusal } from './sameOrigin.ts';

const HOST = 'credence.example:3000';

describe('crossOriginRefusal', () => {
  it('lets a write from the site itself through', () => {
    expect(crossOriginRefusal({ origin: 'http://credence.example:3000' }, HOST)).toBeNull();
    expect(crossOriginRefusal({ origin: 'https://credence.example:3000' }, HOST)).toBeNull();
    expect(crossOriginRefusal({ 'sec-fetch-site': 'same-origin' }, HOST)).toBeNull();
    expect(crossOriginRefusal({ 'sec-fetch-site': 'none' }, HOST)).toBeNull();
  });

  it('refuses another port of the same host, another site and opaque origins', () => {
    expect(crossOriginRefusal({ origin: 'http://credence.example:4000' }, HOST)).toMatch(
      /^Cross-origin request refused/,
    );
    expect(crossOriginRefusal({ origin: 'https://evil.example' }, HOST)).not.toBeNull();
    expect(crossOriginRefusal({ origin: 'null' }, HOST)).not.toBeNull();
    expect(crossOriginRefusal({ origin: 'not a url' }, HOST)).not.toBeNull();
  });

  it('trusts Origin over Sec-Fetch-Site and reads Sec-Fetch-Site without Origin', () => {
    expect(
      crossOriginRefusal({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, HOST),
    ).not.toBeNull();
    expect(crossOriginRefusal({ 'sec-fetch-site': 'same-site' }, HOST)).not.toBeNull();
    expect(crossOriginRefusal({ 'sec-fetch-site': 'cross-site' }, HOST)).not.toBeNull();
  });

  it('lets requests that no browser sent through (no Origin, no Sec-Fetch-Site)', () => {
    expect(crossOriginRefusal({}, HOST)).toBeNull();
  });
});
