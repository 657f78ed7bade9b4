import { describe, expect, it } from 'vitest';
import { isExploreTab, openingTab, rootArgumentId, withTab } from './exploreTabs.ts';

describe('explore tabs', () => {
  it('opens the tab `initialTab` names, else the map in dialectic mode, else the argument', () => {
    expect(openingTab('linked', true)).toBe('linked');
    expect(openingTab('argument', true)).toBe('argument');
    expect(openingTab('map', false)).toBe('map');
    expect(openingTab(null, true)).toBe('map');
    expect(openingTab('nonsense', false)).toBe('argument');
    expect(isExploreTab('Map')).toBe(false);
  });

  it('sets initialTab and keeps the rest of the query', () => {
    const next = withTab(
      new URLSearchParams('mode=dialectic&argumentId=3&initialTab=map'),
      'linked',
    );
    expect(next.toString()).toBe('mode=dialectic&argumentId=3&initialTab=linked');
  });

  it('takes as a group’s root the argument that answers none of the others', () => {
    expect(rootArgumentId([1, 2, 3], [{ sourceArgumentId: 2 }, { sourceArgumentId: 1 }])).toBe(3);
    expect(rootArgumentId([4, 5], [{ sourceArgumentId: 4 }, { sourceArgumentId: 5 }])).toBe(4);
  });
});
