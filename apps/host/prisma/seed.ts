import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrismaClient, type PrismaClient } from '../app/db.server.ts';
import { hashPassword } from '../app/models/users.server.ts';
import { migrate } from '../scripts/migrate.ts';

/**
 * Sample data: a seed user and two PUBLIC arguments (one inductive with a dependency between
 * its premises, one deductive). Idempotent: running it again changes nothing — records are
 * found by their natural keys (e-mail; owner + title) and only created when missing.
 */

export const SEED_USER_EMAIL = 'demo@credence.local';
/** Override with SEED_USER_PASSWORD; the default is for local development only. */
export const SEED_USER_PASSWORD = process.env.SEED_USER_PASSWORD ?? 'credence-demo';

interface SampleArgument {
  title: string;
  summarizedDescription: string;
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE';
  premises: { id: string; content: string }[];
  conclusion: { id: string; content: string; negationContent?: string };
  dependencies?: Record<string, string[]>;
  premiseConditionals?: Record<string, number>;
}

export const SAMPLE_ARGUMENTS: SampleArgument[] = [
  {
    title: 'Rain and the picnic',
    summarizedDescription: 'Whether the picnic will be cancelled, given the forecast.',
    argumentType: 'INDUCTIVE',
    premises: [
      { id: 'seed-picnic-p1', content: 'The forecast says heavy rain is likely tomorrow.' },
      { id: 'seed-picnic-p2', content: 'The park floods when it rains heavily.' },
    ],
    conclusion: { id: 'seed-picnic-c', content: 'The picnic will be cancelled.' },
    // P2 depends on P1: given the forecast, flooding is more likely.
    dependencies: { 'seed-picnic-p2': ['seed-picnic-p1'] },
    premiseConditionals: {
      'seed-picnic-p2|seed-picnic-p1': 0.8,
      'seed-picnic-p2|~seed-picnic-p1': 0.3,
    },
  },
  {
    title: 'Socrates is mortal',
    summarizedDescription: 'The classic syllogism.',
    argumentType: 'DEDUCTIVE',
    premises: [
      { id: 'seed-socrates-p1', content: 'All humans are mortal.' },
      { id: 'seed-socrates-p2', content: 'Socrates is a human.' },
    ],
    conclusion: {
      id: 'seed-socrates-c',
      content: 'Socrates is mortal.',
      negationContent: 'Socrates is not mortal.',
    },
  },
];

/** Inserts the sample data where missing. Returns the seed user's id. */
export async function seed(db: PrismaClient): Promise<{ userId: number; argumentIds: number[] }> {
  const existingUser = await db.user.findUnique({ where: { email: SEED_USER_EMAIL } });
  const user =
    existingUser ??
    (await db.user.create({
      data: {
        email: SEED_USER_EMAIL,
        name: 'Demo User',
        passwordHash: await hashPassword(SEED_USER_PASSWORD),
        role: 'USER',
      },
    }));

  const argumentIds: number[] = [];
  for (const sample of SAMPLE_ARGUMENTS) {
    const id = await db.$transaction(async (tx) => {
      const found = await tx.argument.findFirst({
        where: { ownerId: user.id, title: sample.title },
      });
      if (found) return found.id;
      const created = await tx.argument.create({
        data: {
          ownerId: user.id,
          title: sample.title,
          summarizedDescription: sample.summarizedDescription,
          argumentType: sample.argumentType,
          visibility: 'PUBLIC',
          claims: {
            create: [
              ...sample.premises.map((premise, position) => ({
                id: premise.id,
                role: 'PREMISE' as const,
                position,
                content: premise.content,
              })),
              {
                id: sample.conclusion.id,
                role: 'CONCLUSION' as const,
                position: 0,
                content: sample.conclusion.content,
                negationContent: sample.conclusion.negationContent ?? null,
              },
            ],
          },
        },
      });
      if (sample.dependencies) {
        await tx.dependencySettings.create({
          data: {
            userId: user.id,
            argumentId: created.id,
            dependencies: JSON.stringify(sample.dependencies),
            premiseConditionals: JSON.stringify(sample.premiseConditionals ?? {}),
          },
        });
      }
      return created.id;
    });
    argumentIds.push(id);
  }
  return { userId: user.id, argumentIds };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  migrate(undefined, { log: (line) => console.log(line) });
  const db = createPrismaClient();
  seed(db)
    .then(({ userId, argumentIds }) => {
      console.log(
        `Seeded user ${userId} (${SEED_USER_EMAIL}) and arguments ${argumentIds.join(', ')}.`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => db.$disconnect());
}
