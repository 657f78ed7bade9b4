import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../app/db.server.ts';
import { Prisma } from '../app/generated/prisma/client.ts';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate.ts';

let dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'credence-migrate-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('migrate', () => {
  it('applies every migration to an empty database, then is a no-op', async () => {
    const url = `file:${path.join(tempDir(), 'nested/folder/app.db')}`;
    const first = await migrate(url);
    const names = readMigrations(MIGRATIONS_DIR).map((m) => m.name);
    expect(names.length).toBeGreaterThan(0);
    expect(first.applied).toEqual(names);

    const second = await migrate(url);
    expect(second.applied).toEqual([]);
    expect(second.alreadyApplied).toEqual(names);

    const db = new Database(first.databasePath as string, { readonly: true });
    const rows = db
      .prepare(
        'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations',
      )
      .all() as {
      migration_name: string;
      checksum: string;
      finished_at: string;
      applied_steps_count: number;
    }[];
    db.close();
    expect(rows).toHaveLength(names.length);
    for (const row of rows) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('brings an older database up to date with only the new migrations', async () => {
    const migrationsDir = tempDir();
    cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    const url = `file:${path.join(tempDir(), 'old.db')}`;
    const before = await migrate(url, { migrationsDir });

    mkdirSync(path.join(migrationsDir, '29991231000000_add_note'));
    writeFileSync(
      path.join(migrationsDir, '29991231000000_add_note/migration.sql'),
      'CREATE TABLE "Note" ("id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT, "text" TEXT NOT NULL);\n',
    );
    const after = await migrate(url, { migrationsDir });
    expect(after.applied).toEqual(['29991231000000_add_note']);
    expect(after.alreadyApplied).toEqual(before.applied);
  });

  it('rolls a failing migration back entirely and records nothing', async () => {
    const migrationsDir = tempDir();
    cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    mkdirSync(path.join(migrationsDir, '29991231000000_broken'));
    writeFileSync(
      path.join(migrationsDir, '29991231000000_broken/migration.sql'),
      'CREATE TABLE "Half" ("id" INTEGER PRIMARY KEY);\nTHIS IS NOT SQL;\n',
    );
    const url = `file:${path.join(tempDir(), 'broken.db')}`;
    await expect(migrate(url, { migrationsDir })).rejects.toThrow();
    const db = new Database(url.slice('file:'.length), { readonly: true });
    const half = db.prepare("SELECT name FROM sqlite_master WHERE name = 'Half'").all();
    const recorded = db.prepare('SELECT migration_name FROM _prisma_migrations').all() as {
      migration_name: string;
    }[];
    db.close();
    expect(half).toEqual([]);
    expect(recorded.map((r) => r.migration_name)).not.toContain('29991231000000_broken');
  });

  it('refuses to run when an applied migration was edited afterwards', async () => {
    const migrationsDir = tempDir();
    cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    const url = `file:${path.join(tempDir(), 'edited.db')}`;
    await migrate(url, { migrationsDir });
    const first = readMigrations(migrationsDir)[0]!;
    writeFileSync(
      path.join(migrationsDir, first.name, 'migration.sql'),
      `${first.sql}\n-- edited\n`,
    );
    await expect(migrate(url, { migrationsDir })).rejects.toThrow(
      /was modified after it was applied/,
    );
  });

  it('creates a table with a column for every field of every model in schema.prisma', async () => {
    const url = `file:${path.join(tempDir(), 'columns.db')}`;
    const { databasePath } = await migrate(url);
    const db = new Database(databasePath as string, { readonly: true });
    const enums: Record<string, Record<string, string>> = {
      User: Prisma.UserScalarFieldEnum,
      Argument: Prisma.ArgumentScalarFieldEnum,
      Claim: Prisma.ClaimScalarFieldEnum,
      UserArgumentEvaluation: Prisma.UserArgumentEvaluationScalarFieldEnum,
      ConditionalProbability: Prisma.ConditionalProbabilityScalarFieldEnum,
      DependencySettings: Prisma.DependencySettingsScalarFieldEnum,
      UserSettings: Prisma.UserSettingsScalarFieldEnum,
      DialecticalRelationship: Prisma.DialecticalRelationshipScalarFieldEnum,
      Version: Prisma.VersionScalarFieldEnum,
      SavedProof: Prisma.SavedProofScalarFieldEnum,
      Session: Prisma.SessionScalarFieldEnum,
      ThrottleEvent: Prisma.ThrottleEventScalarFieldEnum,
      AiCallSlot: Prisma.AiCallSlotScalarFieldEnum,
      Friendship: Prisma.FriendshipScalarFieldEnum,
      Deliberation: Prisma.DeliberationScalarFieldEnum,
      DeliberationMember: Prisma.DeliberationMemberScalarFieldEnum,
      DeliberationSubmission: Prisma.DeliberationSubmissionScalarFieldEnum,
      DeliberationRound: Prisma.DeliberationRoundScalarFieldEnum,
      ClaimEquivalence: Prisma.ClaimEquivalenceScalarFieldEnum,
    };
    expect(Object.keys(enums).sort()).toEqual(Object.values(Prisma.ModelName).sort());
    for (const [model, fields] of Object.entries(enums)) {
      const columns = (db.prepare(`PRAGMA table_info("${model}")`).all() as { name: string }[]).map(
        (c) => c.name,
      );
      expect(columns.sort(), model).toEqual(Object.values(fields).sort());
    }
    db.close();
  });

  it('lets the client write and read every model', async () => {
    const url = `file:${path.join(tempDir(), 'crud.db')}`;
    await migrate(url);
    const db = createPrismaClient(url);
    try {
      const user = await db.user.create({
        data: { email: 'a@b.c', name: 'A', passwordHash: 'x', role: 'ADMIN' },
      });
      const argument = await db.argument.create({
        data: {
          ownerId: user.id,
          title: 'T',
          shareToken: 'tok',
          claims: {
            create: [
              { role: 'PREMISE', position: 0, content: 'p' },
              { role: 'CONCLUSION', position: 0, content: 'c', negationContent: 'not c' },
            ],
          },
        },
        include: { claims: true },
      });
      expect(argument.visibility).toBe('PRIVATE');
      expect(argument.provedDeductiveUsingSystem).toBe('propositional');
      expect(argument.argumentType).toBe('INDUCTIVE');
      const other = await db.argument.create({ data: { ownerId: user.id, title: 'U' } });
      await db.userArgumentEvaluation.create({
        data: {
          userId: user.id,
          argumentId: argument.id,
          evaluationMode: 'fallback',
          inferenceStrength: 0.9,
          fallbackSupport: 0.2,
        },
      });
      await db.conditionalProbability.create({
        data: {
          userId: user.id,
          antecedentClaims: '["a"]',
          consequentClaims: '["b"]',
          conditionalProbability: 0.7,
        },
      });
      await db.dependencySettings.create({ data: { userId: user.id, argumentId: argument.id } });
      await db.userSettings.create({
        data: {
          userId: user.id,
          detailLevel: 'basic',
          conviction: 0.5,
          constraintResolutionMode: 'coherentist',
        },
      });
      await db.dialecticalRelationship.create({
        data: { sourceArgumentId: other.id, targetArgumentId: argument.id, createdById: user.id },
      });
      const v1 = await db.version.create({
        data: {
          argumentId: argument.id,
          userId: user.id,
          versionNumber: 1,
          snapshot: '{}',
          isCanonical: true,
        },
      });
      await db.version.create({
        data: {
          argumentId: argument.id,
          userId: user.id,
          versionNumber: 2,
          snapshot: '{}',
          isCurrent: true,
          parentId: v1.id,
        },
      });
      await db.savedProof.create({ data: { argumentId: argument.id, proofState: '{}' } });
      const expiresAt = new Date(Date.now() + 60_000);
      await db.session.create({ data: { idHash: 'h', userId: user.id, expiresAt } });
      await db.throttleEvent.create({ data: { key: 'signin:ip:127.0.0.1' } });
      const friend = await db.user.create({
        data: { email: 'f@b.c', name: 'F', passwordHash: 'z' },
      });
      await db.friendship.create({
        data: { userLowId: user.id, userHighId: friend.id, requesterId: friend.id },
      });
      // A deliberation of the friend's, on the friend's argument, the user a member.
      const friendsArgument = await db.argument.create({
        data: { ownerId: friend.id, title: 'F' },
      });
      const deliberation = await db.deliberation.create({
        data: {
          argumentId: friendsArgument.id,
          starterId: friend.id,
          pooling: 'linear',
          members: { create: [{ userId: friend.id }, { userId: user.id }] },
        },
      });
      expect(deliberation).toMatchObject({ openRound: 1, finishedAt: null });
      await db.deliberationSubmission.create({
        data: {
          deliberationId: deliberation.id,
          round: 1,
          userId: user.id,
          premiseProbabilities: '[]',
          inferenceStrength: 0.9,
          fallbackSupport: 0.1,
        },
      });
      await db.deliberationRound.create({
        data: { deliberationId: deliberation.id, round: 1, view: '{}' },
      });
      // The user declares the argument's premise the same as its conclusion (lower id first).
      const [lowId, highId] = argument.claims.map((claim) => claim.id).sort();
      await db.claimEquivalence.create({
        data: { userId: user.id, claimLowId: lowId!, claimHighId: highId! },
      });

      const loaded = await db.argument.findUniqueOrThrow({
        where: { shareToken: 'tok' },
        include: {
          owner: true,
          claims: true,
          evaluations: true,
          dependencySettings: true,
          versions: { include: { parent: true } },
          savedProof: true,
          incomingLinks: true,
        },
      });
      expect(loaded.owner.role).toBe('ADMIN');
      expect(loaded.claims).toHaveLength(2);
      expect(loaded.evaluations[0]?.evaluationSettings).toBe('{}');
      expect(loaded.dependencySettings[0]?.premiseConditionals).toBe('{}');
      expect(loaded.versions.find((v) => v.versionNumber === 2)?.parent?.versionNumber).toBe(1);
      expect(loaded.savedProof?.proofState).toBe('{}');
      expect(loaded.incomingLinks[0]?.linkType).toBe('refute');
      expect(await db.conditionalProbability.count()).toBe(1);
      expect(await db.userSettings.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject(
        { conviction: 0.5, networkView: false },
      );
      expect(
        await db.claimEquivalence.findFirstOrThrow({
          include: { claimLow: true, claimHigh: true },
        }),
      ).toMatchObject({ claimLow: { id: lowId }, claimHigh: { id: highId } });

      // Unique constraints from the schema exist in the database.
      await expect(
        db.user.create({ data: { email: 'a@b.c', name: 'B', passwordHash: 'y' } }),
      ).rejects.toThrow();
      await expect(
        db.dependencySettings.create({ data: { userId: user.id, argumentId: argument.id } }),
      ).rejects.toThrow();
      await expect(
        db.claimEquivalence.create({
          data: { userId: user.id, claimLowId: lowId!, claimHighId: highId! },
        }),
      ).rejects.toThrow();
      // Deleting an argument cascades to its claims and the rest.
      await db.argument.delete({ where: { id: argument.id } });
      expect(await db.claim.count({ where: { argumentId: argument.id } })).toBe(0);
      expect(await db.version.count()).toBe(0);
      expect(await db.claimEquivalence.count()).toBe(0);
      // Sessions hold no secret and read back as written; deleting the user ends them.
      expect(await db.session.findUniqueOrThrow({ where: { idHash: 'h' } })).toMatchObject({
        userId: user.id,
        expiresAt,
        lastSeenAt: null,
      });
      expect((await db.throttleEvent.findFirstOrThrow()).createdAt).toBeInstanceOf(Date);
      // One row per pair of users, and deleting either user ends the friendship.
      await expect(
        db.friendship.create({
          data: { userLowId: user.id, userHighId: friend.id, requesterId: user.id },
        }),
      ).rejects.toThrow();
      expect(
        (await db.friendship.findFirstOrThrow({ include: { userLow: true, userHigh: true } }))
          .acceptedAt,
      ).toBeNull();
      // One membership per user and one submission per member and round.
      await expect(
        db.deliberationMember.create({
          data: { deliberationId: deliberation.id, userId: user.id },
        }),
      ).rejects.toThrow();
      await expect(
        db.deliberationSubmission.create({
          data: {
            deliberationId: deliberation.id,
            round: 1,
            userId: user.id,
            premiseProbabilities: '[]',
            inferenceStrength: 0.5,
            fallbackSupport: 0.5,
          },
        }),
      ).rejects.toThrow();
      await expect(
        db.deliberationRound.create({
          data: { deliberationId: deliberation.id, round: 1, view: '{}' },
        }),
      ).rejects.toThrow();
      await db.user.delete({ where: { id: user.id } });
      expect(await db.session.count()).toBe(0);
      expect(await db.friendship.count()).toBe(0);
      // A member's account deleted: the membership goes, the submission stays without them.
      expect(await db.deliberationMember.count()).toBe(1);
      expect(await db.deliberationSubmission.findFirstOrThrow()).toMatchObject({
        userId: null,
        reasons: '[]',
      });
      // The starter's account deleted: the deliberation goes, with everything in it.
      await db.user.delete({ where: { id: friend.id } });
      expect(await db.deliberation.count()).toBe(0);
      expect(await db.deliberationSubmission.count()).toBe(0);
      expect(await db.deliberationRound.count()).toBe(0);
    } finally {
      await db.$disconnect();
    }
  });

  it('keeps every claim, with its id, through claim_logic (which rebuilds the Claim table)', async () => {
    const migrationsDir = tempDir();
    cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    const claimLogic = readMigrations(MIGRATIONS_DIR).find((m) => m.name.endsWith('_claim_logic'));
    expect(claimLogic).toBeDefined();
    const held = path.join(tempDir(), 'held');
    cpSync(path.join(migrationsDir, claimLogic!.name), held, { recursive: true });
    rmSync(path.join(migrationsDir, claimLogic!.name), { recursive: true });
    const url = `file:${path.join(tempDir(), 'claims.db')}`;
    const before = await migrate(url, { migrationsDir });
    expect(before.applied).not.toContain(claimLogic!.name);

    const db = new Database(url.slice('file:'.length));
    db.exec(`INSERT INTO "User" (id, email, name, passwordHash) VALUES (1, 'a@x.io', 'A', 'h');
      INSERT INTO "Argument" (id, title, ownerId, updatedAt) VALUES (7, 'Rain', 1, CURRENT_TIMESTAMP);
      INSERT INTO "Claim" (id, argumentId, role, position, content, negationContent) VALUES
        ('p1', 7, 'PREMISE', 0, 'Clouds gather.', 'No clouds gather.'),
        ('c1', 7, 'CONCLUSION', 0, 'It will rain.', NULL);`);
    db.close();

    cpSync(held, path.join(migrationsDir, claimLogic!.name), { recursive: true });
    const after = await migrate(url, { migrationsDir });
    expect(after.applied).toEqual([claimLogic!.name]);
    const read = new Database(url.slice('file:'.length), { readonly: true });
    const claims = read.prepare('SELECT * FROM "Claim" ORDER BY role DESC').all();
    const argument = read.prepare('SELECT sourceText FROM "Argument" WHERE id = 7').get();
    const foreignKeys = read.pragma('foreign_key_check');
    read.close();
    expect(claims).toEqual([
      {
        id: 'p1',
        argumentId: 7,
        role: 'PREMISE',
        position: 0,
        content: 'Clouds gather.',
        negationContent: 'No clouds gather.',
        formula: null,
        sourceSpans: null,
        implicit: 0,
      },
      {
        id: 'c1',
        argumentId: 7,
        role: 'CONCLUSION',
        position: 0,
        content: 'It will rain.',
        negationContent: null,
        formula: null,
        sourceSpans: null,
        implicit: 0,
      },
    ]);
    expect(argument).toEqual({ sourceText: null });
    expect(foreignKeys).toEqual([]);
  });
});
