/**
 * The offline provider without HTTP: every answer is the mock backend's deterministic answer,
 * schema-valid for its call, the same for the same request and different for different texts.
 */
import { calls } from '@credence/api';
import { estimateSettings, regiment } from '@credence/mocks/offline-ai';
import { describe, expect, it } from 'vitest';
import { offlineAiProvider as ai } from './offline.server.ts';

const premises = [
  { id: 'p1', content: 'If it rains then the streets are wet.' },
  { id: 'p2', content: 'It rains.' },
];
const conclusion = { id: 'c', content: 'The streets are wet.' };
const argument = {
  title: 'Wet streets',
  description: '',
  type: 'DEDUCTIVE' as const,
  premises: premises.map(({ content }) => ({ content })),
  conclusion: { content: conclusion.content },
};

/** One parsed request per call. */
const requests = {
  estimateSettings: calls.estimateSettings.body.parse({
    currentTabId: 'BAYESIAN',
    premises,
    conclusion,
    modelId: 'gpt-4o-mini',
  }),
  estimateDependencies: calls.estimateDependencies.body.parse({ premises, modelId: 'gpt-4o' }),
  assessArgument: calls.assessArgument.body.parse({ argument }),
  validateContent: calls.validateContent.body.parse({ argument, modelId: 'gpt-4o-mini' }),
  generateLinked: calls.generateLinked.body.parse({
    mode: 'support',
    conclusion: conclusion.content,
    model: 'gpt-4o-mini',
  }),
  regiment: calls.regiment.body.parse({ premises, conclusion, logicSystem: 'propositional' }),
  reconstructArgument: calls.reconstructArgument.body.parse({
    text: 'It is cloudy. So it will rain.',
    modelId: 'gpt-4o-mini',
  }),
};

describe('offlineAiProvider', () => {
  it('answers every call schema-valid, and the same twice', async () => {
    for (const name of Object.keys(requests) as (keyof typeof requests)[]) {
      // biome-ignore lint/suspicious/noExplicitAny: one loop over calls of different body types
      const ask = () => (ai[name] as (body: any) => Promise<unknown>)(requests[name]);
      const first = await ask();
      expect(calls[name].response.safeParse(first).success, name).toBe(true);
      expect(await ask(), name).toEqual(first);
    }
  });

  it('is the mock backend’s answer, following the texts and the model', async () => {
    const body = requests.estimateSettings;
    expect(await ai.estimateSettings(body)).toEqual(estimateSettings(body));
    const otherPremise = await ai.estimateSettings({
      ...body,
      premises: [premises[0]!, { id: 'p2', content: 'The sprinklers are on.' }],
    });
    expect(otherPremise).not.toEqual(await ai.estimateSettings(body));
    expect(await ai.estimateSettings({ ...body, modelId: 'gpt-4o' })).not.toEqual(
      await ai.estimateSettings(body),
    );
    expect(await ai.regiment(requests.regiment)).toEqual(regiment(requests.regiment));
    expect(await ai.regiment(requests.regiment)).toEqual({
      regimentedPremises: [
        { id: 'p1', regimentedContent: 'p → q' },
        { id: 'p2', regimentedContent: 'p' },
      ],
      regimentedConclusion: { id: 'c', regimentedContent: 'q' },
    });
  });

  it('wraps the answers the call nests, and flags bad content', async () => {
    const { validation } = await ai.validateContent({
      ...requests.validateContent,
      argument: { ...argument, premises: [{ content: '' }] },
    });
    expect(validation.isValid).toBe(false);
    expect(validation.issues[0]).toMatchObject({ field: 'premise 1', type: 'empty' });
    const { assessment, source } = await ai.assessArgument(requests.assessArgument);
    expect(assessment.overall.score).toBeGreaterThanOrEqual(0);
    // No model wrote it: the answer says so, for the modal's label.
    expect(source).toEqual({ kind: 'rule-based' });
    const { suggestedDependencies } = await ai.estimateDependencies(requests.estimateDependencies);
    expect(Array.isArray(suggestedDependencies)).toBe(true);
  });
});
