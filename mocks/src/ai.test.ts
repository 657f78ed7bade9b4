import { calls } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { reconstructArgument } from './ai/reconstruct';
import { regiment } from './ai/regiment';
import { samples } from './samples';
import { send, useMockServer } from './testSupport';

useMockServer();

const premises = [
  { id: 'a', content: 'The economy grew by three percent last year.' },
  { id: 'b', content: 'Unemployment fell to a ten-year low last year.' },
  { id: 'c', content: 'Wages rose faster than prices.' },
];
const conclusion = { id: 'z', content: 'Households are better off than a year ago.' };

describe('AI answers are deterministic', () => {
  it.each([
    ['estimateSettings', samples.estimateSettings],
    ['estimateDependencies', samples.estimateDependencies],
    ['regiment', samples.regiment],
    ['generateLinked', samples.generateLinked],
    ['assessArgument', samples.assessArgument],
    ['validateContent', samples.validateContent],
    ['reconstructArgument', samples.reconstructArgument],
  ] as const)('%s: same input, same answer', async (name, request) => {
    const first = await send(name, request);
    const second = await send(name, request);
    expect(first.status).toBe(200);
    expect(second.json).toEqual(first.json);
  });

  it('estimateSettings: different texts or models give different sliders', async () => {
    const body = { currentTabId: 'BAYESIAN', premises, conclusion, modelId: 'gpt-4o-mini' };
    const base = await send('estimateSettings', { body });
    const otherModel = await send('estimateSettings', { body: { ...body, modelId: 'gpt-4o' } });
    const otherText = await send('estimateSettings', {
      body: { ...body, conclusion: { id: 'z', content: 'Households are worse off.' } },
    });
    const sliders = base.json.settings.bayesianNetworkData;
    expect(otherModel.json.settings.bayesianNetworkData).not.toEqual(sliders);
    expect(otherText.json.settings.bayesianNetworkData).not.toEqual(sliders);
    for (const id of ['a', 'b', 'c']) {
      expect(sliders.conditionalProbabilities[id]).toBeGreaterThanOrEqual(0.55);
      expect(sliders.reverseConditionalProbabilities[id]).toBeLessThanOrEqual(0.45);
      expect(Number.isInteger(sliders.conditionalProbabilities[id] * 100)).toBe(true);
    }
  });

  it('estimateSettings: truth-table rows for 2^n keys, all-true highest', async () => {
    const { json } = await send('estimateSettings', {
      body: { currentTabId: 'TRUTH_TABLE', premises, conclusion, modelId: 'gpt-4o-mini' },
    });
    const rows = json.truthTableData.rowValues as Record<string, number>;
    expect(Object.keys(rows).sort()).toEqual([
      '000',
      '001',
      '010',
      '011',
      '100',
      '101',
      '110',
      '111',
    ]);
    expect(json.settings.truthTableData.rowValues).toEqual(rows);
    expect(rows['111']).toBeGreaterThan(rows['110']!);
    expect(rows['110']).toBeGreaterThan(rows['100']!);
    expect(rows['000']).toBeLessThan(0.15);
  });

  it('estimateDependencies: skips declared pairs and explains each suggestion', async () => {
    const { json } = await send('estimateDependencies', samples.estimateDependencies);
    const pairs = json.suggestedDependencies.map(
      (s: { targetId: string; sourceId: string }) => `${s.targetId}|${s.sourceId}`,
    );
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs).not.toContain('c102|c101');
    for (const suggestion of json.suggestedDependencies) {
      expect(suggestion.reasoning).toMatch(/^Learning that .+\.$/);
    }
    const other = await send('estimateDependencies', {
      body: { premises, modelId: 'gpt-4o-mini' },
    });
    expect(other.json).not.toEqual(json);
  });

  it('generateLinked: refute contests the conclusion, support restates it', async () => {
    const refute = await send('generateLinked', samples.generateLinked);
    expect(refute.json.argument.conclusion.content).toBe(
      'It is not the case that nuclear plants provide reliable baseload power.',
    );
    expect(refute.json.argument.premises).toHaveLength(3);
    const support = await send('generateLinked', {
      body: { ...(samples.generateLinked.body as object), mode: 'support' },
    });
    expect(support.json.argument.conclusion.content).toBe(
      'Nuclear plants provide reliable baseload power.',
    );
    expect(support.json).not.toEqual(refute.json);
  });

  it('assessArgument: scores 0–10 that follow the features', async () => {
    const full = await send('assessArgument', samples.assessArgument);
    const thin = await send('assessArgument', {
      body: {
        argument: {
          title: 'T',
          description: '',
          premises: [{ content: 'Maybe.' }],
          conclusion: { content: 'C' },
        },
      },
    });
    for (const section of ['clarity', 'logic', 'strategy', 'weaknesses', 'counters', 'overall']) {
      expect(full.json.assessment[section].score).toBeGreaterThanOrEqual(0);
      expect(full.json.assessment[section].score).toBeLessThanOrEqual(10);
    }
    expect(full.json.assessment.overall.score).toBeGreaterThan(thin.json.assessment.overall.score);
  });
});

