import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'prisma/config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Prisma CLI configuration. The app itself resolves DATABASE_URL in app/db.server.ts. */
export default defineConfig({
  schema: path.join(appDir, 'prisma/schema.prisma'),
  migrations: {
    path: path.join(appDir, 'prisma/migrations'),
    seed: 'tsx prisma/seed.ts',
  },
  datasource: {
    url: process.env.DATABASE_URL ?? 'file:./data/credence.db',
  },
});
