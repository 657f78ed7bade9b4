/**
 * Compile-time proof that the wire schemas describe the engine's own domain types: if either
 * side changes shape, `pnpm typecheck` fails here.
 */
import type * as engine from '@credence/engine';
import type { z } from 'zod';
import type { BayesianEstimate } from './schemas/ai';
import type {
  ArgumentType,
  ConditionalMap,
  ConstraintResolutionMode,
  DependencyMap,
  EvaluationMode,
} from './schemas/common';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Extends<A, B> = [A] extends [B] ? true : false;

/** Each entry must be `true`. */
export type EngineTypeChecks = [
  Equal<z.infer<typeof ArgumentType>, engine.ArgumentType>,
  // The stored modes are the engine's four plus demonstration (a proof, not a calculation).
  Equal<Exclude<z.infer<typeof EvaluationMode>, 'demonstration'>, engine.EvaluationMode>,
  Extends<z.infer<typeof DependencyMap>, engine.DependencyMap>,
  Equal<z.infer<typeof ConditionalMap>, engine.ConditionalMap>,
  Equal<z.infer<typeof BayesianEstimate>, engine.BayesianNetworkInput>,
  Extends<
    typeof engine.DEFAULT_CONSTRAINT_RESOLUTION_MODE,
    z.infer<typeof ConstraintResolutionMode>
  >,
];

const allTrue: EngineTypeChecks = [true, true, true, true, true, true];
void allTrue;
