// Runs `prisma generate` for both providers with the stub schema engine (see
// schema-engine-stub.sh), so a fresh clone can produce the clients without Prisma's binary CDN:
// prisma/schema.prisma → app/generated/prisma (SQLite) and prisma/postgresql/schema.prisma →
// app/generated/prisma-pg (PostgreSQL, the same models; see scripts/postgresSchema.ts).
import { spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stub = path.join(appDir, 'scripts/schema-engine-stub.sh');
chmodSync(stub, 0o755);

for (const schema of ['prisma/schema.prisma', 'prisma/postgresql/schema.prisma']) {
  const result = spawnSync('prisma', ['generate', '--schema', schema], {
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
  if (result.status !== 0) process.exit(result.status ?? 1);
}
