import type { ArgumentDetail, ArgumentSummary, CreateArgumentRequest } from '@credence/api';
import { startingConditionals } from '@credence/engine';
import type { z } from 'zod';
import type {
  MockArgument,
  MockClaim,
  MockClaimLogicInput,
  MockDependencySettings,
} from '../types';
import { logicAnswer, sourceTextOf, storedLogic } from './claimLogic';
import { nextId, type StoreState } from './state';

type Summary = z.infer<typeof ArgumentSummary>;
type Detail = z.infer<typeof ArgumentDetail>;
type NewArgument = z.output<typeof CreateArgumentRequest>;

/** Arguments, their claims, visibility, share tokens and dependency settings. */
export function argumentsSlice(state: StoreState, areFriends: (a: number, b: number) => boolean) {
  const claim = (id: string): MockClaim | undefined =>
    state.data.claims.find((candidate) => candidate.id === id);

  const addClaim = (
    content: string,
    logic: MockClaimLogicInput = {},
    sourceText: string | null = null,
  ): string => {
    const taken = state.data.claims.map((c) => Number(c.id.replace(/^c/, '')) || 0);
    const id = `c${Math.max(999, ...taken) + 1}`;
    state.data.claims.push({ id, content, ...storedLogic(logic, sourceText) });
    return id;
  };

  const canRead = (argument: MockArgument, userId: number | null): boolean =>
    argument.visibility === 'PUBLIC' ||
    (userId !== null &&
      (argument.ownerId === userId ||
        (argument.visibility === 'FRIENDS_ONLY' && areFriends(argument.ownerId, userId))));

  const dependencySettings = (argument: MockArgument, userId: number | null) => {
    const overlay = state.data.dependencyOverlays.find(
      (o) => o.userId === userId && o.argumentId === argument.id,
    );
    if (overlay || argument.ownerId === userId) {
      const source: MockDependencySettings = overlay ?? argument;
      return structuredClone({
        dependencies: source.dependencies,
        premiseConditionals: source.premiseConditionals,
      });
    }
    // A reader: the argument's structure with their own starting values, never the owner's.
    const dependencies = structuredClone(argument.dependencies);
    return { dependencies, premiseConditionals: startingConditionals(dependencies) };
  };

  const summary = (argument: MockArgument): Summary => ({
    id: argument.id,
    title: argument.title,
    summarizedDescription: argument.summarizedDescription,
    argumentType: argument.argumentType,
    argumentFormId: argument.argumentFormId,
    logicSystemId: argument.logicSystemId,
    totalInferenceEval: argument.totalInferenceEval,
    totalEvidenceEval: argument.totalEvidenceEval,
    visibility: argument.visibility,
    provedDeductiveUsingSystem: argument.provedDeductiveUsingSystem,
  });

  return {
    /** A claim by id. */
    claim,
    /**
     * Stores a new claim (with its logic, spans kept when inside `sourceText`) and answers its
     * id (`c1000`, `c1001`, …).
     */
    addClaim,
    /** An argument by id, whoever may see it. */
    argument(id: number): MockArgument | undefined {
      return state.data.arguments.find((argument) => argument.id === id);
    },
    /** An argument `userId` may see (owner, PUBLIC, or FRIENDS_ONLY between friends). */
    readableArgument(id: number, userId: number | null): MockArgument | undefined {
      const argument = state.data.arguments.find((candidate) => candidate.id === id);
      return argument && canRead(argument, userId) ? argument : undefined;
    },
    /** Whether `userId` (null: anonymous) may see the argument. */
    canRead,
    /** The argument behind a share token. */
    argumentByShareToken(token: string): MockArgument | undefined {
      return state.data.arguments.find((argument) => argument.shareToken === token);
    },
    /** The argument's summary fields. */
    summary,
    /** The argument as `getArgument` answers it for `readerId`. */
    detail(argument: MockArgument, readerId: number | null): Detail {
      const evaluation = state.data.evaluations.find(
        (e) => e.userId === readerId && e.argumentId === argument.id,
      );
      const conclusion = claim(argument.conclusionId);
      return {
        ...summary(argument),
        premises: argument.premiseIds.map((id) => {
          const premise = claim(id);
          const links = state.data.relationships
            .filter((r) => r.targetArgumentId === argument.id && r.targetPremiseId === id)
            .map(({ sourceArgumentId, targetArgumentId, linkType }) => ({
              sourceArgumentId,
              targetArgumentId,
              linkType,
            }));
          return {
            id,
            content: premise?.content ?? '',
            type: 'PREMISE' as const,
            negationContent: premise?.negationContent ?? null,
            ...logicAnswer(premise),
            ...(links.length ? { objectionStatus: { dialecticalRelationships: links } } : {}),
          };
        }),
        conclusion: {
          id: argument.conclusionId,
          content: conclusion?.content ?? '',
          negationContent: conclusion?.negationContent ?? null,
          ...logicAnswer(conclusion),
        },
        ownerId: argument.ownerId,
        creator: {
          name: state.data.users.find((u) => u.id === argument.ownerId)?.name ?? 'Unknown',
        },
        evaluation: evaluation
          ? {
              evaluationMode: evaluation.evaluationMode,
              inferenceStrength: evaluation.inferenceStrength,
              fallbackSupport: evaluation.fallbackSupport,
              evaluationSettings: structuredClone(evaluation.evaluationSettings),
              premises: structuredClone(evaluation.premises),
              conclusion: evaluation.conclusion ? { ...evaluation.conclusion } : null,
              ...(evaluation.locks ? { locks: structuredClone(evaluation.locks) } : {}),
            }
          : null,
        ...dependencySettings(argument, readerId),
        sourceText: argument.sourceText ?? null,
      };
    },
    /** Creates an argument owned by `ownerId` (claims with their logic, and its source text). */
    createArgument(ownerId: number, input: NewArgument): MockArgument {
      const sourceText = sourceTextOf(input.sourceText, null);
      const argument: MockArgument = {
        id: nextId(state.data.arguments),
        ownerId,
        title: input.title.trim(),
        summarizedDescription: input.summarizedDescription,
        argumentType: input.argumentType,
        argumentFormId: null,
        logicSystemId: null,
        totalInferenceEval: null,
        totalEvidenceEval: null,
        visibility: input.visibility,
        provedDeductiveUsingSystem: 'propositional',
        premiseIds: input.premises.map((premise) =>
          addClaim(premise.content.trim(), premise, sourceText),
        ),
        conclusionId: addClaim(input.conclusion.content.trim(), input.conclusion, sourceText),
        shareToken: null,
        ...(sourceText !== null ? { sourceText } : {}),
        dependencies: {},
        premiseConditionals: {},
      };
      state.data.arguments.push(argument);
      return argument;
    },
    /**
     * The dependency settings `userId` sees: their own, else the argument's structure with
     * their starting values (the host's `readDependencies`).
     */
    dependencySettings,
    /** Replaces `userId`'s dependency settings (the argument's own when they own it). */
    setDependencySettings(
      argument: MockArgument,
      userId: number,
      settings: MockDependencySettings,
    ) {
      const copy = structuredClone({
        dependencies: settings.dependencies,
        premiseConditionals: settings.premiseConditionals,
      });
      if (argument.ownerId === userId) {
        Object.assign(argument, copy);
        return;
      }
      const overlays = state.data.dependencyOverlays;
      const index = overlays.findIndex((o) => o.userId === userId && o.argumentId === argument.id);
      const overlay = { userId, argumentId: argument.id, ...copy };
      if (index >= 0) overlays[index] = overlay;
      else overlays.push(overlay);
    },
  };
}
