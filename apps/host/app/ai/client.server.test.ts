import { describe, expect, it } from 'vitest';
import { readAiConfig } from './client.server.ts';

describe('readAiConfig', () => {
  it('is null without a key, and defaults the model to gpt-4o-mini and the timeout to 60 s', () => {
    expect(readAiConfig({ OPENAI_BASE_URL: 'http://x/v1' })).toBeNull();
    expect(readAiConfig({ OPENAI_API_KEY: '  ' })).toBeNull();
    expect(readAiConfig({ OPENAI_API_KEY: 'k' })).toEqual({
      apiKey: 'k',
      baseURL: undefined,
      defaultModel: 'gpt-4o-mini',
      timeoutMs: 60_000,
    });
    expect(
      readAiConfig({
        OPENAI_API_KEY: 'k',
        OPENAI_BASE_URL: 'http://x/v1',
        AI_DEFAULT_MODEL: 'llama3',
        AI_TIMEOUT_MS: '1500',
      }),
    ).toEqual({ apiKey: 'k', baseURL: 'http://x/v1', defaultModel: 'llama3', timeoutMs: 1500 });
  });
});
