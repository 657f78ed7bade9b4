import { assessArgument } from '../ai/assessment';
import { validateContent } from '../ai/contentValidation';
import { estimateDependencies } from '../ai/estimateDependencies';
import { estimateSettings, MAX_ESTIMATED_TABLE_PREMISES } from '../ai/estimateSettings';
import { generateLinked } from '../ai/generateLinked';
import { reconstructArgument } from '../ai/reconstruct';
import { fail } from '../validation';
import { knownModel } from './access';
import type { CallResolvers } from './define';

/** The deterministic AI calls and the model list. */
export const aiResolvers: Pick<
  CallResolvers,
  | 'estimateSettings'
  | 'estimateDependencies'
  | 'generateLinked'
  | 'assessArgument'
  | 'validateContent'
  | 'listModels'
  | 'reconstructArgument'
> = {
  estimateSettings: ({ store, body }) => {
    knownModel(store, body.modelId);
    if (
      body.currentTabId === 'TRUTH_TABLE' &&
      body.premises.length > MAX_ESTIMATED_TABLE_PREMISES
    ) {
      fail(
        502,
        `The AI estimates truth tables of at most ${MAX_ESTIMATED_TABLE_PREMISES} premises`,
      );
    }
    return estimateSettings(body);
  },
  estimateDependencies: ({ store, body }) => {
    knownModel(store, body.modelId);
    return { suggestedDependencies: estimateDependencies(body) };
  },
  generateLinked: ({ store, body }) => {
    knownModel(store, body.model, 'model');
    return generateLinked(body);
  },
  assessArgument: ({ body }) => ({ assessment: assessArgument(body) }),
  validateContent: ({ store, body }) => {
    knownModel(store, body.modelId);
    return validateContent(body);
  },
  reconstructArgument: ({ store, body }) => {
    knownModel(store, body.modelId);
    return reconstructArgument(body);
  },
  listModels: ({ store, query }) => ({
    models: store.models(query.all === 'true').map(({ listed: _, ...model }) => model),
  }),
};
