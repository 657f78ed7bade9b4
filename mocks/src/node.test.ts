import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockServer } from './node';
import { scenarios } from './scenarios';

const {
  server,
  store,
  scenarios: serverScenarios,
} = setupMockServer({
  baseUrl: 'https://api.credence.test',
  overrides: { listModels: () => ({ models: [] }) },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('setupMockServer', () => {
  it('answers at its baseUrl only', async () => {
    const response = await fetch('https://api.credence.test/api/user/settings');
    expect(response.status).toBe(200);
    // MSW reports the unhandled request on the console: expected here, so kept quiet.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('https://elsewhere.test/api/user/settings')).rejects.toThrow();
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  });

  it('uses the module-level scenarios by default', async () => {
    expect(serverScenarios).toBe(scenarios);
    scenarios.set('saveEvaluation', 'server-error');
    const response = await fetch('https://api.credence.test/api/objects/evaluations/1', {
      method: 'PUT',
      body: '{}',
    });
    expect(response.status).toBe(500);
    scenarios.clear();
  });

  it('exposes its store', async () => {
    store.signIn(2);
    const response = await fetch('https://api.credence.test/api/user/settings');
    expect((await response.json()).settings.constraintResolutionMode).toBe('foundationalist');
    store.reset();
  });

  it('lets overrides replace an answer, keeping the checks', async () => {
    const response = await fetch('https://api.credence.test/api/models');
    expect(await response.json()).toEqual({ models: [] });
    store.signOut();
    expect((await fetch('https://api.credence.test/api/models')).status).toBe(401);
    store.reset();
  });
});
