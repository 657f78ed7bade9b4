/**
 * The AI endpoints of the built app over real HTTP: the host runs `scripts/start.mjs` with
 * OPENAI_BASE_URL/OPENAI_API_KEY pointing at a fake OpenAI-compatible server (node:http) whose
 * answers each test chooses; a second host without a key answers from the deterministic offline
 * provider (the mock backend's answers).
 * `pnpm test` builds the app first.
 */
import { calls, OFFLINE_MODEL, OFFLINE_MODEL_ID, SELECTABLE_MODELS } from '@credence/api';
import {
  estimateSettings,
  reconstructArgument,
  reconstructionReceipt,
} from '@credence/mocks/offline-ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, type FakeReply, startFakeOpenAi } from './ai/testing/fakeOpenAi.ts';
import { signUp } from './testing/accounts.ts';
import { expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

const API_KEY = 'sk-test-credence';
const DEFAULT_MODEL = 'local-llama';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.models = ['endpoint-only-model', 'gpt-4o-mini'];
});

afterAll(async () => {
  await fake?.close();
});

// Hooks run in order and are undone in reverse: the fake endpoint is up before the host that
// uses it starts, and closes after both hosts have stopped.
const server = httpFixture(() => ({
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_API_KEY: API_KEY,
  AI_DEFAULT_MODEL: DEFAULT_MODEL,
}));
const serverOff = httpFixture({
  OPENAI_BASE_URL: undefined,
  OPENAI_API_KEY: undefined,
  AI_DEFAULT_MODEL: undefined,
});

beforeEach(() => {
  fake.chats.length = 0;
});

const premises = [
  { id: 'p1', content: 'Dark clouds are gathering over the valley.' },
  { id: 'p2', content: 'The barometer has dropped sharply since noon.' },
];
const conclusion = { id: 'c', content: 'It will rain this evening.' };
const editorArgument = {
  title: 'Rain tonight',
  description: 'Signs of rain.',
  type: 'INDUCTIVE',
  premises: premises.map(({ content }) => ({ content })),
  conclusion: { content: conclusion.content },
};

