/**
 * The reconstruction repair loop without HTTP: scripted model answers, the receipt computed as
 * the worker computes it (`reconstructionReceipt`), failures sent back, the best attempt kept.
 * The same loop over HTTP with the fake OpenAI server: `app/ai.http.test.ts`.
 */
import { calls } from '@credence/api';
import { reconstructionReceipt } from '@credence/mocks/offline-ai';
import { describe, expect, it } from 'vitest';
import { AiError, invalidAnswer } from './errors.ts';
import type { ChatMessage } from './prompts/message.ts';
import {
  bestAttempt,
  MAX_REPAIRS,
  premiseLabels,
  reconstructWithRepair,
  TOO_LARGE_TO_CHECK,
} from './reconstructionRepair.server.ts';

const text = 'It rains. If it rains, the streets are wet. It is Monday. So the streets are wet.';
const request = calls.reconstructArgument.body.parse({ text, modelId: 'gpt-4o' });

/** A model answer: a deductive argument of these premises for `q`. */
function answer(premises: [content: string, formula: string][], conclusionFormula = 'q') {
  return {
    found: true,
    title: 'Wet streets',
    description: 'From the rain.',
    type: 'DEDUCTIVE',
    premises: premises.map(([content, formula]) => ({ content, formula })),
    conclusion: { content: 'The streets are wet.', formula: conclusionFormula },
    atoms: { p: 'it rains', q: 'the streets are wet', r: 'it is Monday' },
  };
}
const rains: [string, string] = ['It rains.', 'p'];
const ifRains: [string, string] = ['If it rains, the streets are wet.', 'p → q'];
const monday: [string, string] = ['It is Monday.', 'r'];

/** A scripted model: answers in turn, recording the messages of every call. */
function scripted(...replies: (unknown | Error)[]) {
  const calls: ChatMessage[][] = [];
  return {
    calls,
    dependencies: {
      complete: async (messages: ChatMessage[]) => {
        calls.push(messages);
        const reply = replies[calls.length - 1];
        if (reply instanceof Error) throw reply;
        if (reply === undefined) throw new Error('no more scripted replies');
        return reply;
      },
      receipt: async (receiptRequest: Parameters<typeof reconstructionReceipt>[0]) =>
        reconstructionReceipt(receiptRequest),
    },
  };
}

