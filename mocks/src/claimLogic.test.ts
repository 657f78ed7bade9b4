import { describe, expect, it } from 'vitest';
import { REMOTE_WORK_ID } from './fixtures';
import { send, useMockServer } from './testSupport';

/**
 * Saved arguments keep their logic in the mock backend as on the host: each claim's `formula`,
 * `sourceSpans` and `implicit`, and the argument's `sourceText`.
 */
const { store } = useMockServer();

//                 0         1         2         3         4
//                 012345678901234567890123456789012345678901234567
const SOURCE = 'If it rains the street is wet. It rains. So wet.';

const reconstructed = {
  title: 'Wet street',
  argumentType: 'DEDUCTIVE',
  sourceText: SOURCE,
  premises: [
    { content: 'If it rains, the street is wet.', formula: 'R -> W', sourceSpans: [[0, 30]] },
    { content: 'It rains.', formula: ' R ', sourceSpans: [[31, 40]] },
    { content: 'Rain is common here.', implicit: true },
  ],
  conclusion: { content: 'The street is wet.', formula: 'W', sourceSpans: [[41, 48]] },
};

async function create() {
  const answer = await send('createArgument', { body: reconstructed });
  expect(answer.status).toBe(201);
  return answer.json.argument;
}

async function read(id: number) {
  const answer = await send('getArgument', { params: { id } });
  expect(answer.status).toBe(200);
  return answer.json.argument;
}

describe('createArgument and getArgument keep the logic', () => {
  it('stores formulas (trimmed), spans, implicit and the source text, and answers them', async () => {
    const created = await create();
    const argument = await read(created.id);
    expect(argument).toEqual(created);
    expect(argument.sourceText).toBe(SOURCE);
    expect(argument.premises.map(({ id: _, ...premise }: { id: string }) => premise)).toEqual([
      {
        content: 'If it rains, the street is wet.',
        type: 'PREMISE',
        negationContent: null,
        formula: 'R -> W',
        sourceSpans: [[0, 30]],
      },
      {
        content: 'It rains.',
        type: 'PREMISE',
        negationContent: null,
        formula: 'R',
        sourceSpans: [[31, 40]],
      },
      {
        content: 'Rain is common here.',
        type: 'PREMISE',
        negationContent: null,
        formula: null,
        implicit: true,
      },
    ]);
    expect(argument.conclusion).toMatchObject({ formula: 'W', sourceSpans: [[41, 48]] });
  });

  it('answers formula null and sourceText null for arguments saved without logic', async () => {
    const argument = await read(REMOTE_WORK_ID);
    expect(argument.sourceText).toBeNull();
    for (const claim of [...argument.premises, argument.conclusion]) {
      expect(claim.formula).toBeNull();
      expect(claim).not.toHaveProperty('sourceSpans');
      expect(claim).not.toHaveProperty('implicit');
    }
  });

  it('refuses spans outside the source text (400) and stores nothing', async () => {
    const claims = store.data.claims.length;
    const argumentCount = store.data.arguments.length;
    const answer = await send('createArgument', {
      body: { ...reconstructed, sourceText: 'Short.' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/sourceSpans/);
    expect(store.data.claims).toHaveLength(claims);
    expect(store.data.arguments).toHaveLength(argumentCount);
  });
});

describe('updateArgument replaces the logic', () => {
  it('replaces each claim’s logic by what is sent; without sourceText the text is kept', async () => {
    const created = await create();
    const [p1, p2] = created.premises.map((premise: { id: string }) => premise.id);
    const answer = await send('updateArgument', {
      params: { id: created.id },
      body: {
        title: 'Wet street',
        argumentType: 'DEDUCTIVE',
        premises: [
          { id: p1, content: 'If it rains, the street is wet.', formula: 'R -> S' },
          { id: p2, content: 'It rains.' },
        ],
        conclusion: { content: 'The street is wet.', formula: 'S', implicit: true },
      },
    });
    expect(answer.status).toBe(200);
    const argument = await read(created.id);
    expect(argument).toEqual(answer.json.argument);
    expect(argument.sourceText).toBe(SOURCE);
    expect(argument.premises).toEqual([
      {
        id: p1,
        content: 'If it rains, the street is wet.',
        type: 'PREMISE',
        negationContent: null,
        formula: 'R -> S',
      },
      { id: p2, content: 'It rains.', type: 'PREMISE', negationContent: null, formula: null },
    ]);
    expect(argument.conclusion).toEqual({
      id: created.conclusion.id,
      content: 'The street is wet.',
      negationContent: null,
      formula: 'S',
      implicit: true,
    });
  });

  it('stores a new sourceText with its spans; "" clears it', async () => {
    const created = await create();
    const content = {
      title: 'Wet street',
      premises: [{ content: 'It rains.', sourceSpans: [[4, 13]] }],
      conclusion: { content: 'The street is wet.' },
    };
    await send('updateArgument', {
      params: { id: created.id },
      body: { ...content, sourceText: 'Oh, it rains.' },
    });
    let argument = await read(created.id);
    expect(argument.sourceText).toBe('Oh, it rains.');
    expect(argument.premises[0].sourceSpans).toEqual([[4, 13]]);

    await send('updateArgument', {
      params: { id: created.id },
      body: { ...content, premises: [{ content: 'It rains.', formula: 'R' }], sourceText: '' },
    });
    argument = await read(created.id);
    expect(argument.sourceText).toBeNull();
    expect(argument.premises[0]).toMatchObject({ formula: 'R' });
    expect(argument.premises[0]).not.toHaveProperty('sourceSpans');
  });

  it('refuses spans without a sourceText to point into (400), changing nothing', async () => {
    const created = await create();
    const answer = await send('updateArgument', {
      params: { id: created.id },
      body: {
        title: 'Changed',
        premises: [{ content: 'It rains.', sourceSpans: [[0, 2]] }],
        conclusion: { content: 'The street is wet.' },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/sourceText/);
    expect(await read(created.id)).toEqual(created);
  });

  it('reverting the "Before edit" version brings the formulas, spans and text back', async () => {
    const created = await create();
    await send('updateArgument', {
      params: { id: created.id },
      body: {
        title: 'Wet street',
        sourceText: '',
        premises: [{ content: 'It rains.', formula: 'Q' }],
        conclusion: { content: 'The street is wet.' },
      },
    });
    const versions = await send('listVersions', { params: { id: created.id } });
    const before = versions.json.find(
      (version: { change_summary: string }) => version.change_summary === 'Before edit',
    );
    const reverted = await send('revertVersion', {
      params: { id: created.id, versionId: before.id },
    });
    expect(reverted.status).toBe(200);
    expect(await read(created.id)).toEqual(created);
  });
});
