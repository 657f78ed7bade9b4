import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument } from './arguments.server.ts';
import { loadSavedProof, readProofState } from './proofs.server.ts';
import { createUser } from './users.server.ts';

const PROOF = {
  proofLines: [
    { content: 'P → Q', type: 'premise', justification: { rule: 'Premise' } },
    { content: 'P', type: 'premise', justification: { rule: 'Premise' } },
    { content: 'Q', type: 'conclusion', justification: { rule: '→E', premises: [1, 2] } },
  ],
  subproofs: [],
  timestamp: '2025-03-14T10:12:00.000Z',
};

let temp: TempDatabase;
let alice: number;
let bob: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  alice = (await createUser(temp.db, { email: 'alice@x.io', name: 'Alice', password: 'password1' }))
    .id;
  bob = (await createUser(temp.db, { email: 'bob@x.io', name: 'Bob', password: 'password2' })).id;
});
afterEach(() => temp.cleanup());

async function argumentWithProof(visibility: 'PUBLIC' | 'PRIVATE', proofState: string | null) {
  const { id } = await createArgument(temp.db, alice, {
    title: `Modus ponens (${visibility})`,
    argumentType: 'DEDUCTIVE',
    visibility,
    premises: [{ content: 'If P then Q.' }, { content: 'P.' }],
    conclusion: { content: 'Q.' },
  });
  if (proofState !== null)
    await temp.db.savedProof.create({ data: { argumentId: id, proofState } });
  return id;
}

describe('readProofState', () => {
  it('accepts a V4 proof and fills the schema default for subproofs', () => {
    const { subproofs: _, ...withoutSubproofs } = PROOF;
    expect(readProofState(JSON.stringify(PROOF))).toEqual(PROOF);
    expect(readProofState(JSON.stringify(withoutSubproofs))).toEqual(PROOF);
  });

  it('refuses text that is not JSON, not V4, or has no line the engine can read', () => {
    expect(readProofState('{not json')).toBeNull();
    expect(readProofState(JSON.stringify({ proofLines: 'x', timestamp: 'now' }))).toBeNull();
    expect(readProofState(JSON.stringify({ ...PROOF, timestamp: undefined }))).toBeNull();
    expect(
      readProofState(JSON.stringify({ ...PROOF, proofLines: [{ content: '[object Object]' }] })),
    ).toBeNull();
  });
});

describe('loadSavedProof', () => {
  it('returns the saved proof to the owner and, for a PUBLIC argument, to anyone', async () => {
    const publicId = await argumentWithProof('PUBLIC', JSON.stringify(PROOF));
    for (const viewer of [alice, bob, null]) {
      const outcome = await loadSavedProof(temp.db, viewer, publicId);
      expect(outcome).toEqual({ status: 'found', proofStateV4: PROOF });
    }
    const privateId = await argumentWithProof('PRIVATE', JSON.stringify(PROOF));
    const own = await loadSavedProof(temp.db, alice, privateId);
    if (own.status !== 'found') throw new Error(`expected a proof, got ${own.status}`);
    expect(
      calls.loadDemonstration.response.parse({ success: true, proofStateV4: own.proofStateV4 }),
    ).toEqual({ success: true, proofStateV4: PROOF });
  });

  it('says missing alike for no proof, an invisible argument and no argument', async () => {
    const privateId = await argumentWithProof('PRIVATE', JSON.stringify(PROOF));
    const withoutProof = await argumentWithProof('PUBLIC', null);
    expect(await loadSavedProof(temp.db, bob, privateId)).toEqual({ status: 'missing' });
    expect(await loadSavedProof(temp.db, null, privateId)).toEqual({ status: 'missing' });
    expect(await loadSavedProof(temp.db, alice, withoutProof)).toEqual({ status: 'missing' });
    expect(await loadSavedProof(temp.db, alice, 99_999)).toEqual({ status: 'missing' });
  });

  it('reports a stored proof that no longer reads as one as unreadable', async () => {
    const id = await argumentWithProof('PUBLIC', '{"proofLines": [}');
    expect(await loadSavedProof(temp.db, alice, id)).toEqual({ status: 'unreadable' });
  });
});
