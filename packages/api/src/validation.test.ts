import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { check } from './validation';

describe('request validation messages', () => {
  it('names the failing field and says what is wrong', () => {
    const result = check(calls.createConditionalProbability.body, {
      consequentClaims: ['p1'],
      antecedentClaims: [],
      conditionalProbability: 1.5,
    });
    expect(result).toEqual({ ok: false, message: 'conditionalProbability: must be at most 1' });
  });

  it('reports nested fields with their path, and every problem at once', () => {
    const result = check(calls.createArgument.body, {
      title: ' ',
      premises: [{ content: '' }],
      conclusion: { content: 'C' },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(
      'title: Title is required; premises.0.content: Premise content is required',
    );
  });

  it('uses the spec texts for linked arguments', () => {
    const result = check(calls.linkArgument.body, {
      title: 'Objection: x',
      premises: [{ content: '   ' }],
      conclusion: { content: '' },
      linkType: 'refute',
      originalArgumentId: 3,
      originalPremiseId: 'p1',
      conclusionType: 'NEGATION',
    });
    expect(!result.ok && result.message).toBe(
      'premises: Please add at least one premise with content; conclusion.content: Conclusion content is required',
    );
  });

  it('accepts a valid body and applies defaults', () => {
    const result = check(calls.createVersion.body, {});
    expect(result).toEqual({ ok: true, data: { versionNote: 'Manual snapshot before changes' } });
  });
});
