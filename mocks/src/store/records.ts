import type { MockConditionalRecord, MockEvaluation, MockSettings } from '../types';
import { nextId, type StoreState, sameClaims, timestamp } from './state';

/** What a new conditional record needs. */
export interface NewConditional {
  consequentClaims: string[];
  antecedentClaims: string[];
  conditionalProbability: number;
  source?: string;
  metadata?: MockConditionalRecord['metadata'];
}

/** Evaluations, conditional-probability records and settings of users. */
export function recordsSlice(state: StoreState) {
  const findConditional = (userId: number, consequents: string[], antecedents: string[]) =>
    state.data.conditionals.find(
      (r) =>
        r.userId === userId &&
        sameClaims(r.consequentClaims, consequents) &&
        sameClaims(r.antecedentClaims, antecedents),
    );

  const addConditional = (userId: number, input: NewConditional): MockConditionalRecord => {
    const record: MockConditionalRecord = {
      id: nextId(state.data.conditionals),
      userId,
      consequentClaims: [...input.consequentClaims],
      antecedentClaims: [...input.antecedentClaims],
      conditionalProbability: input.conditionalProbability,
      createdAt: timestamp(state),
      ...(input.source ? { source: input.source } : {}),
      ...(input.metadata ? { metadata: structuredClone(input.metadata) } : {}),
    };
    state.data.conditionals.push(record);
    return record;
  };

  return {
    /** `userId`'s saved evaluation of an argument. */
    evaluation(userId: number, argumentId: number): MockEvaluation | undefined {
      return state.data.evaluations.find((e) => e.userId === userId && e.argumentId === argumentId);
    },
    /** Stores (merges) `userId`'s evaluation of an argument. */
    saveEvaluation(
      userId: number,
      argumentId: number,
      changes: Partial<Omit<MockEvaluation, 'userId' | 'argumentId'>>,
    ): MockEvaluation {
      const existing = state.data.evaluations.find(
        (e) => e.userId === userId && e.argumentId === argumentId,
      );
      const merged: MockEvaluation = {
        userId,
        argumentId,
        evaluationMode: 'fallback',
        inferenceStrength: 0.9,
        fallbackSupport: 0.2,
        evaluationSettings: {},
        premises: [],
        conclusion: null,
        ...existing,
        ...structuredClone(changes),
      };
      if (existing) Object.assign(existing, merged);
      else state.data.evaluations.push(merged);
      return merged;
    },
    /** `userId`'s conditional records. */
    conditionals(userId: number): MockConditionalRecord[] {
      return state.data.conditionals.filter((record) => record.userId === userId);
    },
    /** `userId`'s record for exactly these claims (in any order). */
    findConditional,
    /** A record by id, if it belongs to `userId`. */
    conditionalById(userId: number, id: number): MockConditionalRecord | undefined {
      return state.data.conditionals.find((r) => r.id === id && r.userId === userId);
    },
    /** Stores a new record (the caller checks for duplicates). */
    addConditional,
    /** Creates or updates `userId`'s record for these claims. */
    upsertConditional(userId: number, input: NewConditional): MockConditionalRecord {
      const existing = findConditional(userId, input.consequentClaims, input.antecedentClaims);
      if (!existing) return addConditional(userId, input);
      existing.conditionalProbability = input.conditionalProbability;
      if (input.source) existing.source = input.source;
      if (input.metadata) existing.metadata = structuredClone(input.metadata);
      return existing;
    },
    /** `userId`'s settings (null when they saved none). */
    settings(userId: number): MockSettings['settings'] | null {
      return state.data.settings.find((s) => s.userId === userId)?.settings ?? null;
    },
    /** Stores `userId`'s settings, stamping `lastUpdated`. */
    saveSettings(userId: number, settings: Omit<MockSettings['settings'], 'lastUpdated'>) {
      const stored = { ...settings, lastUpdated: timestamp(state) };
      const existing = state.data.settings.find((s) => s.userId === userId);
      if (existing) existing.settings = stored;
      else state.data.settings.push({ userId, settings: stored });
      return stored;
    },
  };
}
