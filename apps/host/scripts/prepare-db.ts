import { createPrismaClient } from '../app/db.server.ts';
import { SEED_USER_EMAIL, seed } from '../prisma/seed.ts';
import { migrate } from './migrate.ts';

/**
 * Run before serving (`server/main.ts`): applies pending migrations, then seeds the sample data
 * when the database is empty (no users and no arguments). Never touches a used database.
 */
export async function prepareDatabase(): Promise<void> {
  const result = await migrate(undefined, { log: (line) => console.log(line) });
  console.log(`Database ${result.database} is up to date.`);
  const db = createPrismaClient();
  try {
    const [users, argumentCount] = await Promise.all([db.user.count(), db.argument.count()]);
    if (users === 0 && argumentCount === 0) {
      const seeded = await seed(db);
      console.log(
        `Empty database: seeded ${SEED_USER_EMAIL} and arguments ${seeded.argumentIds.join(', ')}.`,
      );
    }
  } finally {
    await db.$disconnect();
  }
}
