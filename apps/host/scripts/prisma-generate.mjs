// Runs `prisma generate` with the stub schema engine (see schema-engine-stub.sh), so a fresh
// clone can produce app/generated/prisma without Prisma's binary CDN.
import { spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stub = path.join(appDir, 'scripts/schema-engine-stub.sh');
chmodSync(stub, 0o755);

const result = spawnSync('prisma', ['generate'], {
  cwd: appDir,
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? stub,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
