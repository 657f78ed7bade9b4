import { CreateArgumentRequest } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { samples } from './samples';
import { ORIGIN, send, useMockServer } from './testSupport';
import { validationMessage } from './validation';

useMockServer();

describe('validationMessage', () => {
  it('names the field with its path', () => {
    const result = CreateArgumentRequest.safeParse({
      title: 'T',
      premises: [{ content: '  ' }],
      conclusion: { content: 'C' },
    });
    expect(validationMessage(result.error!)).toBe(
      'premises.0.content: Premise content is required',
    );
  });

  it('names the request part for issues about the whole value', () => {
    const result = CreateArgumentRequest.safeParse(undefined);
    expect(validationMessage(result.error!, 'query')).toMatch(/^query: /);
  });
});

describe('bad requests get 400 with a readable message naming the field', () => {
  it.each([
    [
      'createConditionalProbability',
      { body: { consequentClaims: ['c1'], antecedentClaims: [], conditionalProbability: 1.5 } },
      'conditionalProbability: must be at most 1',
    ],
    [
      'updateConditionalProbability',
      { params: { id: 1 }, body: { conditionalProbability: -0.1 } },
      'conditionalProbability: must be at least 0',
    ],
    [
      'createArgument',
      { body: { title: ' ', premises: [{ content: 'P' }], conclusion: { content: 'C' } } },
      'title: Title is required',
    ],
    [
      'createArgument',
      { body: { title: 'T', premises: [], conclusion: { content: 'C' } } },
      'premises: Please add at least one premise',
    ],
    [
      'linkArgument',
      { body: { ...(samples.linkArgument.body as object), premises: [{ content: ' ' }] } },
      'premises: Please add at least one premise with content',
    ],
    [
      'estimateDependencies',
      { body: { premises: [{ id: 'a', content: 'A' }], modelId: 'gpt-4o-mini' } },
      'premises: Need at least 2 premises to assess dependencies',
    ],
    [
      'estimateSettings',
      { body: { ...(samples.estimateSettings.body as object), modelId: 'gpt-9' } },
      'modelId: unknown model "gpt-9"',
    ],
    ['getArgumentsByIds', { query: { ids: '1,a' } }, 'ids: ids must be a comma-separated list'],
    ['getArgument', { params: { id: 'abc' } }, 'id: '],
    ['getUserArgument', { query: {} }, 'argumentId: '],
    ['updateUserSettings', { body: { theme: 'dark' } }, 'Unrecognized key'],
    [
      'createArgument',
      { body: { ...(samples.createArgument.body as object), ownerId: 2 } },
      'body: Unrecognized key: "ownerId"',
    ],
    [
      'linkArgument',
      {
        body: {
          ...(samples.linkArgument.body as object),
          premises: [{ content: 'P', id: 'p9' }],
        },
      },
      'premises.0: Unrecognized key: "id"',
    ],
    [
      'createArgument',
      { body: { ...(samples.createArgument.body as object), title: 'x'.repeat(201) } },
      'title: must be at most 200 characters',
    ],
    [
      'estimateSettings',
      {
        body: {
          ...(samples.estimateSettings.body as object),
          premises: Array.from({ length: 51 }, (_, index) => ({ id: `p${index}`, content: 'P' })),
        },
      },
      'premises: at most 50 premises',
    ],
    ['setVisibility', { body: { userArgumentId: 1, visibility: 'SECRET' } }, 'visibility: '],
    [
      'updateUserArgument',
      {
        body: {
          ...(samples.updateUserArgument.body as object),
          premises: [{ id: 'c301', probability: 0.5 }],
        },
      },
      'premises.0.id: "c301" is not a premise of argument 1',
    ],
    [
      'saveEvaluation',
      {
        params: { argumentId: 1 },
        body: {
          ...(samples.saveEvaluation.body as object),
          locks: { premiseIds: ['c301'], conclusion: false },
        },
      },
      'locks.premiseIds.0: "c301" is not a premise of argument 1',
    ],
    [
      'saveEvaluation',
      {
        params: { argumentId: 1 },
        body: { ...(samples.saveEvaluation.body as object), premiseIds: ['c101', 'c102'] },
      },
      'The premises of argument 1 changed since this page was opened',
    ],
  ] as const)('%s → %s', async (name, request, message) => {
    const { status, json } = await send(name, request);
    expect(status).toBe(400);
    expect(json.error).toContain(message);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await fetch(`${ORIGIN}/api/arguments`, { method: 'POST', body: '{oops' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'body: must be valid JSON' });
  });

  it('rejects a missing body naming it', async () => {
    const { status, json } = await send('getClaims');
    expect(status).toBe(400);
    expect(json.error).toMatch(/^body: /);
  });
});