describe('regiment', () => {
  it('gives one letter per distinct sentence and reads if/then, and, or, not', async () => {
    const { json } = await send('regiment', samples.regiment);
    expect(json).toEqual({
      regimentedPremises: [
        { id: 'c201', regimentedContent: 'p → q' },
        { id: 'c202', regimentedContent: 'q → r' },
      ],
      regimentedConclusion: { id: 'c200', regimentedContent: 'p → r' },
    });
    const mixed = regiment({
      premises: [
        { id: '1', content: 'It rains and it is cold.' },
        { id: '2', content: 'Either it snows or it rains.' },
        { id: '', content: '' },
      ],
      conclusion: { id: 'c', content: 'It is not the case that it is cold.' },
      logicSystem: 'propositional',
      notationStyle: 'symbolic',
    });
    expect(mixed.regimentedPremises.map((p) => p.regimentedContent)).toEqual([
      'p ∧ q',
      'r ∨ p',
      '',
    ]);
    expect(mixed.regimentedConclusion.regimentedContent).toBe('¬q');
  });

  it('writes predicate forms', () => {
    const answer = regiment({
      premises: [
        {
          id: 'c701',
          content: 'Every program compiled with bounds checks is free of buffer overflows.',
        },
        { id: 'c702', content: 'Every program that is free of buffer overflows is memory safe.' },
      ],
      conclusion: {
        id: 'c700',
        content: 'Every program compiled with bounds checks is memory safe.',
      },
      logicSystem: 'predicate',
      notationStyle: 'symbolic',
    });
    expect(answer.regimentedPremises.map((p) => p.regimentedContent)).toEqual([
      '∀x(F(x) → G(x))',
      '∀x(G(x) → H(x))',
    ]);
    expect(answer.regimentedConclusion.regimentedContent).toBe('∀x(F(x) → H(x))');
    const atoms = regiment({
      premises: [{ id: '1', content: 'Socrates is a man.' }],
      conclusion: { id: '2', content: 'Socrates is mortal.' },
      logicSystem: 'predicate',
      notationStyle: 'symbolic',
    });
    expect(atoms.regimentedPremises[0]?.regimentedContent).toBe('F(a)');
    expect(atoms.regimentedConclusion.regimentedContent).toBe('G(a)');
  });
});

describe('counterexample truth table', () => {
  it("is the engine's table", async () => {
    const { json } = await send('counterexampleTruthTable', samples.counterexampleTruthTable);
    expect(json.variables).toEqual(['p', 'q', 'r']);
    expect(json.rows).toHaveLength(8);
    expect(json.rows[0]).toEqual({
      assignments: { p: true, q: true, r: true },
      evaluations: [true, true, true],
    });
  });

  it('answers 422 { error } naming the formula when one does not parse', async () => {
    const { status, json } = await send('counterexampleTruthTable', {
      body: { formulas: ['p', 'p →'] },
    });
    expect(status).toBe(422);
    expect(json.error).toMatch(/^Formula 2 of 2/);
  });
});

describe('content validation', () => {
  const argument = (
    premiseTexts: string[],
    conclusionText = 'Remote work raises productivity.',
  ) => ({
    title: 'T',
    description: '',
    type: 'INDUCTIVE',
    premises: premiseTexts.map((content) => ({ content })),
    conclusion: { content: conclusionText },
  });

  it('passes a sound argument', async () => {
    const { json } = await send('validateContent', samples.validateContent);
    expect(json.validation).toEqual({ isValid: true, issues: [] });
  });

  it('flags empty and very short premises, and offensive words', async () => {
    const { json } = await send('validateContent', {
      body: {
        argument: argument(['', 'Too short', 'Only an idiot would disagree with this premise.']),
        modelId: 'gpt-4o-mini',
      },
    });
    expect(json.validation.isValid).toBe(false);
    expect(json.validation.issues).toEqual([
      { field: 'premise 1', message: 'is empty', severity: 'high', type: 'empty' },
      {
        field: 'premise 2',
        message: 'is too short to evaluate',
        severity: 'medium',
        type: 'too_short',
      },
      {
        field: 'premise 3',
        message: 'contains offensive language',
        severity: 'high',
        type: 'offensive',
      },
    ]);
  });

  it('only medium issues keep it valid', async () => {
    const { json } = await send('validateContent', {
      body: {
        argument: argument(['Short one', 'Commuting wastes a lot of time.']),
        modelId: 'gpt-4o-mini',
      },
    });
    expect(json.validation.isValid).toBe(true);
    expect(json.validation.issues).toHaveLength(1);
  });
});

