import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ASSESSMENT_TABS } from './assessment.constants';
import { assessmentMachine } from './assessment.machine';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_SOURCE_MESSAGES,
  assessmentSourceLabel,
} from './assessment.messages';
import type {
  AssessArgumentInput,
  AssessArgumentOutput,
  Assessment,
  DialecticalContext,
  EditorArgument,
  LoadDialecticalContextInput,
} from './assessment.types';
import { failureText } from './failureText';
import { scoreColor } from './scoreColor';

const argument: EditorArgument = {
  title: 'Rain',
  description: 'Weather',
  type: 'INDUCTIVE',
  premises: [{ content: 'Clouds are dark' }],
  conclusion: { content: 'It will rain' },
};

const section = (score: number) => ({ score, analysis: `Scored ${score}` });
const sampleAssessment: Assessment = {
  clarity: section(9),
  logic: { ...section(7), deductivePotential: 'Could be made valid' },
  strategy: { ...section(6), strategicApproach: 'Inductive' },
  weaknesses: { ...section(5), vulnerabilities: ['Clouds can pass'] },
  counters: { ...section(4), anticipatedCounters: ['Dry clouds'] },
  overall: { ...section(8), summary: 'Decent', recommendations: ['Add data'] },
};

/** An HTTP failure as `@credence/api`'s client throws it. */
function httpError(body: unknown, message = 'HTTP 500 Internal Server Error') {
  return Object.assign(new Error(message), {
    kind: 'http',
    status: 500,
    statusText: 'Internal Server Error',
    body,
  });
}

