import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as engine from './index';

/**
 * The user guide's worked examples (docs/guide/) cannot drift from the engine: each example in
 * docs/guide/worked-examples.json gives an engine call and its inputs, and the claims the guide
 * makes about it, each a line of text that must appear word for word in the guide's page. For
 * each claim this test checks that
 * - the page says it (so the fixture and the prose are the same numbers),
 * - its arithmetic holds: every side of its `=` chain that is plain arithmetic evaluates to the
 *   stated result, to the result's last digit,
 * - the engine, run on the example's inputs, gives the stated result (`path` in its answer),
 *   rounded as the guide rounds it.
 */

const docs = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/guide');

interface Claim {
  /** The line as the guide writes it, e.g. `P(C) = 0.9 × 0.72 + 0.2 × 0.28 = 0.704`. */
  text: string;
  /**
   * Where the stated result is in the engine's answer (`pC`, `0.swing`, `pC.low`; `''` for a
   * number answer); none for a claim that is only arithmetic.
   */
  path?: string;
}

interface WorkedExample {
  id: string;
  /** The guide page, relative to docs/guide. */
  page: string;
  /** One of `CALLS`. */
  call: keyof typeof CALLS;
  args: unknown[];
  claims: Claim[];
}

type Input = engine.EvaluationInput;

/** Crux shares by part (`p1`, `inference`), each with its rank (1 = first) and share. */
function byPart(shares: readonly engine.CruxShare[]) {
  return Object.fromEntries(
    shares.map((share, index) => [
      share.part.kind === 'premise' ? share.part.premiseId : 'inference',
      { rank: index + 1, share: share.share },
    ]),
  );
}

/** The engine calls the guide's examples use, by name (`arithmeticOnly`: none, for pure sums). */
const CALLS = {
  arithmeticOnly: () => undefined,
  evaluateArgument: (input: Input) => engine.evaluateArgument(input),
  scenarioBreakdown: (input: Input) => engine.scenarioBreakdown(engine.evaluateArgument(input)),
  premiseSensitivity: (input: Input) => engine.premiseSensitivity(input),
  credenceForTarget: (input: Input, premiseId: string, target: number) =>
    engine.credenceForTarget(input, premiseId, target),
  credenceInterval: (input: Input, ranges: Record<string, [number, number]>) =>
    engine.credenceInterval(input, ranges),
  validityBound: (credences: number[]) => engine.validityBound(credences),
  frechetBounds: (credences: number[]) => engine.frechetBounds(credences),
  validityCoherence: (credences: number[], conclusion: number) =>
    engine.validityCoherence(credences, conclusion),
  analyzeConstraints: (input: Input) => engine.analyzeConstraints(input),
  enforceConstraints: (input: Input) => engine.enforceConstraints(input),
  bayesConsistency: (input: Parameters<typeof engine.bayesConsistency>[0]) =>
    engine.bayesConsistency(input),
  signedPower: (forward: number, reverse: number) => engine.signedPower(forward, reverse),
  normalizeForSave: (value: number) => engine.normalizeForSave(value),
  poolCredences: (values: number[], options?: engine.PoolOptions) =>
    engine.poolCredences(values, options),
  groupEvaluation: (members: Input[], options?: engine.PoolOptions) =>
    engine.groupEvaluation(members, options),
  /** Each member's `cruxes(pooledInput, member)`: its difference and shares by part. */
  memberCruxes: (members: Input[], options?: engine.PoolOptions) => {
    const pooled = engine.groupEvaluation(members, options).pooledInput;
    return members.map((member) => {
      const { difference, shares } = engine.cruxes(pooled, member);
      return { difference, ...byPart(shares) };
    });
  },
  groupCruxes: (members: Input[], options?: engine.PoolOptions) =>
    byPart(engine.groupCruxes(members, options)),
  evaluateNetwork: (network: engine.NetworkInput) => engine.evaluateNetwork(network),
  /** Sensitivities by claim id (`S2.swing`), each with its rank (1 = first). */
  networkSensitivity: (network: engine.NetworkInput) =>
    Object.fromEntries(
      engine
        .networkSensitivity(network)
        .map((entry, index) => [entry.claimId, { rank: index + 1, ...entry }]),
    ),
  networkCredenceForTarget: (network: engine.NetworkInput, claimId: string, target: number) =>
    engine.networkCredenceForTarget(network, claimId, target),
} as const;

