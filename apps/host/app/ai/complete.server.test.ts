/**
 * `completeJson` with the real openai client against a stubbed `fetch`: the request it sends
 * (JSON mode), every failure turned into a 502 with a readable message, an aborted call into the
 * time-out's 504, and the prompt-size cap refusing before anything is sent.
 */
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { completeJson, MAX_PROMPT_CHARS, parseModelJson } from './complete.server.ts';
import { AiError } from './errors.ts';

function clientAnswering(status: number, body: unknown, sent: unknown[] = []) {
  return new OpenAI({
    apiKey: 'sk-test',
    baseURL: 'http://fake.invalid/v1',
    maxRetries: 0,
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
}

const completion = (message: Record<string, unknown>) => ({
  id: 'x',
  object: 'chat.completion',
  created: 0,
  model: 'm',
  choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
});

async function failure(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiError);
  expect((error as AiError).status).toBe(502);
  return (error as AiError).message;
}

const request = { model: 'm', messages: [{ role: 'user' as const, content: 'hello' }] };

describe('completeJson', () => {
  it('refuses a prompt over MAX_PROMPT_CHARS with a 400 and sends nothing', async () => {
    const sent: unknown[] = [];
    const client = clientAnswering(200, completion({ content: '{}' }), sent);
    const half = 'x'.repeat(MAX_PROMPT_CHARS / 2);
    const fits = {
      model: 'm',
      messages: [
        { role: 'system' as const, content: half },
        { role: 'user' as const, content: half },
      ],
    };
    expect(await completeJson(client, fits)).toEqual({});
    const tooLong = {
      ...fits,
      messages: [...fits.messages, { role: 'user' as const, content: 'x' }],
    };
    const error = await completeJson(client, tooLong).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({
      status: 400,
      message:
        'Argument text is too long for the AI model (60,001 characters of prompt; at most 60,000)',
    });
    expect(sent).toHaveLength(1);
  });

  it('answers an aborted call (the endpoint’s deadline) with the time-out’s 504', async () => {
    const client = new OpenAI({
      apiKey: 'sk-test',
      baseURL: 'http://fake.invalid/v1',
      maxRetries: 0,
      // A model that never answers, except to an abort.
      fetch: (_url, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const controller = new AbortController();
    const call = completeJson(client, { ...request, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({
      status: 504,
      message: 'The AI service did not answer in time',
    });
  });

  it('asks for a JSON object and returns the parsed content', async () => {
    const sent: unknown[] = [];
    const client = clientAnswering(200, completion({ content: '{"ok":true}' }), sent);
    expect(await completeJson(client, request)).toEqual({ ok: true });
    expect(sent[0]).toMatchObject({ model: 'm', response_format: { type: 'json_object' } });
  });

  it('turns refusals, bad shapes and HTTP errors into readable 502s', async () => {
    expect(
      await failure(
        completeJson(clientAnswering(200, completion({ content: null, refusal: 'no' })), request),
      ),
    ).toBe('Invalid response from AI service: the model refused (no)');
    expect(await failure(completeJson(clientAnswering(200, { choices: [] }), request))).toBe(
      'Invalid response from AI service: the answer has no choices',
    );
    expect(
      await failure(completeJson(clientAnswering(401, { error: { message: 'bad key' } }), request)),
    ).toBe('The AI service failed (HTTP 401)');
  });
});

describe('parseModelJson', () => {
  it('accepts a fenced JSON block and rejects prose', () => {
    expect(parseModelJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(() => parseModelJson('{"a":')).toThrow(
      'Invalid response from AI service: the answer is not JSON',
    );
    expect(() => parseModelJson(null)).toThrow('the model returned no content');
  });

  it('reads an answer padded with 20,000 spaces in linear time', () => {
    expect(parseModelJson(`\`\`\`json\n{"a":1}${' '.repeat(20_000)}\n\`\`\``)).toEqual({ a: 1 });
    // Spaces followed by something else: an end-anchored /\s*```$/ rescans the run from each of
    // its positions (quadratic). Compare n and 4n characters; linear is 4×, quadratic 16×.
    const timeFor = (n: number) => {
      const text = `{"a":1}${' '.repeat(n)}x`;
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 5; round++) {
        const start = performance.now();
        for (let i = 0; i < 20; i++) expect(() => parseModelJson(text)).toThrow('not JSON');
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    timeFor(5_000);
    expect(timeFor(20_000) / timeFor(5_000)).toBeLessThan(8);
  });
});
