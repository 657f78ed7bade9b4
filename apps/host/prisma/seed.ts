import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProofStateV4 } from '@credence/api';
import type { z } from 'zod';
import { createPrismaClient, type PrismaClient } from '../app/db.server.ts';
import { hashPassword } from '../app/models/users.server.ts';
import { migrate } from '../scripts/migrate.ts';

/**
 * Sample data: a seed user and three PUBLIC arguments (one inductive with a dependency between
 * its premises, one deductive with a saved, valid V4 proof, and an objection to a premise of the
 * first, linked to it by a dialectical relationship), each with a first version (v1, by the seed
 * user). Idempotent: running it again changes nothing — records are found by their natural keys
 * (e-mail; owner + title; argument + user + version number; source + target argument; the
 * argument of a saved proof) and only created when missing, so running it on a database seeded by
 * an older seed adds just what is new.
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
  /** A dialectical link from this argument to a premise of an earlier sample (by title). */
  answers?: { title: string; premiseId: string; linkType: 'refute' | 'support' };
  /** The saved, validated proof (V4) the Demonstration tab loads. */
  proof?: z.input<typeof ProofStateV4>;
}

/**
 * The Socrates syllogism proved in predicate logic (H: is human, M: is mortal, s: Socrates), in
 * the saved V4 shape of the mock backend's fixture proof. Every line parses with the engine's
 * `parseProofV4` (checked in seed.test.ts); the fixed timestamp keeps the seed deterministic.
 */
export const SOCRATES_PROOF: z.input<typeof ProofStateV4> = {
  proofLines: [
    { content: '∀x(Hx → Mx)', type: 'premise', justification: { rule: 'Premise' } },
    { content: 'Hs', type: 'premise', justification: { rule: 'Premise' } },
    {
      content: 'Hs → Ms',
      type: 'derived',
      justification: { rule: '∀E', premises: [1], notes: 'Instantiate x with s (Socrates)' },
    },
    { content: 'Ms', type: 'conclusion', justification: { rule: '→E', premises: [2, 3] } },
  ],
  subproofs: [],
  timestamp: '2025-01-01T00:00:00.000Z',
};

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
    proof: SOCRATES_PROOF,
  },
  {
    // Titled as the linked-argument creator titles objections ('Objection: ' + the premise).
    title: 'Objection: The park floods when it rains heavily.',
    summarizedDescription: 'New drainage means heavy rain no longer floods the park.',
    argumentType: 'INDUCTIVE',
    premises: [
      {
        id: 'seed-drainage-p1',
        content: 'The city installed new drainage in the park last spring.',
      },
      { id: 'seed-drainage-p2', content: 'Since then, heavy storms have not flooded the park.' },
    ],
    conclusion: {
      id: 'seed-drainage-c',
      content: 'The park no longer floods when it rains heavily.',
    },
    answers: { title: 'Rain and the picnic', premiseId: 'seed-picnic-p2', linkType: 'refute' },
  },
];

/** The JSON snapshot stored with a sample's first version. */
function snapshotOf(sample: SampleArgument): string {
  return JSON.stringify({
    title: sample.title,
    summarizedDescription: sample.summarizedDescription,
    argumentType: sample.argumentType,
    premises: sample.premises,
    conclusion: { negationContent: null, ...sample.conclusion },
  });
}

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
  const idsByTitle = new Map<string, number>();
  for (const sample of SAMPLE_ARGUMENTS) {
    const id = await db.$transaction(async (tx) => {
      const found = await tx.argument.findFirst({
        where: { ownerId: user.id, title: sample.title },
      });
      const argumentId = found?.id ?? (await createSample(tx, user.id, sample));
      const version = await tx.version.findUnique({
        where: {
          argumentId_userId_versionNumber: { argumentId, userId: user.id, versionNumber: 1 },
        },
      });
      if (!version) {
        await tx.version.create({
          data: {
            argumentId,
            userId: user.id,
            versionNumber: 1,
            isCurrent: true,
            isCanonical: true,
            changeSummary: 'Initial version',
            snapshot: snapshotOf(sample),
          },
        });
      }
      if (sample.answers) {
        const targetArgumentId = idsByTitle.get(sample.answers.title);
        if (targetArgumentId === undefined) {
          throw new Error(
            `Sample "${sample.title}" answers "${sample.answers.title}", which must come earlier`,
          );
        }
        const key = { sourceArgumentId: argumentId, targetArgumentId };
        const link = await tx.dialecticalRelationship.findUnique({
          where: { sourceArgumentId_targetArgumentId: key },
        });
        if (!link) {
          await tx.dialecticalRelationship.create({
            data: {
              ...key,
              linkType: sample.answers.linkType,
              targetClaimId: sample.answers.premiseId,
              createdById: user.id,
            },
          });
        }
      }
      if (sample.proof) {
        const proof = await tx.savedProof.findUnique({ where: { argumentId } });
        if (!proof) {
          await tx.savedProof.create({
            data: { argumentId, proofState: JSON.stringify(sample.proof) },
          });
        }
      }
      return argumentId;
    });
    idsByTitle.set(sample.title, id);
    argumentIds.push(id);
  }
  return { userId: user.id, argumentIds };
}

type Transaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** Creates a sample argument (claims with fixed ids, the owner's dependencies); returns its id. */
async function createSample(
  tx: Transaction,
  ownerId: number,
  sample: SampleArgument,
): Promise<number> {
  const created = await tx.argument.create({
    data: {
      ownerId,
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
        userId: ownerId,
        argumentId: created.id,
        dependencies: JSON.stringify(sample.dependencies),
        premiseConditionals: JSON.stringify(sample.premiseConditionals ?? {}),
      },
    });
  }
  return created.id;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  await migrate(undefined, { log: (line) => console.log(line) });
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