describe('reconstructArgument', () => {
  const contents = (claims: { content: string }[]) => claims.map((claim) => claim.content);
  const body = (text: string, extra: object = {}) => ({
    body: { text, modelId: 'gpt-4o-mini', ...extra },
  });

  it('takes the marked sentence as the conclusion and because/since clauses as premises', async () => {
    const answer = await send(
      'reconstructArgument',
      body(
        'The roads are wet because it rained overnight. Wet roads are slippery. Therefore drivers should slow down.',
      ),
    );
    expect(answer.status).toBe(200);
    // Each claim carries its formula and where its words stand in the text.
    expect(answer.json.argument).toEqual({
      title: 'Drivers should slow down',
      // Offline work names no model.
      description: '',
      type: 'INDUCTIVE',
      premises: [
        { content: 'The roads are wet.', formula: 'p', sourceSpans: [[0, 17]] },
        { content: 'It rained overnight.', formula: 'q', sourceSpans: [[26, 45]] },
        { content: 'Wet roads are slippery.', formula: 'r', sourceSpans: [[47, 69]] },
      ],
      conclusion: { content: 'Drivers should slow down.', formula: 's', sourceSpans: [[81, 105]] },
    });
  });

  it('takes the last sentence without a marker; a leading "since" clause is a premise', async () => {
    const answer = await send(
      'reconstructArgument',
      body('Since prices rose, people buy less. shops are closing', { instructions: 'Be brief' }),
    );
    expect(answer.json.argument.conclusion.content).toBe('Shops are closing.');
    expect(contents(answer.json.argument.premises)).toEqual(['People buy less.', 'Prices rose.']);
    // The instructions never become the (public) description.
    expect(answer.json.argument.description).toBe('');
  });

  it('finds the conclusion after "so" inside a sentence', async () => {
    const answer = await send(
      'reconstructArgument',
      body('All men are mortal, so Socrates is mortal.'),
    );
    expect(answer.json.argument.conclusion.content).toBe('Socrates is mortal.');
    expect(contents(answer.json.argument.premises)).toEqual(['All men are mortal.']);
  });

  it('answers with the logic of reconstructArgument: formulas, spans and the engine’s receipt', async () => {
    const text = 'If it rains, the streets are wet. It rains. So the streets are wet.';
    const request = {
      text,
      modelId: 'gpt-4o-mini',
      currentArgument: {
        title: '',
        description: '',
        type: 'DEDUCTIVE',
        premises: [],
        conclusion: { content: '' },
      },
    };
    const answer = await send('reconstructArgument', { body: request });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(reconstructArgument(calls.reconstructArgument.body.parse(request)));
    const { argument, logic } = calls.reconstructArgument.response.parse(answer.json);
    expect(argument?.premises.map((claim) => claim.formula)).toEqual(['p → q', 'p']);
    expect(argument?.conclusion).toEqual({
      content: 'The streets are wet.',
      formula: 'q',
      sourceSpans: [[47, 66]],
    });
    expect(logic?.atoms).toEqual({ p: 'it rains', q: 'streets are wet' });
    expect(logic?.attempts).toBe(1);
    // The receipt is the engine's, for the answer's (deductive) type.
    expect(logic?.receipt.argumentType).toBe('DEDUCTIVE');
    expect(logic?.receipt.valid).toEqual({ status: 'valid' });
  });

  it('answers null when nothing can be extracted', async () => {
    const answer = await send('reconstructArgument', body(' ... ?! '));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ argument: null });
  });

  it('keeps locked premises (place, text, id) and a locked conclusion', async () => {
    const answer = await send(
      'reconstructArgument',
      body('A is true. B is true. Hence C is true.', {
        currentArgument: {
          title: 'Old',
          description: '',
          type: 'DEDUCTIVE',
          premises: [
            { id: 'premise-1', content: 'Old one.', locked: false },
            { id: 'premise-2', content: 'Kept.', locked: true, feedback: null },
          ],
          conclusion: { id: 'conclusion', content: 'Kept conclusion.', locked: true },
        },
      }),
    );
    expect(answer.json.argument).toMatchObject({
      title: 'Kept conclusion',
      type: 'DEDUCTIVE',
      premises: [
        { content: 'A is true.' },
        { id: 'premise-2', content: 'Kept.', locked: true },
        { content: 'B is true.' },
      ],
      conclusion: { id: 'conclusion', content: 'Kept conclusion.', locked: true },
    });
  });

  it('a title is at most 200 characters', async () => {
    const answer = await send('reconstructArgument', body(`${'word '.repeat(100)}end.`));
    expect(answer.json.argument.title.length).toBe(200);
  });

  it('refuses an unknown model and fields over the limits', async () => {
    expect((await send('reconstructArgument', body('A. So B.', { modelId: 'nope' }))).status).toBe(
      400,
    );
    const tooLong = await send('reconstructArgument', body('x'.repeat(20_001)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error).toMatch(/^text: /);
    const unknown = await send('reconstructArgument', body('A. So B.', { extra: 1 }));
    expect(unknown.status).toBe(400);
  });
});
