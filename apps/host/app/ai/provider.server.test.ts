import { afterEach, describe, expect, it } from 'vitest';
import { getAiProvider } from './provider.server.ts';

const saved = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL };

afterEach(() => {
  for (const [name, value] of [
    ['OPENAI_API_KEY', saved.key],
    ['OPENAI_BASE_URL', saved.url],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('getAiProvider', () => {
  it('is the offline provider without OPENAI_API_KEY, the OpenAI one with it', () => {
    delete process.env.OPENAI_API_KEY;
    expect(getAiProvider().kind).toBe('offline');
    process.env.OPENAI_API_KEY = '   ';
    expect(getAiProvider().kind).toBe('offline');
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = 'http://127.0.0.1:9/v1';
    const openai = getAiProvider();
    expect(openai.kind).toBe('openai');
    // One provider per configuration, rebuilt when it changes.
    expect(getAiProvider()).toBe(openai);
    process.env.OPENAI_BASE_URL = 'http://127.0.0.1:10/v1';
    expect(getAiProvider()).not.toBe(openai);
  });
});
