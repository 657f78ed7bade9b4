import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CredenceApiError, createCredenceClient, createMemoryStorage } from './index';
import { at, BASE_URL, useTestServer } from './testServer';

const server = useTestServer();
const client = () =>
  createCredenceClient({ baseUrl: BASE_URL, storage: createMemoryStorage(), onWarning: () => {} });

const evaluation = {
  evaluationMode: 'fallback' as const,
  inferenceStrength: 0.8,
  fallbackSupport: 0.2,
  evaluationSettings: { fallback: { pCGivenPremises: 0.9 } },
};

describe('saveEvaluation', () => {
  it("throws exactly 'Failed to save evaluation: {statusText}', ignoring the error field", async () => {
    server.use(
      http.put(at('/api/objects/evaluations/:argumentId'), () =>
        HttpResponse.json({ error: 'No such argument' }, { status: 404, statusText: 'Not Found' }),
      ),
    );
    const error = await client()
      .saveEvaluation({ argumentId: 7, ...evaluation })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CredenceApiError);
    expect((error as Error).message).toBe('Failed to save evaluation: Not Found');
    expect(error).toMatchObject({ status: 404, body: { error: 'No such argument' } });
  });
});

describe('updateUserArgument', () => {
  it('still throws a CredenceApiError (callers only log it)', async () => {
    server.use(
      http.post(at('/api/user/arguments/update'), () =>
        HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const error = await client()
      .updateUserArgument({
        argumentId: 7,
        evaluationMode: 'fallback',
        inferenceStrength: 0.8,
        fallbackSupport: 0.2,
        premises: [{ id: 'p1', probability: 0.7 }],
        conclusion: { id: 'c', probability: 0.6 },
      })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CredenceApiError);
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Database unavailable' });
  });
});
