import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as mocks from './index';
import * as offline from './offlineAi';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module specifier reachable from `file` through its relative imports and re-exports. */
function reachableImports(file: string, seen = new Set<string>()): Set<string> {
  const specifiers = new Set<string>();
  if (seen.has(file)) return specifiers;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/\bfrom\s+'([^']+)'/g)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(file), `${specifier}.ts`);
      specifiers.add(target);
      for (const next of reachableImports(target, seen)) specifiers.add(next);
    } else specifiers.add(specifier);
  }
  return specifiers;
}

describe('@credence/mocks/offline-ai', () => {
  it('reaches neither MSW nor the mock store and handlers', () => {
    const reached = [...reachableImports(resolve(here, 'offlineAi.ts'))];
    expect(reached.filter((specifier) => !specifier.startsWith('/'))).toEqual(
      expect.arrayContaining(['@credence/api', '@credence/engine']),
    );
    for (const specifier of reached) {
      expect(specifier).not.toMatch(/^msw|[/\\](handlers|store|scenarios|validation)\b/);
    }
  });

  it('exports the very functions the mock handlers answer with', () => {
    expect(Object.keys(offline).sort()).toEqual([
      'MAX_ESTIMATED_TABLE_PREMISES',
      'MIN_CLAIM_WORDS',
      'OFFENSIVE_WORDS',
      'OFFLINE_AUTHOR',
      'OFFLINE_MODEL_ID',
      'RECONSTRUCTION_LIMITS',
      'assessArgument',
      'estimateDependencies',
      'estimateSettings',
      'extractArgument',
      'formaliseReconstruction',
      'generateLinked',
      'keepLocked',
      'linkedClaim',
      'placeClaims',
      'receiptPremiseIds',
      'reconstructArgument',
      'reconstructionReceipt',
      'regiment',
      'splitSentences',
      'validateContent',
    ]);
    expect(offline.estimateSettings).toBe(mocks.estimateSettings);
    expect(offline.regiment).toBe(mocks.regiment);
    expect(offline.validateContent).toBe(mocks.validateContent);
    expect(offline.reconstructArgument).toBe(mocks.reconstructArgument);
    expect(offline.reconstructionReceipt).toBe(mocks.reconstructionReceipt);
  });

  it('names the offline model as @credence/api does', async () => {
    const { OFFLINE_MODEL_ID } = await import('@credence/api');
    expect(offline.OFFLINE_MODEL_ID).toBe(OFFLINE_MODEL_ID);
  });

  it('writes reconstructions within the API limits', async () => {
    const { LIMITS } = await import('@credence/api');
    expect(offline.RECONSTRUCTION_LIMITS).toEqual({
      titleChars: LIMITS.titleChars,
      claimChars: LIMITS.claimChars,
      longTextChars: LIMITS.longTextChars,
      premisesPerArgument: LIMITS.premisesPerArgument,
    });
  });
});
