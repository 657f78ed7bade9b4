import {
  ArgumentDetail,
  Claim,
  ConditionalProbabilityRecord,
  DialecticalRelationship,
  Model,
  ProofStateV4,
  SELECTABLE_MODELS,
  UserArgumentEvaluation,
  UserSettings,
  Version,
} from '@credence/api';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  ADA_ID,
  EXTERNAL_CLAIM_ID,
  fixtures,
  GRACE_ID,
  NUCLEAR_ID,
  RAIN_ID,
  REMOTE_WORK_ID,
} from './fixtures';
import { createMockStore } from './store';

const store = createMockStore();
const MockUser = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  email: z.email(),
  role: z.enum(['USER', 'ADMIN']),
});

describe('fixtures', () => {
  it('parse with the @credence/api schemas', () => {
    for (const user of fixtures.users) MockUser.parse(user);
    for (const claim of fixtures.claims) Claim.parse(claim);
    for (const argument of fixtures.arguments) {
      ArgumentDetail.parse(store.detail(argument, argument.ownerId));
      ArgumentDetail.parse(store.detail(argument, null));
    }
    for (const relationship of fixtures.relationships) DialecticalRelationship.parse(relationship);
    for (const { userId: _, argumentId: __, ...evaluation } of fixtures.evaluations) {
      UserArgumentEvaluation.parse(evaluation);
    }
    for (const { userId: _, source: __, ...record } of fixtures.conditionals) {
      ConditionalProbabilityRecord.strict().parse(record);
    }
    for (const version of fixtures.versions) Version.parse(store.versionView(version));
    for (const proof of fixtures.proofs) ProofStateV4.parse(proof.proofStateV4);
    for (const { listed: _, ...model } of fixtures.models) Model.strict().parse(model);
    for (const { settings } of fixtures.settings) UserSettings.parse(settings);
  });

  it('have Ada (USER) signed in and Grace (ADMIN)', () => {
    expect(fixtures.signedInUserId).toBe(ADA_ID);
    expect(fixtures.users.slice(0, 2)).toMatchObject([
      { id: 1, name: 'Ada Lovelace', role: 'USER' },
      { id: 2, name: 'Grace Hopper', role: 'ADMIN' },
    ]);
  });

  it('have an inductive argument depending on an external claim', () => {
    const argument = fixtures.arguments.find((a) => a.id === REMOTE_WORK_ID)!;
    expect(argument.argumentType).toBe('INDUCTIVE');
    expect(argument.premiseIds.length).toBeGreaterThanOrEqual(3);
    expect(argument.premiseIds).not.toContain(EXTERNAL_CLAIM_ID);
    expect(Object.values(argument.dependencies).flat()).toContain(EXTERNAL_CLAIM_ID);
    expect(Object.keys(argument.premiseConditionals)).toContain(`c103|${EXTERNAL_CLAIM_ID}`);
    expect(fixtures.claims.some((c) => c.id === EXTERNAL_CLAIM_ID)).toBe(true);
  });

  it('have a deductive argument with a saved V4 proof with a subproof', () => {
    expect(fixtures.arguments.find((a) => a.id === RAIN_ID)?.argumentType).toBe('DEDUCTIVE');
    const proof = fixtures.proofs.find((p) => p.argumentId === RAIN_ID)!.proofStateV4;
    expect(proof.proofLines.every((line) => line.justification?.rule)).toBe(true);
    expect(proof.subproofs).toHaveLength(1);
  });

  it('have objections and supporting arguments shown on the premises they target', () => {
    const nuclear = store.detail(store.argument(NUCLEAR_ID)!, GRACE_ID);
    const linked = nuclear.premises.filter(
      (p) => p.objectionStatus?.dialecticalRelationships.length,
    );
    expect(linked.map((p) => p.id)).toEqual(['c301', 'c302']);
    const kinds = fixtures.relationships.map((r) => r.linkType);
    expect(kinds).toContain('refute');
    expect(kinds).toContain('support');
    // Argument 4 is both a source (objection to #3) and a target (of #6).
    expect(fixtures.relationships.some((r) => r.sourceArgumentId === 4)).toBe(true);
    expect(fixtures.relationships.some((r) => r.targetArgumentId === 4)).toBe(true);
  });

  it('have three versions of one argument, each with a creator', () => {
    const versions = store.versions(ADA_ID, REMOTE_WORK_ID).map(store.versionView);
    expect(versions.map((v) => v.version_number)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({
      is_current: true,
      creator: { name: 'Ada Lovelace', email: 'ada@example.org' },
      parent_version: { version_number: 2 },
    });
  });

  it('list the selectable models first (as the host does), and more only with all', () => {
    expect(store.models().map((m) => m.id)).toEqual(SELECTABLE_MODELS.map((m) => m.id));
    for (const model of store.models()) {
      expect(model.contextWindow).toBe(model.provider === 'Anthropic' ? 200000 : 128000);
      expect(model.isReasoningModel).toBe(model.id === 'o3-mini' || model.id === 'o1-mini');
    }
    expect(store.models(true).length).toBeGreaterThan(6);
  });

  it('are deep-copied into each store', () => {
    const a = createMockStore();
    const b = createMockStore();
    a.argument(REMOTE_WORK_ID)!.title = 'Changed';
    a.signOut();
    expect(b.argument(REMOTE_WORK_ID)!.title).toBe('Remote work raises productivity');
    expect(fixtures.arguments[0]!.title).toBe('Remote work raises productivity');
    expect(b.currentUser()?.id).toBe(ADA_ID);
    a.reset();
    expect(a.argument(REMOTE_WORK_ID)!.title).toBe('Remote work raises productivity');
    expect(a.currentUser()?.id).toBe(ADA_ID);
  });
});
