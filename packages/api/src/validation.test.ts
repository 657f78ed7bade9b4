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

  it('names unknown fields, shortening long names and listing at most ten', () => {
    const body = { title: 'T', premises: [{ content: 'P' }], conclusion: { content: 'C' } };
    const messageOf = (value: unknown) => {
      const result = check(calls.createArgument.body, value);
      return !result.ok && result.message;
    };
    expect(messageOf({ ...body, ownerId: 2 })).toBe('Unrecognized key: "ownerId"');
    expect(messageOf({ ...body, premises: [{ content: 'P', id: 'p1' }] })).toBe(
      'premises.0: Unrecognized key: "id"',
    );
    expect(messageOf({ ...body, ['x'.repeat(5000)]: 1 })).toBe(
      `Unrecognized key: "${'x'.repeat(99)}…"`,
    );
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`k${index}`, 1]));
    expect(messageOf({ ...body, ...many })).toBe(
      `Unrecognized keys: ${Object.keys(many)
        .slice(0, 10)
        .map((key) => `"${key}"`)
        .join(', ')} and 2 more`,
    );
  });
});
