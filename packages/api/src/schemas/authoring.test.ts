import { describe, expect, it } from 'vitest';
import { calls } from '../calls';
import { check } from '../validation';
import { ReconstructArgumentRequest, ReconstructArgumentResponse } from './ai';
import { UpdateArgumentRequest } from './arguments';
import { LIMITS } from './limits';

const messageOf = (schema: Parameters<typeof check>[0], value: unknown) => {
  const result = check(schema, value);
  return result.ok ? null : result.message;
};

const editorArgument = (fields: Record<string, unknown> = {}) => ({
  title: 'T',
  description: '',
  premises: [{ id: 'premise-1', content: 'P', feedback: null, locked: true }],
  conclusion: { id: 'conclusion', content: 'C', locked: false },
  ...fields,
});

describe('reconstructArgument', () => {
  it('takes the text, instructions, model and the editor argument with its ids and locks', () => {
    const parsed = ReconstructArgumentRequest.parse({
      text: 'P. So C.',
      modelId: 'gpt-4o-mini',
      currentArgument: editorArgument(),
    });
    expect(parsed.instructions).toBe('');
    expect(parsed.currentArgument?.type).toBe('INDUCTIVE');
    expect(parsed.currentArgument?.premises[0]).toEqual({
      id: 'premise-1',
      content: 'P',
      feedback: null,
      locked: true,
    });
    expect(ReconstructArgumentRequest.parse({ text: '', modelId: 'm' }).currentArgument).toBeNull();
    expect(calls.reconstructArgument.method).toBe('POST');
    expect(calls.reconstructArgument.path).toBe('/api/arguments/reconstruct');
  });

  it('holds its fields to the limits and refuses unknown ones', () => {
    const base = { text: 'P', modelId: 'gpt-4o-mini' };
    expect(
      messageOf(ReconstructArgumentRequest, {
        ...base,
        text: 'x'.repeat(LIMITS.longTextChars + 1),
      }),
    ).toBe(`text: must be at most ${LIMITS.longTextChars} characters`);
    expect(messageOf(ReconstructArgumentRequest, { ...base, modelId: '' })).toBe(
      'modelId: modelId is required',
    );
    expect(
      messageOf(ReconstructArgumentRequest, {
        ...base,
        currentArgument: editorArgument({ title: 'x'.repeat(LIMITS.titleChars + 1) }),
      }),
    ).toBe(`currentArgument.title: must be at most ${LIMITS.titleChars} characters`);
    expect(
      messageOf(ReconstructArgumentRequest, {
        ...base,
        currentArgument: editorArgument({
          premises: Array.from({ length: LIMITS.premisesPerArgument + 1 }, () => ({
            content: 'P',
          })),
        }),
      }),
    ).toBe(`currentArgument.premises: at most ${LIMITS.premisesPerArgument} premises`);
    expect(
      messageOf(ReconstructArgumentRequest, {
        ...base,
        currentArgument: editorArgument({ premises: [{ content: 'P', x: 1 }] }),
      }),
    ).toBe('currentArgument.premises.0: Unrecognized key: "x"');
    expect(messageOf(ReconstructArgumentRequest, { ...base, ownerId: 1 })).toBe(
      'Unrecognized key: "ownerId"',
    );
  });

  it('answers an editor argument, or null', () => {
    expect(ReconstructArgumentResponse.parse({ argument: null })).toEqual({ argument: null });
    expect(
      ReconstructArgumentResponse.parse({
        argument: {
          title: 'C',
          description: '',
          premises: [{ content: 'P.' }, { id: 'premise-2', content: 'Q.', locked: true }],
          conclusion: { content: 'C.' },
        },
      }).argument?.type,
    ).toBe('INDUCTIVE');
  });
});

describe('updateArgument', () => {
  const body = (fields: Record<string, unknown> = {}) => ({
    title: 'T',
    premises: [{ id: 'c1', content: 'P' }, { content: 'Q' }],
    conclusion: { content: 'C' },
    ...fields,
  });

  it('takes premises with and without ids, with the defaults of createArgument', () => {
    expect(UpdateArgumentRequest.parse(body())).toEqual({
      title: 'T',
      summarizedDescription: '',
      argumentType: 'INDUCTIVE',
      visibility: 'PRIVATE',
      premises: [{ id: 'c1', content: 'P' }, { content: 'Q' }],
      conclusion: { content: 'C' },
    });
    expect(calls.updateArgument.method).toBe('PUT');
    expect(calls.deleteArgument.method).toBe('DELETE');
    expect(calls.deleteArgument.path).toBe('/api/arguments/:id');
  });

  it('refuses a repeated id, empty texts, unknown fields and sizes over the limits', () => {
    expect(
      messageOf(
        UpdateArgumentRequest,
        body({
          premises: [
            { id: 'a', content: 'P' },
            { id: 'a', content: 'Q' },
          ],
        }),
      ),
    ).toBe('premises.1.id: premise id "a" is given twice');
    expect(messageOf(UpdateArgumentRequest, body({ premises: [] }))).toBe(
      'premises: Please add at least one premise',
    );
    expect(messageOf(UpdateArgumentRequest, body({ premises: [{ id: '', content: 'P' }] }))).toBe(
      'premises.0.id: must not be empty',
    );
    expect(
      messageOf(
        UpdateArgumentRequest,
        body({ premises: [{ id: 'x'.repeat(LIMITS.idChars + 1), content: 'P' }] }),
      ),
    ).toBe(`premises.0.id: must be at most ${LIMITS.idChars} characters`);
    expect(
      messageOf(UpdateArgumentRequest, body({ title: 'x'.repeat(LIMITS.titleChars + 1) })),
    ).toBe(`title: must be at most ${LIMITS.titleChars} characters`);
    expect(
      messageOf(
        UpdateArgumentRequest,
        body({
          premises: Array.from({ length: LIMITS.premisesPerArgument + 1 }, () => ({
            content: 'P',
          })),
        }),
      ),
    ).toBe(`premises: at most ${LIMITS.premisesPerArgument} premises`);
    expect(messageOf(UpdateArgumentRequest, body({ ownerId: 2 }))).toBe(
      'Unrecognized key: "ownerId"',
    );
    expect(messageOf(UpdateArgumentRequest, body({ conclusion: { content: ' ' } }))).toBe(
      'conclusion.content: Conclusion content is required',
    );
  });
});
