import { OFFLINE_MODEL, OFFLINE_MODEL_ID } from '@credence/api';
import { assessArgument } from '../ai/assessment';
import { validateContent } from '../ai/contentValidation';
import { estimateDependencies } from '../ai/estimateDependencies';
import { estimateSettings } from '../ai/estimateSettings';
import { generateLinked } from '../ai/generateLinked';
import { reconstructArgument } from '../ai/reconstruct';
import { aiResolvers } from './ai';
import type { CallContext, CallResolvers } from './define';

/**
 * The call's context with the offline rules' model id read as a listed model, for the mock
 * backend's checks (known model, table size) only: the answer still follows the id sent.
 */
function checkedAs<
  N extends 'estimateSettings' | 'estimateDependencies' | 'validateContent' | 'reconstructArgument',
>(context: CallContext<N>): CallContext<N> {
  const body = context.body as { modelId: string };
  if (body.modelId !== OFFLINE_MODEL_ID) return context;
  return { ...context, body: { ...body, modelId: 'gpt-4o-mini' } as CallContext<N>['body'] };
}

/**
 * The AI calls answered as the host answers without an AI endpoint (`OPENAI_API_KEY` unset): the
 * model list holds only `OFFLINE_MODEL`, the offline rules' id is accepted besides the listed
 * models, an assessment says it is a rule-based estimate and generated premises name the rules,
 * not a model. Pass as `overrides` to `createHandlers` (Storybook's offline stories do); every
 * answer is the same deterministic function's as with the default resolvers.
 */
export const offlineHostResolvers: Pick<
  CallResolvers,
  | 'listModels'
  | 'assessArgument'
  | 'generateLinked'
  | 'estimateSettings'
  | 'estimateDependencies'
  | 'validateContent'
  | 'reconstructArgument'
> = {
  listModels: () => ({ models: [{ ...OFFLINE_MODEL }] }),
  assessArgument: ({ body }) => ({
    assessment: assessArgument(body),
    source: { kind: 'rule-based' },
  }),
  generateLinked: (context) => {
    if (context.body.model !== OFFLINE_MODEL_ID) aiResolvers.generateLinked(context);
    return generateLinked(context.body, { ruleBased: true });
  },
  estimateSettings: (context) => {
    aiResolvers.estimateSettings(checkedAs(context));
    return estimateSettings(context.body);
  },
  estimateDependencies: (context) => {
    aiResolvers.estimateDependencies(checkedAs(context));
    return { suggestedDependencies: estimateDependencies(context.body) };
  },
  validateContent: (context) => {
    aiResolvers.validateContent(checkedAs(context));
    return validateContent(context.body);
  },
  reconstructArgument: (context) => {
    aiResolvers.reconstructArgument(checkedAs(context));
    return reconstructArgument(context.body);
  },
};
