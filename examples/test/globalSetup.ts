/**
 * Packs every published package once per test run, as `npm publish` would ship it, into a
 * temporary folder that the tests read (`inject('packedDir')`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packPackages } from '../pack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding `credence-<name>.tgz` for every package. */
    packedDir: string;
  }
}

export default function setup(project: TestProject) {
  const packedDir = mkdtempSync(join(tmpdir(), 'credence-packed-'));
  packPackages(packedDir);
  project.provide('packedDir', packedDir);
  return () => rmSync(packedDir, { recursive: true, force: true });
}
