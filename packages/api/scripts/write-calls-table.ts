/**
 * Writes the table of every call into README.md between the calls markers, from the registry.
 * Run after changing `src/calls.ts`: `pnpm --filter @credence/api docs`. A test fails while the
 * README and the registry disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceCallsTable } from '../src/readmeTable';

const readme = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
writeFileSync(readme, replaceCallsTable(readFileSync(readme, 'utf8')));
console.log(`Wrote the calls table to ${readme}`);
