import { ArgumentDetail } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument, getArgument } from './arguments.server.ts';
import { updateArgument } from './authoring.server.ts';
import { claimLogicAnswer, claimLogicColumns, readSourceSpans } from './claimLogic.server.ts';
import { createUser } from './users.server.ts';
import { createVersion, listVersions, revertVersion } from './versions.server.ts';

let temp: TempDatabase;
let alice: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  alice = (await createUser(temp.db, { email: 'alice@x.io', name: 'Alice', password: 'password1' }))
    .id;
});
afterEach(() => temp.cleanup());

//                 0         1         2         3         4
//                 0123456789012345678901234567890123456789012345
const SOURCE = 'If it rains the street is wet. It rains. So wet.';

/** Alice's reconstructed argument: two premises with formulas and spans, one implicit. */
function reconstructed() {
  return createArgument(temp.db, alice, {
    title: 'Wet street',
    argumentType: 'DEDUCTIVE',
    sourceText: SOURCE,
    premises: [
      { content: 'If it rains, the street is wet.', formula: 'R -> W', sourceSpans: [[0, 30]] },
      { content: 'It rains.', formula: '  R  ', sourceSpans: [[31, 40]] },
      { content: 'Rain is common here.', implicit: true },
    ],
    conclusion: { content: 'The street is wet.', formula: 'W', sourceSpans: [[41, 48]] },
  });
}

describe('claim logic columns', () => {
  it('stores a blank formula and an empty span list as none; answers implicit only when true', () => {
    const columns = claimLogicColumns({ formula: '   ', sourceSpans: [], implicit: false }, 'text');
    expect(columns).toEqual({ formula: null, sourceSpans: null, implicit: false });
    expect(claimLogicAnswer(columns)).toEqual({ formula: null });
  });

  it('drops spans without a text to point into, or beyond its end', () => {
    expect(claimLogicColumns({ sourceSpans: [[0, 2]] }, null).sourceSpans).toBeNull();
    expect(
      claimLogicColumns(
        {
          sourceSpans: [
            [0, 2],
            [3, 9],
          ],
        },
        'abcd',
      ).sourceSpans,
    ).toBe('[[0,2]]');
  });

  it('reads a damaged spans column as none, never as an answer the schema refuses', () => {
    for (const column of ['not json', '{"a":1}', '[[3,1]]', '[[-1,2]]', '[]', null]) {
      expect(readSourceSpans(column)).toBeUndefined();
    }
    expect(readSourceSpans('[[1,4],[6,6]]')).toEqual([
      [1, 4],
      [6, 6],
    ]);
  });
});

describe('saved arguments keep their logic', () => {
  it('createArgument stores formulas, spans, implicit and the source text; getArgument answers them', async () => {
    const created = await reconstructed();
    const read = await getArgument(temp.db, alice, created.id);
    expect(read).toEqual(created);
    expect(ArgumentDetail.parse(read)).toBeTruthy();
    expect(read?.sourceText).toBe(SOURCE);
    expect(
      read?.premises.map(({ formula, sourceSpans, implicit }) => ({
        formula,
        sourceSpans,
        implicit,
      })),
    ).toEqual([
      { formula: 'R -> W', sourceSpans: [[0, 30]], implicit: undefined },
      { formula: 'R', sourceSpans: [[31, 40]], implicit: undefined },
      { formula: null, sourceSpans: undefined, implicit: true },
    ]);
    expect(read?.conclusion).toMatchObject({ formula: 'W', sourceSpans: [[41, 48]] });
    expect(read?.conclusion).not.toHaveProperty('implicit');
  });

  it('an argument saved without logic answers formula null, no spans, no source text', async () => {
    const plain = await createArgument(temp.db, alice, {
      title: 'Plain',
      premises: [{ content: 'A.' }],
      conclusion: { content: 'B.' },
    });
    expect(plain.sourceText).toBeNull();
    expect(plain.premises[0]).toEqual({
      id: plain.premises[0]?.id,
      content: 'A.',
      type: 'PREMISE',
      negationContent: null,
      formula: null,
    });
    expect(plain.conclusion).toEqual({
      id: plain.conclusion.id,
      content: 'B.',
      negationContent: null,
      formula: null,
    });
  });

  it('refuses spans outside the source text, and stores nothing', async () => {
    await expect(
      createArgument(temp.db, alice, {
        title: 'Too far',
        sourceText: 'Short.',
        premises: [{ content: 'A.', sourceSpans: [[0, 7]] }],
        conclusion: { content: 'B.' },
      }),
    ).rejects.toThrow(/within the sourceText/);
    expect(await temp.db.argument.count()).toBe(0);
    expect(await temp.db.claim.count()).toBe(0);
  });

  it('updateArgument replaces each claim’s logic by what is sent; an absent sourceText is kept', async () => {
    const created = await reconstructed();
    const [p1, p2, p3] = created.premises.map((premise) => premise.id);
    const updated = await updateArgument(temp.db, alice, created.id, {
      title: 'Wet street',
      argumentType: 'DEDUCTIVE',
      premises: [
        { id: p1, content: 'If it rains, the street is wet.', formula: 'R -> S' },
        { id: p2, content: 'It rains.' },
        { id: p3, content: 'Rain is common here.' },
      ],
      conclusion: { content: 'The street is wet.', formula: 'S', implicit: true },
    });
    expect(updated.sourceText).toBe(SOURCE);
    expect(updated.premises.map((premise) => premise.id)).toEqual([p1, p2, p3]);
    expect(updated.premises.map(({ id: _, content: __, ...logic }) => logic)).toEqual([
      { type: 'PREMISE', negationContent: null, formula: 'R -> S' },
      { type: 'PREMISE', negationContent: null, formula: null },
      { type: 'PREMISE', negationContent: null, formula: null },
    ]);
    expect(updated.conclusion).toMatchObject({ formula: 'S', implicit: true });
    expect(updated.conclusion).not.toHaveProperty('sourceSpans');
    expect(await getArgument(temp.db, alice, created.id)).toEqual(updated);
  });

  it('updateArgument with a new sourceText stores it and its spans; "" clears it', async () => {
    const created = await reconstructed();
    const content = {
      title: 'Wet street',
      premises: [{ content: 'It rains.', sourceSpans: [[3, 12]] as [number, number][] }],
      conclusion: { content: 'The street is wet.' },
    };
    const retexted = await updateArgument(temp.db, alice, created.id, {
      ...content,
      sourceText: 'Oh, it rains.',
    });
    expect(retexted.sourceText).toBe('Oh, it rains.');
    expect(retexted.premises[0]?.sourceSpans).toEqual([[3, 12]]);

    const cleared = await updateArgument(temp.db, alice, created.id, {
      ...content,
      premises: [{ content: 'It rains.', formula: 'R' }],
      sourceText: '',
    });
    expect(cleared.sourceText).toBeNull();
    expect(cleared.premises[0]).toMatchObject({ formula: 'R' });
    expect(cleared.premises[0]).not.toHaveProperty('sourceSpans');
  });
});

