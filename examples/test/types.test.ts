/**
 * An app compiles against the published declarations with TypeScript's strictest library
 * check: `skipLibCheck: false` makes TypeScript check every .d.ts the packages ship (and those
 * they pull in), which `skipLibCheck: true` (the default of most templates) would hide.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const examplesDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The diagnostics of tsconfig.consumer.json (every entry point and every README example). */
function compile(overrides: ts.CompilerOptions): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(examplesDir, 'tsconfig.consumer.json'),
    overrides,
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.consumer.json could not be read');
  expect(config.options.skipLibCheck).toBe(false);
  expect(config.options.strict).toBe(true);
  const program = ts.createProgram(config.fileNames, config.options);
  // The packages' own declarations must be among the files checked.
  const declarations = program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((name) => /\/(packages\/[\w-]+|mocks)\/dist\/.*\.d\.ts$/.test(name));
  expect(declarations.length).toBeGreaterThanOrEqual(6);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return `${diagnostic.file.fileName}:${line + 1}: TS${diagnostic.code} ${message}`;
  });
}

describe('the published declarations under skipLibCheck: false', () => {
  it('compile for a bundler (moduleResolution Bundler: Vite, webpack, esbuild)', () => {
    expect(compile({})).toEqual([]);
  });

  it('compile for Node (module and moduleResolution NodeNext)', () => {
    const nodeNext = {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    };
    expect(compile(nodeNext)).toEqual([]);
  });
});
