// Starts the built host: migrations, seed when the database is empty, then `remix-serve
// ./build/server/index.js` on PORT (default 3000) and HOST. Run `pnpm build` first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const serverBuild = path.join(appDir, 'build/server/index.js');

if (!existsSync(serverBuild)) {
  console.error(`No server build at ${serverBuild}: run \`pnpm build\` first.`);
  process.exit(1);
}

// The bundled server cannot tell where the app folder is, so hand it an absolute database path.
const url = process.env.DATABASE_URL ?? 'file:./data/credence.db';
const file = url.replace(/^file:/, '');
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  PORT: process.env.PORT ?? '3000',
  DATABASE_URL:
    file === ':memory:' || path.isAbsolute(file) ? url : `file:${path.resolve(appDir, file)}`,
};

const prepared = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(appDir, 'scripts/prepare-db.ts')],
  { cwd: appDir, env, stdio: 'inherit' },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const serveCli = path.join(
  path.dirname(require.resolve('@remix-run/serve/package.json')),
  'dist/cli.js',
);
const server = spawn(process.execPath, [serveCli, serverBuild], {
  cwd: appDir,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
