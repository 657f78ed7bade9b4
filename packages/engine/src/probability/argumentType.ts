import type { ArgumentType } from './types';

/** A stored argument type read safely: an unknown value is DEDUCTIVE, with a warning. */
export function normalizeArgumentType(value: unknown): { type: ArgumentType; warning?: string } {
  if (value === 'DEDUCTIVE' || value === 'INDUCTIVE') return { type: value };
  return {
    type: 'DEDUCTIVE',
    warning: `Unknown argument type "${String(value)}"; treating it as DEDUCTIVE.`,
  };
}
