import { type CallName, callNames, calls } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './handlers/index';
import { samples } from './samples';
import { send, useMockServer } from './testSupport';

const { store } = useMockServer();

describe('every call in the registry', () => {
  it('has one handler per call', () => {
    expect(createHandlers()).toHaveLength(callNames.length);
  });

  it('has a sample request that its own schemas accept', () => {
    for (const name of callNames) {
      const { params, query, body } = calls[name];
      const sample = samples[name];
      if (params) expect(params.safeParse(sample.params).success, name).toBe(true);
      if (query) expect(query.safeParse(sample.query ?? {}).success, name).toBe(true);
      if (body) expect(body.safeParse(sample.body).success, name).toBe(true);
    }
  });

  it.each(callNames.map((name) => [name] as [CallName]))(
    '%s answers its success status with a body its response schema parses',
    async (name) => {
      const { status, json } = await send(name, samples[name]);
      expect(status, JSON.stringify(json)).toBe(calls[name].successStatus);
      const parsed = calls[name].response.safeParse(json);
      expect(parsed.success, parsed.error?.message).toBe(true);
    },
  );

  it.each(
    callNames.filter((name) => name !== 'getSharedArgument').map((name) => [name] as [CallName]),
  )('%s answers 401 { error } when nobody is signed in', async (name) => {
    store.signOut();
    const { status, json } = await send(name, samples[name]);
    expect(status).toBe(401);
    expect(json).toEqual({ error: 'Please sign in' });
  });
});