const fixture = JSON.parse(readFileSync(resolve(docs, 'worked-examples.json'), 'utf8')) as {
  examples: WorkedExample[];
};

const NUMBER = /−?\d+(?:\.\d+)?%?/g;

/** A number as the guide writes it: `0.72`, `−0.5` (a minus sign), `48%`. */
function readNumber(token: string): { value: number; decimals: number } {
  const percent = token.endsWith('%');
  const digits = token.replace('−', '-').replace('%', '');
  const decimals = (digits.split('.')[1] ?? '').length + (percent ? 2 : 0);
  return { value: Number(digits) / (percent ? 100 : 1), decimals };
}

/** The sides of a claim: `a = b = c`, `a → b` or `label: c` (one side). */
const SIDES = /[=≈→]/;

/** The claim's result: the last number of its last side. */
function statedResult(text: string): { value: number; decimals: number } {
  const tail = text.split(SIDES).pop() ?? '';
  const token = tail.match(NUMBER)?.pop();
  if (token === undefined) throw new Error(`No number in the last side of: ${text}`);
  return readNumber(token);
}

/**
 * A side of the claim that is plain arithmetic (numbers, + − × · / ( )) after any `label:`,
 * evaluated; else null.
 */
function arithmetic(side: string): number | null {
  const expression = side.replace(/^.*:/, '').trim();
  if (!/^[\d.\s+\-−×·/()%]+$/.test(expression) || !/[+\-−×·/]/.test(expression)) return null;
  const js = expression
    .replace(/(\d+(?:\.\d+)?)%/g, '($1/100)')
    .replace(/−/g, '-')
    .replace(/[×·]/g, '*');
  return Function(`"use strict"; return (${js});`)() as number;
}

/** The value at a dotted path (`pC.low`, `0.swing`, `debugData.rows.weights.3`; `''`: itself). */
function at(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path.split('.').reduce<unknown>((current, key) => {
    if (current === null || current === undefined) return undefined;
    return (current as Record<string, unknown>)[key];
  }, value);
}

describe('the user guide’s worked examples', () => {
  it('has examples, each with claims', () => {
    expect(fixture.examples.length).toBeGreaterThan(10);
    for (const example of fixture.examples) expect(example.claims.length).toBeGreaterThan(0);
  });

  for (const example of fixture.examples) {
    describe(`${example.page}: ${example.id}`, () => {
      const page = readFileSync(resolve(docs, example.page), 'utf8');
      const call = CALLS[example.call] as (...args: unknown[]) => unknown;
      const answer = call(...example.args);

      for (const claim of example.claims) {
        it(claim.text, () => {
          expect(page, `${example.page} should say: ${claim.text}`).toContain(claim.text);
          const stated = statedResult(claim.text);
          const halfLastDigit = 0.5 * 10 ** -stated.decimals + 1e-12;
          // Intermediate numbers in the guide are rounded too: one unit of the last digit.
          const lastDigit = 10 ** -stated.decimals + 1e-12;
          for (const side of claim.text.split(SIDES).slice(0, -1)) {
            const value = arithmetic(side);
            if (value !== null) {
              expect(Math.abs(value - stated.value), `${side} = ${value}`).toBeLessThanOrEqual(
                lastDigit,
              );
            }
          }
          if (claim.path !== undefined) {
            const actual = at(answer, claim.path);
            expect(typeof actual, `${claim.path} in the engine's answer`).toBe('number');
            expect(Math.abs((actual as number) - stated.value)).toBeLessThanOrEqual(halfLastDigit);
          }
        });
      }
    });
  }
});
