// Starts the built host in this process: `server/main.ts` (migrations, seed when the database is
// empty, then the Express server) on PORT (default 3000) and HOST. Run `pnpm build` first: it
// compiles `server/main.ts` to `build/start/main.js` (vite.server.config.ts), which plain Node
// runs — no TypeScript loader at start. A relative SQLite path is made absolute for the bundled
// server; any other DATABASE_URL is passed on as it is, for app/db/databaseUrl.ts to accept
// (postgresql://…) or refuse with a clear message — never to be taken for a file name.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL || 'file:./data/credence.db';
process.env.NODE_ENV ??= 'production';
process.env.PORT ??= '3000';
if (url.startsWith('file:')) {
  const file = url.slice('file:'.length);
  process.env.DATABASE_URL =
    file === '' || file === ':memory:' || path.isAbsolute(file)
      ? url
      : `file:${path.resolve(appDir, file)}`;
} else {
  process.env.DATABASE_URL = url;
}

const main = path.join(appDir, 'build/start/main.js');
if (!existsSync(main)) {
  console.error(`No server build at ${main}: run \`pnpm build\` first.`);
  process.exit(1);
}
await import(pathToFileURL(main).href);
