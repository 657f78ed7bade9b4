/**
 * Lenient readers for the pieces of a model's JSON answer. Models write numbers as strings, add
 * fields and miss optional ones; these schemas accept what is usable, clamp numbers into range
 * and leave the strict check to the call's own response schema.
 */
import { z } from 'zod';
import { invalidAnswer } from '../errors.ts';

/** Clamps to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A finite number, also when written as a string (`"0.8"`). */
const finiteNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i)
      .transform(Number),
  ])
  .pipe(z.number().finite());

/** A probability: any finite number, clamped into 0..1. */
export const LooseProbability = finiteNumber.transform((value) => clamp(value, 0, 1));

/** A score out of 10: any finite number, clamped into 0..10. */
export const LooseScore = finiteNumber.transform((value) => clamp(value, 0, 10));

/** A list of texts; non-text entries are dropped, a missing list is empty. */
export const TextList = z
  .array(z.unknown())
  .catch([])
  .transform((items) => items.filter((item): item is string => typeof item === 'string'));

/**
 * Parses a model's JSON with `schema`, or throws a 502 naming the first field that is wrong
 * (`Invalid response from AI service: clarity.score: …`).
 */
export function readAnswer<S extends z.ZodType>(schema: S, json: unknown): z.output<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? 'unexpected shape';
  throw invalidAnswer(path ? `${path}: ${message}` : message);
}