/** One valid request per AI endpoint. */
const aiRequests: Record<string, { path: string; body: unknown }> = {
  estimateSettings: {
    path: '/api/ai/estimate-settings',
    body: { currentTabId: 'BAYESIAN', premises, conclusion, modelId: 'gpt-4o-mini' },
  },
  estimateDependencies: {
    path: '/api/ai/estimate-dependencies',
    body: { premises, modelId: 'gpt-4o-mini' },
  },
  assessArgument: { path: '/api/argument-assessment', body: { argument: editorArgument } },
  validateContent: {
    path: '/api/validation/content',
    body: { argument: editorArgument, modelId: 'gpt-4o-mini' },
  },
  generateLinked: {
    path: '/api/arguments/generate-linked',
    body: { mode: 'refute', conclusion: premises[0]!.content, model: 'gpt-4o-mini' },
  },
  regiment: {
    path: '/api/counterexample/regiment',
    body: { premises, conclusion, logicSystem: 'propositional' },
  },
  reconstructArgument: {
    path: '/api/arguments/reconstruct',
    body: {
      text: `${premises[0]!.content} ${premises[1]!.content} So ${conclusion.content}`,
      modelId: 'gpt-4o-mini',
    },
  },
};

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('AI endpoints over HTTP', () => {
  let user: Client;
  let userOff: Client;

  beforeAll(async () => {
    const account = { password: 'ai-password-1' };
    user = await signUp(server.client(), 'AI tester', { ...account, email: 'ai@x.io' });
    userOff = await signUp(serverOff.client(), 'AI tester', { ...account, email: 'ai-off@x.io' });
  });

  it('answers 401 without a session, on every AI endpoint and the model list', async () => {
    await expectSignInRequired(await server.anonymous('GET', '/api/models'));
    for (const { path, body } of Object.values(aiRequests)) {
      await expectSignInRequired(await server.client().json(path, 'POST', body), path);
    }
    expect(fake.chats).toHaveLength(0);
  });

  it('lists the built-in models after the configured default; ?all=true adds the endpoint’s', async () => {
    const listed = await user.request('/api/models');
    expect(listed.status).toBe(200);
    const { models } = calls.listModels.response.parse(await listed.json());
    expect(models.map((model) => model.id)).toEqual([
      DEFAULT_MODEL,
      ...SELECTABLE_MODELS.map((model) => model.id),
    ]);
    expect(models.slice(1)).toEqual(SELECTABLE_MODELS);
    expect(models.map((model) => model.id)).toContain('o1-mini');

    const all = calls.listModels.response.parse(
      await (await user.request('/api/models?all=true')).json(),
    );
    // The endpoint's gpt-4o-mini is a built-in already: listed once.
    expect(all.models.map((model) => model.id)).toEqual([
      DEFAULT_MODEL,
      ...SELECTABLE_MODELS.map((model) => model.id),
      'endpoint-only-model',
    ]);
    const bad = await user.request('/api/models?all=yes');
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/^all: /);
  });

  it('answers 400 with a readable message for bad bodies and unknown models, without calling the model', async () => {
    const cases: [string, unknown, string][] = [
      [
        '/api/ai/estimate-settings',
        { currentTabId: 'BAYESIAN', premises: [], conclusion, modelId: 'gpt-4o-mini' },
        'premises: AI assessment needs at least one premise',
      ],
      [
        '/api/ai/estimate-dependencies',
        { premises: premises.slice(0, 1), modelId: 'gpt-4o-mini' },
        'premises: Need at least 2 premises to assess dependencies',
      ],
      [
        '/api/ai/estimate-settings',
        { currentTabId: 'BAYESIAN', premises, conclusion, modelId: 'no-such-model' },
        'modelId: unknown model "no-such-model"',
      ],
      [
        '/api/arguments/generate-linked',
        { mode: 'refute', conclusion: '  ', model: 'gpt-4o-mini' },
        'conclusion: Conclusion content is required',
      ],
      [
        '/api/arguments/generate-linked',
        { mode: 'refute', conclusion: 'x', model: 'no-such-model' },
        'model: unknown model "no-such-model"',
      ],
      // The offline rules are no choice when a model answers.
      [
        '/api/arguments/generate-linked',
        { mode: 'refute', conclusion: 'x', model: OFFLINE_MODEL_ID },
        `model: unknown model "${OFFLINE_MODEL_ID}"`,
      ],
      ['/api/validation/content', 'not json', 'The request body must be JSON'],
    ];
    for (const [path, body, message] of cases) {
      const response = await user.json(path, 'POST', body);
      expect(response.status, path).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    const regiment = await user.json('/api/counterexample/regiment', 'POST', {
      premises,
      conclusion,
      logicSystem: 'modal',
    });
    expect(regiment.status).toBe(400);
    expect(await errorOf(regiment)).toMatch(/^logicSystem: /);
    expect(fake.chats).toHaveLength(0);
  });

  it('estimateSettings (Bayesian): sends the premises to the model, clamps its numbers', async () => {
    fake.reply = () => ({
      json: {
        conditionalProbabilities: { p1: 0.8, p2: '0.7', stranger: 0.5 },
        reverseConditionalProbabilities: { p1: 1.4, p2: -0.2 },
      },
    });
    const response = await user.json('/api/ai/estimate-settings', 'POST', {
      currentTabId: 'BAYESIAN',
      premises,
      conclusion,
      modelId: 'gpt-4o-mini',
    });
    expect(response.status).toBe(200);
    const answer = calls.estimateSettings.response.parse(await response.json());
    const expected = {
      conditionalProbabilities: { p1: 0.8, p2: 0.7 },
      reverseConditionalProbabilities: { p1: 1, p2: 0 },
    };
    expect(answer.settings?.bayesianNetworkData).toEqual(expected);
    expect(answer.bayesianNetworkData).toEqual(expected);

    expect(fake.chats).toHaveLength(1);
    const chat = fake.chats[0]!;
    expect(chat.authorization).toBe(`Bearer ${API_KEY}`);
    expect(chat.body.model).toBe('gpt-4o-mini');
    expect(chat.body.response_format).toEqual({ type: 'json_object' });
    for (const text of [...premises.map((p) => p.content), conclusion.content]) {
      expect(fake.lastPrompt()).toContain(text);
    }
  });

  it('estimateSettings (truth table): one value per row key, for a model only the endpoint lists', async () => {
    fake.reply = () => ({ json: { rowValues: { '11': 0.9, '10': 0.6, '01': 0.5, '00': 0.1 } } });
    const response = await user.json('/api/ai/estimate-settings', 'POST', {
      currentTabId: 'TRUTH_TABLE',
      premises,
      conclusion,
      modelId: 'endpoint-only-model',
    });
    expect(response.status).toBe(200);
    const answer = calls.estimateSettings.response.parse(await response.json());
    expect(answer.truthTableData?.rowValues).toEqual({
      '11': 0.9,
      '10': 0.6,
      '01': 0.5,
      '00': 0.1,
    });
    expect(answer.settings?.truthTableData?.rowValues).toEqual(answer.truthTableData?.rowValues);
    expect(fake.chats[0]?.body.model).toBe('endpoint-only-model');
    expect(fake.lastPrompt()).toContain('"00"');
    expect(fake.lastPrompt()).toContain(premises[1]!.content);
  });

  it('estimateDependencies: keeps suggestions between known premises only', async () => {
    fake.reply = () => ({
      json: {
        suggestedDependencies: [
          {
            sourceId: 'p1',
            targetId: 'p2',
            conditionalProbability: 0.85,
            strength: 'strong',
            reasoning: 'Clouds and a falling barometer go together.',
          },
          { sourceId: 'p1', targetId: 'p1', conditionalProbability: 0.9, reasoning: 'self' },
          { sourceId: 'p9', targetId: 'p2', conditionalProbability: 0.9, reasoning: 'unknown' },
        ],
      },
    });
    const response = await user.json('/api/ai/estimate-dependencies', 'POST', {
      premises,
      modelId: 'claude-3-haiku-20240307',
      userPatterns: [{ key: 'p2|p1', value: 0.75 }],
    });
    expect(response.status).toBe(200);
    const answer = calls.estimateDependencies.response.parse(await response.json());
    expect(answer.suggestedDependencies).toEqual([
      {
        sourceId: 'p1',
        targetId: 'p2',
        conditionalProbability: 0.85,
        strength: 'strong',
        reasoning: 'Clouds and a falling barometer go together.',
      },
    ]);
    expect(fake.lastPrompt()).toContain(premises[0]!.content);
    expect(fake.lastPrompt()).toContain('p2|p1');
  });

  it('assessArgument: six sections, scores clamped to 0..10, with the default model', async () => {
    const section = (score: unknown) => ({ score, analysis: 'Fine.' });
    fake.reply = () => ({
      json: {
        clarity: { ...section(8), suggestions: ['Say when.'] },
        logic: { ...section('7'), deductivePotential: 'Moderate.' },
        strategy: { ...section(6), strategicApproach: 'Two signs.' },
        weaknesses: { ...section(12), vulnerabilities: ['Clouds pass.'] },
        counters: { ...section(-1), anticipatedCounters: ['Forecasts disagree.'] },
        overall: { ...section(7.5), summary: 'Decent.', recommendations: ['Cite a forecast.'] },
      },
    });
    const response = await user.json('/api/argument-assessment', 'POST', {
      argument: editorArgument,
    });
    expect(response.status).toBe(200);
    const { assessment, source } = calls.assessArgument.response.parse(await response.json());
    // The request names no model: the answer says which one wrote it.
    expect(source).toEqual({ kind: 'model', model: DEFAULT_MODEL });
    expect(assessment.logic.score).toBe(7);
    expect(assessment.weaknesses.score).toBe(10);
    expect(assessment.counters.score).toBe(0);
    expect(assessment.overall.recommendations).toEqual(['Cite a forecast.']);
    expect(fake.chats[0]?.body.model).toBe(DEFAULT_MODEL);
    expect(fake.lastPrompt()).toContain(premises[1]!.content);
  });

  it('validateContent: issues from the model; a high or offensive issue makes it invalid', async () => {
    fake.reply = () => ({
      json: {
        isValid: true,
        issues: [
          { field: 'premise 1', message: 'is vague', severity: 'LOW', type: 'unclear' },
          {
            field: 'title',
            message: 'contains offensive language',
            severity: 'medium',
            type: 'offensive',
          },
        ],
      },
    });
    const response = await user.json('/api/validation/content', 'POST', {
      argument: editorArgument,
      modelId: 'o3-mini',
    });
    expect(response.status).toBe(200);
    const { validation } = calls.validateContent.response.parse(await response.json());
    expect(validation.isValid).toBe(false);
    expect(validation.issues.map((issue) => issue.severity)).toEqual(['low', 'medium']);
    expect(fake.lastPrompt()).toContain(premises[0]!.content);
  });

  it('generateLinked: the model writes premises, the conclusion is the claim’s negation', async () => {
    fake.reply = () => ({
      json: {
        title: 'Clouds are not rain',
        description: 'Clouds often pass.',
        type: 'INDUCTIVE',
        premises: ['Clouds often pass without rain.', { content: 'The valley is dry in June.' }],
      },
    });
    const response = await user.json('/api/arguments/generate-linked', 'POST', {
      mode: 'refute',
      conclusion: 'Dark clouds are gathering over the valley.',
      userInstructions: 'Mention the season',
      model: 'gpt-4o',
    });
    expect(response.status).toBe(200);
    const answer = calls.generateLinked.response.parse(await response.json());
    expect(answer.argument.premises).toEqual([
      { content: 'Clouds often pass without rain.' },
      { content: 'The valley is dry in June.' },
    ]);
    expect(answer.argument.conclusion.content).toBe(
      'It is not the case that dark clouds are gathering over the valley.',
    );
    expect(fake.lastPrompt()).toContain('Dark clouds are gathering over the valley');
    expect(fake.lastPrompt()).toContain('Mention the season');
  });

  it('reconstructArgument: the model extracts the argument; locked claims are put back', async () => {
    fake.reply = () => ({
      json: {
        found: true,
        title: 'Rain tonight',
        description: 'From the signs.',
        type: 'INDUCTIVE',
        premises: [
          { content: 'Dark clouds are gathering.', formula: 'p', implicit: true },
          { content: 'The barometer dropped.', formula: 'q', sourceSpans: [[22, 39]] },
          7,
        ],
        conclusion: { content: 'It will rain.', formula: 'r' },
        lockedFormulas: { L1: 's', conclusion: 'r' },
        atoms: { p: 'dark clouds are gathering', q: 'the barometer drops', r: 'it will rain' },
      },
    });
    const currentArgument = {
      title: 'Old',
      description: '',
      premises: [
        { id: 'premise-1', content: 'Old premise.' },
        { id: 'premise-2', content: 'Locked premise.', locked: true },
      ],
      conclusion: { id: 'conclusion', content: 'Locked conclusion.', locked: true },
    };
    const text = 'Clouds gather and the barometer drops, so it will rain.';
    const response = await user.json('/api/arguments/reconstruct', 'POST', {
      text,
      instructions: 'Keep it short',
      modelId: 'gpt-4o',
      currentArgument,
    });
    expect(response.status).toBe(200);
    const { argument, logic } = calls.reconstructArgument.response.parse(await response.json());
    expect(argument).toEqual({
      title: 'Rain tonight',
      description: 'From the signs.',
      type: 'INDUCTIVE',
      premises: [
        { content: 'Dark clouds are gathering.', formula: 'p', implicit: true },
        {
          id: 'premise-2',
          content: 'Locked premise.',
          locked: true,
          formula: 's',
          implicit: true,
        },
        { content: 'The barometer dropped.', formula: 'q', sourceSpans: [[22, 39]] },
      ],
      conclusion: {
        id: 'conclusion',
        content: 'Locked conclusion.',
        locked: true,
        formula: 'r',
        implicit: true,
      },
    });
    expect(text.slice(22, 39)).toBe('barometer drops, ');
    // Inductive, every formula read: nothing to repair, one attempt; the receipt is the server's.
    expect(fake.chats).toHaveLength(1);
    expect(logic).toMatchObject({
      system: 'propositional',
      atoms: { p: 'dark clouds are gathering', q: 'the barometer drops', r: 'it will rain' },
      attempts: 1,
    });
    expect(logic?.receipt).toEqual(
      reconstructionReceipt({
        premises: [
          { formula: 'p', content: 'Dark clouds are gathering.' },
          { id: 'premise-2', formula: 's', content: 'Locked premise.' },
          { formula: 'q', content: 'The barometer dropped.' },
        ],
        conclusion: { formula: 'r', content: 'Locked conclusion.' },
        argumentType: 'INDUCTIVE',
      }),
    );
    expect(fake.lastPrompt()).toContain('Clouds gather and the barometer drops');
    expect(fake.lastPrompt()).toContain('Keep it short');
    expect(fake.lastPrompt()).toContain('Locked premise.');

    fake.reply = () => ({ json: { found: false } });
    const none = await user.json('/api/arguments/reconstruct', 'POST', {
      text: 'Hello.',
      modelId: 'gpt-4o',
    });
    expect(await none.json()).toEqual({ argument: null });
  });

  describe('reconstructArgument: the server checks the model’s formulas and sends failures back', () => {
    const text =
      'It rains. If it rains, the streets are wet. It is Monday. So the streets are wet.';
    /** A deductive answer of these premises (text, formula, span) for "the streets are wet". */
    const modelAnswer = (...premises: [string, string, [number, number]][]) => ({
      json: {
        found: true,
        title: 'Wet streets',
        description: 'Rain wets the streets.',
        type: 'DEDUCTIVE',
        premises: premises.map(([content, formula, span]) => ({
          content,
          formula,
          sourceSpans: [span],
        })),
        conclusion: { content: 'The streets are wet.', formula: 'q', sourceSpans: [[61, 80]] },
        atoms: { p: 'it rains', q: 'the streets are wet', r: 'it is Monday' },
      },
    });
    const rains: [string, string, [number, number]] = ['It rains.', 'p', [0, 8]];
    const ifRains: [string, string, [number, number]] = [
      'If it rains, the streets are wet.',
      'p → q',
      [10, 42],
    ];
    const monday: [string, string, [number, number]] = ['It is Monday.', 'r', [44, 56]];
    const unneeded = 'Premise 3 is not needed: the conclusion follows from premises 1 and 2.';

    /** The fake's replies, in turn. */
    const replyInTurn = (...replies: FakeReply[]) => {
      fake.reply = () => replies[fake.chats.length - 1] ?? { status: 500, body: '{}' };
    };

    async function reconstruct() {
      const response = await user.json('/api/arguments/reconstruct', 'POST', {
        text,
        modelId: 'gpt-4o',
      });
      expect(response.status).toBe(200);
      return calls.reconstructArgument.response.parse(await response.json());
    }

    it('an unneeded premise goes back to the model; its second answer is accepted', async () => {
      replyInTurn(modelAnswer(rains, ifRains, monday), modelAnswer(rains, ifRains));
      const { argument, logic } = await reconstruct();
      expect(fake.chats).toHaveLength(2);
      // The second request: the first conversation, the reconstruction, then the failure.
      const messages = fake.chats[1]!.body.messages!;
      expect(messages.map((message) => message.role)).toEqual([
        'system',
        'user',
        'assistant',
        'user',
      ]);
      expect(JSON.parse(messages[2]!.content).premises).toHaveLength(3);
      expect(JSON.parse(messages[3]!.content)).toEqual({ failures: [unneeded] });
      expect(text.slice(61, 80)).toBe('the streets are wet');
      expect(argument?.premises).toEqual([
        { content: 'It rains.', formula: 'p', sourceSpans: [[0, 8]] },
        { content: 'If it rains, the streets are wet.', formula: 'p → q', sourceSpans: [[10, 42]] },
      ]);
      expect(logic?.attempts).toBe(2);
      expect(logic?.receipt.valid).toEqual({ status: 'valid' });
      expect(logic?.receipt.premisesNeeded).toEqual({
        status: 'checked',
        premises: [
          { id: 'p1', status: 'needed' },
          { id: 'p2', status: 'needed' },
        ],
      });
    });

    it('three failing answers: it gives up with the best attempt and its receipt', async () => {
      // 1: an unneeded premise (one failure); 2: invalid (one failure, later: not kept);
      // 3: two formulas that do not parse (two failures).
      replyInTurn(
        modelAnswer(rains, ifRains, monday),
        modelAnswer(monday),
        modelAnswer(
          ['It rains.', 'Rains(it)', [0, 8]],
          ['If it rains, the streets are wet.', 'p →', [10, 42]],
        ),
      );
      const { argument, logic } = await reconstruct();
      expect(fake.chats).toHaveLength(3);
      const third = fake.chats[2]!.body.messages!;
      expect(third).toHaveLength(6);
      expect(JSON.parse(third[3]!.content)).toEqual({ failures: [unneeded] });
      expect(JSON.parse(third[5]!.content).failures).toEqual([
        'The argument is invalid: the premises can all be true while the conclusion is false, for example when r is true and q is false.',
      ]);
      expect(argument?.premises.map((premise) => premise.formula)).toEqual(['p', 'p → q', 'r']);
      expect(logic?.attempts).toBe(3);
      expect(logic?.receipt).toEqual(
        reconstructionReceipt({
          premises: [rains, ifRains, monday].map(([content, formula]) => ({ content, formula })),
          conclusion: { content: 'The streets are wet.', formula: 'q' },
          argumentType: 'DEDUCTIVE',
        }),
      );
    });
  });

  it('reconstructArgument without a key: the offline extractor, the mocks’ answer', async () => {
    const body = {
      text: 'Wet roads are slippery because water reduces grip. Hence drivers should slow down.',
      modelId: 'gpt-4o-mini',
    };
    const response = await userOff.json('/api/arguments/reconstruct', 'POST', body);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual(reconstructArgument(calls.reconstructArgument.body.parse(body)));
    // Each claim with its formula and where its words stand in the text.
    type Claim = { content: string; formula: string; sourceSpans: [number, number][] };
    const placed = ({ content, formula, sourceSpans }: Claim) => ({
      content,
      formula,
      words: sourceSpans.map(([start, end]) => body.text.slice(start, end)),
    });
    expect(placed(answer.argument.conclusion)).toEqual({
      content: 'Drivers should slow down.',
      formula: 'r',
      words: ['drivers should slow down'],
    });
    expect(answer.argument.premises.map(placed)).toEqual([
      { content: 'Wet roads are slippery.', formula: 'p', words: ['Wet roads are slippery'] },
      { content: 'Water reduces grip.', formula: 'q', words: ['water reduces grip'] },
    ]);
    expect(answer.logic).toMatchObject({ system: 'propositional', attempts: 1 });
    expect(answer.logic.receipt.argumentType).toBe('INDUCTIVE');
    const tooLong = await userOff.json('/api/arguments/reconstruct', 'POST', {
      ...body,
      text: 'x'.repeat(20_001),
    });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toBe('text: must be at most 20000 characters');
  });

  it('regiment: formulas the engine parses; an empty part (single retry) stays empty', async () => {
    fake.reply = () => ({
      json: {
        regimentedPremises: [{ id: 'p1', regimentedContent: 'p → q' }],
        regimentedConclusion: { id: 'c', regimentedContent: 'q' },
      },
    });
    const response = await user.json('/api/counterexample/regiment', 'POST', {
      premises: [premises[0], { id: '', content: '' }],
      conclusion,
      logicSystem: 'propositional',
    });
    expect(response.status).toBe(200);
    const answer = calls.regiment.response.parse(await response.json());
    expect(answer).toEqual({
      regimentedPremises: [
        { id: 'p1', regimentedContent: 'p → q' },
        { id: '', regimentedContent: '' },
      ],
      regimentedConclusion: { id: 'c', regimentedContent: 'q' },
    });
    expect(fake.lastPrompt()).toContain(premises[0]!.content);
    expect(fake.lastPrompt()).not.toContain(premises[1]!.content);
  });

  it('answers 502 with a clear message when the model answers garbage or the wrong shape', async () => {
    const cases: [() => ReturnType<FakeOpenAi['reply']>, RegExp][] = [
      [
        () => ({ content: 'Sure! Here are my estimates: high.' }),
        /^Invalid response from AI service: the answer is not JSON$/,
      ],
      [
        () => ({ content: '' }),
        /^Invalid response from AI service: the model returned no content$/,
      ],
      [
        () => ({ json: { probabilities: [0.5] } }),
        /^Invalid response from AI service: conditionalProbabilities: /,
      ],
      [
        () => ({
          json: { conditionalProbabilities: { p1: 'high' }, reverseConditionalProbabilities: {} },
        }),
        /^Invalid response from AI service: no probability for any premise$/,
      ],
      [() => ({ status: 200, body: 'this is not json at all' }), /^The AI service failed/],
    ];
    for (const [reply, message] of cases) {
      fake.reply = reply;
      const response = await user.json(
        aiRequests.estimateSettings!.path,
        'POST',
        aiRequests.estimateSettings!.body,
      );
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toMatch(message);
    }
    fake.reply = () => ({
      json: {
        regimentedPremises: [
          { id: 'p1', regimentedContent: 'p →' },
          { id: 'p2', regimentedContent: 'q' },
        ],
        regimentedConclusion: { id: 'c', regimentedContent: 'q' },
      },
    });
    const regiment = await user.json(aiRequests.regiment!.path, 'POST', aiRequests.regiment!.body);
    expect(regiment.status).toBe(502);
    expect(await errorOf(regiment)).toMatch(
      /^Invalid response from AI service: the formula for premise 1 does not parse \(/,
    );
  });

  it('answers 502 when the AI service fails (HTTP 500), after one retry', async () => {
    fake.reply = () => ({ status: 500, body: '{"error":{"message":"upstream exploded"}}' });
    for (const [name, { path, body }] of Object.entries(aiRequests)) {
      fake.chats.length = 0;
      const response = await user.json(path, 'POST', body);
      expect(response.status, name).toBe(502);
      expect(await errorOf(response)).toBe('The AI service failed (HTTP 500)');
      expect(fake.chats, name).toHaveLength(2);
    }
  });

  it('without OPENAI_API_KEY: every AI endpoint answers 200 from the offline provider, the same twice', async () => {
    for (const [name, { path, body }] of Object.entries(aiRequests)) {
      const first = await userOff.json(path, 'POST', body);
      expect(first.status, name).toBe(200);
      const answer = await first.json();
      const parsed = calls[name as keyof typeof calls].response.safeParse(answer);
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
      const second = await userOff.json(path, 'POST', body);
      expect(await second.json(), name).toEqual(answer);
    }
    expect(fake.chats).toHaveLength(0);
  });

  it('without OPENAI_API_KEY: the answers are the mock backend’s and follow the input', async () => {
    const estimate = async (body: unknown) => {
      const response = await userOff.json('/api/ai/estimate-settings', 'POST', body);
      expect(response.status).toBe(200);
      return calls.estimateSettings.response.parse(await response.json());
    };
    const request = aiRequests.estimateSettings!.body as Record<string, unknown>;
    const answer = await estimate(request);
    expect(answer).toEqual(
      calls.estimateSettings.response.parse(
        estimateSettings(calls.estimateSettings.body.parse(request)),
      ),
    );
    const otherPremises = await estimate({
      ...request,
      premises: [premises[0], { id: 'p2', content: 'The wind has turned to the west.' }],
    });
    expect(otherPremises.bayesianNetworkData?.conditionalProbabilities.p2).not.toBe(
      answer.bayesianNetworkData?.conditionalProbabilities.p2,
    );
    const table = await estimate({ ...request, currentTabId: 'TRUTH_TABLE' });
    expect(Object.keys(table.truthTableData?.rowValues ?? {}).sort()).toEqual([
      '00',
      '01',
      '10',
      '11',
    ]);

    const regiment = await userOff.json('/api/counterexample/regiment', 'POST', {
      premises: [
        { id: 'p1', content: 'If it rains then the streets are wet.' },
        { id: 'p2', content: 'It rains.' },
      ],
      conclusion: { id: 'c', content: 'The streets are wet.' },
      logicSystem: 'propositional',
    });
    expect(regiment.status).toBe(200);
    expect(calls.regiment.response.parse(await regiment.json())).toEqual({
      regimentedPremises: [
        { id: 'p1', regimentedContent: 'p → q' },
        { id: 'p2', regimentedContent: 'p' },
      ],
      regimentedConclusion: { id: 'c', regimentedContent: 'q' },
    });

    const linked = await userOff.json('/api/arguments/generate-linked', 'POST', {
      mode: 'refute',
      conclusion: 'The barometer has dropped sharply since noon.',
      model: 'gpt-4o-mini',
    });
    const { argument } = calls.generateLinked.response.parse(await linked.json());
    expect(argument.conclusion.content).toMatch(/barometer has dropped sharply since noon/);
    expect(argument.premises.length).toBeGreaterThan(0);
    // Written by the rules, and said so, though the request named a model.
    expect(argument.description).toMatch(/offline rule-based provider \(no AI model\)/);
    expect(argument.description).not.toMatch(/gpt/);

    const assessed = await userOff.json('/api/argument-assessment', 'POST', {
      argument: editorArgument,
    });
    expect(calls.assessArgument.response.parse(await assessed.json()).source).toEqual({
      kind: 'rule-based',
    });
    // The offline entry of the list is a model id the offline host accepts.
    const byRules = await userOff.json('/api/arguments/generate-linked', 'POST', {
      mode: 'support',
      conclusion: 'The barometer has dropped sharply since noon.',
      model: OFFLINE_MODEL_ID,
    });
    expect(byRules.status).toBe(200);
  });

  it('without OPENAI_API_KEY: still 401, 400 and unknown models 400; lists only the offline rules', async () => {
    for (const { path, body } of Object.values(aiRequests)) {
      const response = await serverOff.client().json(path, 'POST', body);
      expect(response.status, path).toBe(401);
    }
    // Validation still comes first: a bad body is a 400 even here.
    const bad = await userOff.json('/api/ai/estimate-settings', 'POST', {});
    expect(bad.status).toBe(400);
    const unknown = await userOff.json('/api/ai/estimate-dependencies', 'POST', {
      premises,
      modelId: 'endpoint-only-model',
    });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toBe('modelId: unknown model "endpoint-only-model"');
    const tooLarge = await userOff.json('/api/ai/estimate-settings', 'POST', {
      currentTabId: 'TRUTH_TABLE',
      premises: Array.from({ length: 11 }, (_, i) => ({ id: `p${i}`, content: `Premise ${i}.` })),
      conclusion,
      modelId: 'gpt-4o-mini',
    });
    expect(tooLarge.status).toBe(502);
    expect(await errorOf(tooLarge)).toBe('The AI estimates truth tables of at most 10 premises');
    for (const query of ['', '?all=true']) {
      const listed = await userOff.request(`/api/models${query}`);
      expect(listed.status).toBe(200);
      // No GPT or Claude names with prices: the rule-based provider is what answers.
      expect(calls.listModels.response.parse(await listed.json()).models).toEqual([OFFLINE_MODEL]);
    }
    expect(fake.chats).toHaveLength(0);
  });

  it('answers 405 for other methods', async () => {
    const get = await user.request('/api/argument-assessment');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const post = await user.json('/api/models', 'POST', {});
    expect(post.status).toBe(405);
  });
});