describe('reconstructWithRepair', () => {
  it('accepts a first answer whose receipt passes: one attempt', async () => {
    const model = scripted(answer([rains, ifRains]));
    const result = await reconstructWithRepair(request, model.dependencies);
    expect(model.calls).toHaveLength(1);
    expect(result.logic?.attempts).toBe(1);
    expect(result.logic?.receipt.valid).toEqual({ status: 'valid' });
    expect(result.logic?.atoms).toEqual({
      p: 'it rains',
      q: 'the streets are wet',
      r: 'it is Monday',
    });
    expect(result.argument?.premises).toEqual([
      { content: 'It rains.', formula: 'p', sourceSpans: [[0, 8]] },
      { content: 'If it rains, the streets are wet.', formula: 'p → q', sourceSpans: [[10, 42]] },
    ]);
    expect(calls.reconstructArgument.response.safeParse(result).success).toBe(true);
  });

  it('sends an unneeded premise back and takes the repaired answer', async () => {
    const model = scripted(answer([rains, ifRains, monday]), answer([rains, ifRains]));
    const result = await reconstructWithRepair(request, model.dependencies);
    expect(model.calls).toHaveLength(2);
    const second = model.calls[1]!;
    // The first conversation, then the model's reconstruction and the failure.
    expect(second.slice(0, 2)).toEqual(model.calls[0]);
    expect(second[2]?.role).toBe('assistant');
    expect(JSON.parse(second[2]!.content).premises).toHaveLength(3);
    expect(second[3]?.role).toBe('user');
    expect(JSON.parse(second[3]!.content)).toEqual({
      failures: ['Premise 3 is not needed: the conclusion follows from premises 1 and 2.'],
    });
    expect(result.argument?.premises.map((premise) => premise.content)).toEqual([
      'It rains.',
      'If it rains, the streets are wet.',
    ]);
    expect(result.logic?.attempts).toBe(2);
    expect(result.logic?.receipt.premisesNeeded).toEqual({
      status: 'checked',
      premises: [
        { id: 'p1', status: 'needed' },
        { id: 'p2', status: 'needed' },
      ],
    });
  });

  it(`gives up after ${MAX_REPAIRS} repairs with the best attempt (fewest failures, earliest) and its receipt`, async () => {
    const unparsable = answer([
      ['It rains.', 'Rains(it)'],
      ['If it rains, the streets are wet.', 'p →'],
    ]);
    const unneeded = answer([rains, ifRains, monday]);
    const invalid = answer([monday]);
    const model = scripted(unparsable, unneeded, invalid);
    const result = await reconstructWithRepair(request, model.dependencies);
    expect(model.calls).toHaveLength(3);
    // The third request carries both earlier exchanges.
    expect(model.calls[2]!.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(JSON.parse(model.calls[2]![3]!.content).failures).toHaveLength(2);
    const lastFailure = JSON.parse(model.calls[2]![5]!.content);
    expect(lastFailure.failures).toEqual([
      'Premise 3 is not needed: the conclusion follows from premises 1 and 2.',
    ]);
    // Two attempts with one failure each: the earlier (unneeded premise) is kept.
    expect(result.argument?.premises).toHaveLength(3);
    expect(result.logic?.attempts).toBe(3);
    expect(result.logic?.receipt).toEqual(
      reconstructionReceipt({
        premises: [rains, ifRains, monday].map(([content, formula]) => ({ content, formula })),
        conclusion: { content: 'The streets are wet.', formula: 'q' },
        argumentType: 'DEDUCTIVE',
      }),
    );
  });

  it('tells the model about invalidity with the missing premise as a suggestion', async () => {
    const model = scripted(answer([rains], 'q'), answer([rains, ifRains]));
    await reconstructWithRepair(request, model.dependencies);
    expect(JSON.parse(model.calls[1]![3]!.content)).toEqual({
      failures: [
        'The argument is invalid: the premises can all be true while the conclusion is false, for example when p is true and q is false.',
      ],
      suggestions: [
        'The weakest premise that would make it valid: “If it rains, then the streets are wet.”',
      ],
    });
  });

  it('found: false is the answer at once, without logic', async () => {
    const model = scripted({ found: false });
    expect(await reconstructWithRepair(request, model.dependencies)).toEqual({ argument: null });
    expect(model.calls).toHaveLength(1);
  });

  it('a repair that fails (unusable answer, provider error) keeps the best attempt so far', async () => {
    const first = answer([rains, ifRains, monday]);
    for (const failure of ['not an object', invalidAnswer('the answer is not JSON')]) {
      const model = scripted(first, failure);
      const result = await reconstructWithRepair(request, model.dependencies);
      expect(model.calls).toHaveLength(2);
      expect(result.argument?.premises).toHaveLength(3);
      expect(result.logic?.attempts).toBe(2);
    }
    // A first answer that fails is the call's failure.
    await expect(
      reconstructWithRepair(request, scripted(invalidAnswer('bad')).dependencies),
    ).rejects.toThrow(AiError);
  });

  it('the deadline ends the whole call: no attempt after the signal aborts', async () => {
    const controller = new AbortController();
    const model = scripted(answer([rains, ifRains, monday]), answer([rains, ifRains]));
    const timedOut = new AiError(504, 'The AI service did not answer in time');
    const dependencies = {
      ...model.dependencies,
      receipt: async (receiptRequest: Parameters<typeof reconstructionReceipt>[0]) => {
        controller.abort(timedOut);
        return reconstructionReceipt(receiptRequest);
      },
      signal: controller.signal,
    };
    await expect(reconstructWithRepair(request, dependencies)).rejects.toBe(timedOut);
    expect(model.calls).toHaveLength(1);
  });

  it('formulas past the receipt budget are a failure; unchecked formulas are not offered', async () => {
    const wide = Array.from({ length: 101 }, (_, index) => `p${index}`).join(' ∧ ');
    const tooLarge = answer([['It rains.', wide]]);
    const model = scripted(tooLarge, tooLarge, tooLarge);
    const result = await reconstructWithRepair(request, model.dependencies);
    expect(JSON.parse(model.calls[1]![3]!.content)).toEqual({ failures: [TOO_LARGE_TO_CHECK] });
    expect(result.logic).toBeUndefined();
    expect(result.argument?.premises).toEqual([{ content: 'It rains.', sourceSpans: [[0, 8]] }]);
  });

  it('names locked premises L1, L2, … in the failures, as the prompt labels them', async () => {
    const withLocked = calls.reconstructArgument.body.parse({
      text,
      modelId: 'gpt-4o',
      currentArgument: {
        title: '',
        description: '',
        type: 'DEDUCTIVE',
        premises: [{ id: 'premise-9', content: 'It is Monday.', locked: true, formula: 'r' }],
        conclusion: { content: '' },
      },
    });
    const same = answer([rains, ifRains]);
    const model = scripted(same, same, same);
    const result = await reconstructWithRepair(withLocked, model.dependencies);
    expect(model.calls).toHaveLength(3);
    expect(JSON.parse(model.calls[1]![3]!.content).failures).toEqual([
      'Premise L1 is not needed: the conclusion follows from premises 1 and 2.',
    ]);
    expect(result.logic?.receipt.premiseIds).toEqual(['premise-9', 'p2', 'p3']);
  });
});

describe('premiseLabels and bestAttempt', () => {
  it('numbers the model’s premises from 1 and the locked ones L1, L2, …', () => {
    const argument = {
      title: '',
      description: '',
      premises: [{ content: 'a' }, { content: 'b', locked: true }, { content: 'c' }],
      conclusion: { content: 'd' },
    };
    expect(premiseLabels(argument, ['p1', 'x', 'p3'])).toEqual({ p1: '1', x: 'L1', p3: '2' });
  });

  it('prefers a receipt, then fewer failures, then the earlier attempt', () => {
    const a = { receipt: null, failures: [] };
    const b = { receipt: {}, failures: ['x', 'y'] };
    const c = { receipt: {}, failures: ['x'] };
    const d = { receipt: {}, failures: ['z'] };
    expect(bestAttempt([a, b, c, d])).toBe(c);
    expect(bestAttempt([a])).toBe(a);
  });
});
