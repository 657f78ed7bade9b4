// Starts the built host in this process: `server/main.ts` (migrations, seed when the database is
// empty, then the Express server) on PORT (default 3000) and HOST. Run `pnpm build` first.
// TypeScript is loaded through tsx; the database path is made absolute for the bundled server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL ?? 'file:./data/credence.db';
const file = url.replace(/^file:/, '');
process.env.NODE_ENV ??= 'production';
process.env.PORT ??= '3000';
process.env.DATABASE_URL =
  file === ':memory:' || path.isAbsolute(file) ? url : `file:${path.resolve(appDir, file)}`;

register();
await import('../server/main.ts');