describe('version history keeps the logic', () => {
  it('reverting the "Before edit" version brings back formulas, spans, implicit and the text', async () => {
    const created = await reconstructed();
    await updateArgument(temp.db, alice, created.id, {
      title: 'Wet street',
      sourceText: '',
      premises: [{ content: 'It rains.', formula: 'Q' }],
      conclusion: { content: 'The street is wet.' },
    });
    const [before] = (await listVersions(temp.db, alice, created.id)) ?? [];
    expect(before?.change_summary).toBe('Before edit');

    await revertVersion(temp.db, alice, created.id, before!.id);
    const restored = await getArgument(temp.db, alice, created.id);
    // Everything but the evaluation (the revert's carried-over credences) is as first saved.
    expect({ ...restored, evaluation: null }).toEqual({ ...created, evaluation: null });
  });

  it('a snapshot of an argument without logic restores none (older snapshots too)', async () => {
    const created = await reconstructed();
    const [p1] = created.premises.map((premise) => premise.id);
    await temp.db.version.create({
      data: {
        argumentId: created.id,
        userId: alice,
        versionNumber: 1,
        snapshot: JSON.stringify({
          title: 'Older',
          premises: [{ id: p1, content: 'If it rains, the street is wet.' }],
          conclusion: { id: created.conclusion.id, content: 'The street is wet.' },
        }),
      },
    });
    const [older] = (await listVersions(temp.db, alice, created.id)) ?? [];
    await revertVersion(temp.db, alice, created.id, older!.id);
    const restored = await getArgument(temp.db, alice, created.id);
    expect(restored?.sourceText).toBeNull();
    expect(restored?.premises).toEqual([expect.objectContaining({ id: p1, formula: null })]);
    expect(restored?.premises[0]).not.toHaveProperty('sourceSpans');
    expect(restored?.conclusion).toMatchObject({ formula: null });
  });

  it('createVersion snapshots the logic only where there is some', async () => {
    const created = await reconstructed();
    await createVersion(temp.db, alice, created.id, { versionNote: 'Reconstructed' });
    const row = await temp.db.version.findFirstOrThrow({ where: { argumentId: created.id } });
    const snapshot = JSON.parse(row.snapshot);
    expect(snapshot.sourceText).toBe(SOURCE);
    expect(snapshot.premises.map(({ id: _, ...claim }: { id: string }) => claim)).toEqual([
      {
        content: 'If it rains, the street is wet.',
        negationContent: null,
        formula: 'R -> W',
        sourceSpans: [[0, 30]],
      },
      { content: 'It rains.', negationContent: null, formula: 'R', sourceSpans: [[31, 40]] },
      { content: 'Rain is common here.', negationContent: null, implicit: true },
    ]);
  });
});
