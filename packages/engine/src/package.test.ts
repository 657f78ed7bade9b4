import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The built package is what other apps install: this checks `exports["."]` points at real files
 * that export the public API the issue names, with declarations. Run after `pnpm build` (the
 * workspace test command builds first).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  exports: { '.': { default: string; types: string } };
  dependencies?: Record<string, string>;
};

const PUBLIC_NAMES = [
  'evaluateArgument',
  'computePremisesProbability',
  'computeFallbackPC',
  'truthTableFromBayesian',
  'bayesianFromTruthTable',
  'fitNoisyOr',
  'scenarioBreakdown',
  'analyzeConstraints',
  'detectViolations',
  'enforceConstraints',
  'bayesConsistency',
  'normalizeForSave',
  'clampFallback',
  'exampleTruthTable',
  'defaultTruthTable',
  'beliefWording',
  'forwardInfluenceWording',
  'reverseInfluenceWording',
  'confidenceWording',
  'dependencyWording',
  'inferenceStrengthPercent',
  'inferenceStrengthBand',
  'formatPercent',
  'shouldQuoteVerbatim',
  'negationId',
  'negationText',
  'claimText',
  'DependencyCycleError',
  'DEFAULT_P_C_GIVEN_PREMISES',
  'SCENARIO_CONTRIBUTION_CUTOFF',
  'poolCredences',
  'spreadOf',
  'groupEvaluation',
  'cruxes',
  'groupCruxes',
  'MAX_CRUX_PARTS',
  'checkReconstruction',
  'receiptSentences',
  'RECEIPT_BUDGET',
  'measureFormulas',
  'withinReceiptBudget',
  'evaluateNetwork',
  'networkSensitivity',
  'networkCredenceForTarget',
  'findEquivalenceCycle',
  'findLinkCycle',
  'NetworkCycleError',
  'TooManyNetworkClaimsError',
  'MAX_NETWORK_CLAIMS',
  'toAif',
  'fromAif',
];

describe('the built package', () => {
  const entry = resolve(root, manifest.exports['.'].default);
  const types = resolve(root, manifest.exports['.'].types);

  it('has been built (run `pnpm --filter @credence/engine build` first)', () => {
    expect(existsSync(entry), `${entry} is missing`).toBe(true);
    expect(existsSync(types), `${types} is missing`).toBe(true);
  });

  it('exports every public name, with a declaration for each', async () => {
    const built = (await import(entry)) as Record<string, unknown>;
    const declarations = readFileSync(types, 'utf8');
    for (const name of PUBLIC_NAMES) {
      expect(built[name], `${name} is not exported`).toBeDefined();
      expect(declarations, `${name} has no declaration`).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it('evaluates from the build exactly as from the source', async () => {
    const built = (await import(entry)) as typeof import('./index');
    const source = await import('./index');
    const input = {
      mode: 'bayesian' as const,
      premises: [
        { id: 'a', probability: 0.7 },
        { id: 'b', probability: 0.4 },
      ],
      dependencies: { b: ['a'] },
      premiseConditionals: { 'b|a': 0.5 },
    };
    expect(built.evaluateArgument(input).pC).toBe(source.evaluateArgument(input).pC);
  });

  it('has no runtime dependencies', () => {
    expect(manifest.dependencies ?? {}).toEqual({});
  });
});