function start(options: {
  context?: (input: LoadDialecticalContextInput) => Promise<DialecticalContext | null>;
  assess?: (input: AssessArgumentInput) => Promise<AssessArgumentOutput>;
}) {
  const calls = {
    context: [] as LoadDialecticalContextInput[],
    assess: [] as AssessArgumentInput[],
  };
  const actor = createActor(
    assessmentMachine.provide({
      actors: {
        loadDialecticalContext: fromPromise(async ({ input }) => {
          calls.context.push(input);
          return (options.context ?? (async () => null))(input);
        }),
        assess: fromPromise(async ({ input }) => {
          calls.assess.push(input);
          return (options.assess ?? (async () => ({ assessment: sampleAssessment })))(input);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('assessmentMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays closed until opened, then loads the context, assesses and shows the tabs', async () => {
    const { actor, calls } = start({});
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls.assess).toHaveLength(0);
    actor.send({ type: 'OPEN', argument, argumentId: 12 });
    expect(actor.getSnapshot().value).toEqual({ open: 'loadingContext' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'loaded' });
    expect(calls.context).toEqual([{ argumentId: 12, argument }]);
    expect(calls.assess).toEqual([{ argument, mode: 'single' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      assessment: sampleAssessment,
      error: null,
      tab: 'clarity',
    });
    actor.send({ type: 'SELECT_TAB', tab: 'overall' });
    expect(actor.getSnapshot().context.tab).toBe('overall');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('assesses in dialectical mode with the loaded context', async () => {
    const dialectic = {
      argumentIds: [12, 13],
      relationships: [{ sourceArgumentId: 13, targetArgumentId: 12 }],
    };
    const { actor, calls } = start({ context: async () => dialectic });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.context).toEqual([{ argumentId: null, argument }]);
    expect(calls.assess).toEqual([
      { argument, mode: 'dialectical', dialecticalContext: dialectic },
    ]);
    expect(actor.getSnapshot().context.mode).toBe('dialectical');
  });

  it('treats a failed context load as no context', async () => {
    const { actor, calls } = start({
      context: async () => {
        throw new Error('Failed to load dialectics');
      },
    });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'loaded' });
    expect(calls.assess).toEqual([{ argument, mode: 'single' }]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("shows the server's error text, then Try Again assesses again", async () => {
    let fail = true;
    const { actor, calls } = start({
      assess: async () => {
        if (fail) throw httpError({ error: 'Model overloaded' });
        return { assessment: sampleAssessment };
      },
    });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Model overloaded');
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toEqual({ open: 'loadingContext' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'loaded' });
    expect(calls.assess).toHaveLength(2);
  });

  it("shows 'Failed to assess argument' for an HTTP failure without error text", async () => {
    const { actor } = start({
      assess: async () => {
        throw httpError('<html>oops</html>');
      },
    });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('Failed to assess argument');
  });

  it("shows 'Failed to assess argument' for an answer without an assessment", async () => {
    const { actor } = start({ assess: async () => ({}) as { assessment: Assessment } });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Failed to assess argument');
  });

  it("shows a network error's message", async () => {
    const { actor } = start({
      assess: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch');
  });

  it("shows 'An unknown error occurred' when something else was thrown", async () => {
    const { actor } = start({
      assess: () => Promise.reject('boom'),
    });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('An unknown error occurred');
  });

  it('fails loudly when the app did not provide the assess actor (context load treated as none)', async () => {
    const actor = createActor(assessmentMachine).start();
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(
      'The "assess" actor was not provided: use machine.provide({ actors })',
    );
  });

  it('keeps who wrote the assessment and labels the offline rules as a rule-based estimate', async () => {
    let source: AssessArgumentOutput['source'] = { kind: 'rule-based' };
    const { actor } = start({ assess: async () => ({ assessment: sampleAssessment, source }) });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.source).toEqual({ kind: 'rule-based' });
    expect(assessmentSourceLabel(actor.getSnapshot().context.source)).toBe(
      ASSESSMENT_SOURCE_MESSAGES.ruleBased,
    );
    expect(ASSESSMENT_SOURCE_MESSAGES.ruleBased).toMatch(/^Rule-based estimate/);

    // Reopened against a host with a model: the old label is gone at once, the new one names it.
    source = { kind: 'model', model: 'gpt-4o' };
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', argument });
    expect(actor.getSnapshot().context.source).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(assessmentSourceLabel(actor.getSnapshot().context.source)).toBe(
      'Assessed by the AI model gpt-4o.',
    );

    // A server that does not say: no label, never a guess.
    source = undefined;
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(assessmentSourceLabel(actor.getSnapshot().context.source)).toBeNull();
  });

  it('reloads on each opening, back on the first tab; RETRY is refused unless failed', async () => {
    const { actor, calls } = start({});
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SELECT_TAB', tab: 'logic' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toEqual({ open: 'loaded' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', argument });
    expect(actor.getSnapshot().context).toMatchObject({ assessment: null, tab: 'clarity' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.assess).toHaveLength(2);
  });

  it('closing while loading drops the late answer', async () => {
    const { actor } = start({
      assess: () =>
        new Promise((resolve) => setTimeout(() => resolve({ assessment: sampleAssessment }), 1000)),
    });
    actor.send({ type: 'OPEN', argument });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'assessing' });
    actor.send({ type: 'CLOSE' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.assessment).toBeNull();
  });
});

describe('assessment helpers', () => {
  it('colours scores: 8 or more green, 6 or more yellow, otherwise red', () => {
    expect(scoreColor(10)).toBe('green');
    expect(scoreColor(8)).toBe('green');
    expect(scoreColor(7.99)).toBe('yellow');
    expect(scoreColor(6)).toBe('yellow');
    expect(scoreColor(5.99)).toBe('red');
    expect(scoreColor(0)).toBe('red');
  });

  it("loads with the generic spinner's 'Loading...'", () => {
    expect(ASSESSMENT_MESSAGES.loading).toBe('Loading...');
    expect(ASSESSMENT_MESSAGES.failedHeading).toBe('Assessment Failed');
    expect(ASSESSMENT_MESSAGES.tryAgain).toBe('Try Again');
  });

  it('lists the six tabs in order', () => {
    expect(ASSESSMENT_TABS.map((tab) => tab.label)).toEqual([
      'Clarity',
      'Logic',
      'Strategy',
      'Weaknesses',
      'Counters',
      'Overall',
    ]);
  });

  it('picks the failure text', () => {
    expect(failureText(httpError({ error: 'Nope' }), 'Fallback')).toBe('Nope');
    expect(failureText(httpError({ error: '' }), 'Fallback')).toBe('Fallback');
    expect(failureText(new Error(''), 'Fallback')).toBe('Fallback');
    expect(failureText(new Error('Server said no'), 'Fallback')).toBe('Server said no');
    expect(failureText(42, 'Fallback', 'Unknown')).toBe('Unknown');
    expect(failureText(null, 'Fallback')).toBe('Fallback');
  });
});
