import { describe, expect, it } from 'vitest';
import { baseClaimId, isNegatedId, negationId, negationText } from './negation';

describe('negation ids', () => {
  it('negates a claim id with a leading ~', () => {
    expect(negationId('p1')).toBe('~p1');
  });

  it('cancels double negation', () => {
    expect(negationId('~p1')).toBe('p1');
    expect(negationId(negationId('p1'))).toBe('p1');
    expect(negationId(negationId('~p1'))).toBe('~p1');
  });

  it('reduces several leading ~ by parity', () => {
    expect(negationId('~~p1')).toBe('~p1');
    expect(negationId('~~~p1')).toBe('p1');
  });

  it('tells negated references apart', () => {
    expect(isNegatedId('~p1')).toBe(true);
    expect(isNegatedId('p1')).toBe(false);
    expect(isNegatedId('~~p1')).toBe(false);
    expect(isNegatedId('p~1')).toBe(false);
    expect(isNegatedId('')).toBe(false);
  });

  it('finds the base claim id', () => {
    expect(baseClaimId('~p1')).toBe('p1');
    expect(baseClaimId('p1')).toBe('p1');
    expect(baseClaimId('~~p1')).toBe('p1');
    expect(baseClaimId('p~1')).toBe('p~1');
  });
});

describe('negationText', () => {
  it('uses the claim negationContent when present', () => {
    expect(negationText({ content: 'God exists', negationContent: 'God does not exist' })).toBe(
      'God does not exist',
    );
  });

  it('falls back to the prefix and the whole content lower-cased', () => {
    expect(negationText({ content: 'God exists' })).toBe('It is not the case that god exists');
    expect(negationText({ content: 'Paris is in France' })).toBe(
      'It is not the case that paris is in france',
    );
  });

  it('treats null or blank negationContent as absent', () => {
    expect(negationText({ content: 'X is Y', negationContent: null })).toBe(
      'It is not the case that x is y',
    );
    expect(negationText({ content: ' X ', negationContent: '  ' })).toBe(
      'It is not the case that x',
    );
  });
});
