import { argumentChangedMessage, notArgumentClaimMessage } from '@credence/api';
import { fail } from '../validation';
import { readableArgument } from './access';
import type { CallResolvers } from './define';

/** Saving and reading the user's evaluation of an argument. */
export const evaluationResolvers: Pick<
  CallResolvers,
  'saveEvaluation' | 'updateUserArgument' | 'getUserArgument'
> = {
  saveEvaluation: ({ store, user, params, body }) => {
    const argument = readableArgument(store, params.argumentId, user);
    const seen = body.premiseIds;
    if (seen && seen.join('\n') !== argument.premiseIds.join('\n')) {
      fail(400, argumentChangedMessage(argument.id));
    }
    body.locks?.premiseIds.forEach((id, index) => {
      if (!argument.premiseIds.includes(id)) {
        fail(400, notArgumentClaimMessage(`locks.premiseIds.${index}`, id, 'premise', argument.id));
      }
    });
    // Locks left out stay as they were saved; the premise ids were only for the check.
    const { locks, premiseIds: _, ...rest } = body;
    store.saveEvaluation(user.id, argument.id, locks ? { ...rest, locks } : rest);
    return { success: true, argumentId: argument.id, evaluationMode: body.evaluationMode };
  },
  updateUserArgument: ({ store, user, body }) => {
    const argument = readableArgument(store, body.argumentId, user);
    body.premises.forEach((premise, index) => {
      if (!argument.premiseIds.includes(premise.id)) {
        fail(
          400,
          notArgumentClaimMessage(`premises.${index}.id`, premise.id, 'premise', argument.id),
        );
      }
    });
    if (body.conclusion.id !== argument.conclusionId) {
      fail(
        400,
        notArgumentClaimMessage('conclusion.id', body.conclusion.id, 'conclusion', argument.id),
      );
    }
    const { argumentId: _, ...evaluation } = body;
    store.saveEvaluation(user.id, argument.id, evaluation);
    return { success: true };
  },
  getUserArgument: ({ store, user, query }) => {
    const argument = readableArgument(store, query.argumentId, user);
    const evaluation = store.evaluation(user.id, argument.id);
    if (!evaluation) fail(404, 'No saved evaluation for this argument');
    return {
      inferenceStrength: evaluation.inferenceStrength,
      fallbackSupport: evaluation.fallbackSupport,
      evaluationMode: evaluation.evaluationMode,
      premises: evaluation.premises,
      conclusion: evaluation.conclusion,
    };
  },
};
