/**
 * A saved argument's logic over real HTTP: `createArgument` (POST /api/arguments) and
 * `updateArgument` (PUT /api/arguments/:id) store each claim's `formula`, `sourceSpans` and
 * `implicit` and the argument's `sourceText`; `getArgument` answers them; an update replaces the
 * claims' logic (an absent `sourceText` is kept, `''` clears it); spans outside the text are a
 * 400 that stores nothing; reverting the "Before edit" version brings the logic back.
 * `pnpm test` builds the app first.
 */
import { calls } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { snapshotDatabase } from './testing/dbSnapshot.ts';
import { errorOf } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';

const app = httpFixture();

//                 0         1         2         3         4
//                 012345678901234567890123456789012345678901234567
const SOURCE = 'If it rains the street is wet. It rains. So wet.';

describe('saved arguments keep their formulas, source spans and source text over HTTP', () => {
  const alice = app.client();
  let id = 0;
  let premiseIds: string[] = [];
  /** The raw JSON of the argument as first saved (not through a schema that could drop fields). */
  let saved: Record<string, unknown> = {};

  const get = async () => {
    const response = await alice.request(`/api/arguments/${id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { argument: Record<string, unknown> };
    // Every answer stays valid under the contract.
    calls.getArgument.response.parse(body);
    return body.argument;
  };

  it('POST stores formulas, spans, implicit and the source text; GET answers them', async () => {
    await signUp(alice, 'Alice');
    const response = await alice.json('/api/arguments', 'POST', {
      title: 'Wet street',
      argumentType: 'DEDUCTIVE',
      sourceText: SOURCE,
      premises: [
        { content: 'If it rains, the street is wet.', formula: 'R -> W', sourceSpans: [[0, 30]] },
        { content: 'It rains.', formula: 'R', sourceSpans: [[31, 40]] },
        { content: 'Rain is common here.', implicit: true },
      ],
      conclusion: { content: 'The street is wet.', formula: 'W', sourceSpans: [[41, 48]] },
    });
    expect(response.status).toBe(201);
    const { argument } = (await response.json()) as { argument: Record<string, unknown> };
    calls.createArgument.response.parse({ argument });
    id = argument.id as number;
    const premises = argument.premises as { id: string }[];
    premiseIds = premises.map((premise) => premise.id);

    saved = await get();
    expect(saved).toEqual(argument);
    expect(saved.sourceText).toBe(SOURCE);
    expect(saved.premises).toEqual([
      {
        id: premiseIds[0],
        content: 'If it rains, the street is wet.',
        type: 'PREMISE',
        negationContent: null,
        formula: 'R -> W',
        sourceSpans: [[0, 30]],
      },
      {
        id: premiseIds[1],
        content: 'It rains.',
        type: 'PREMISE',
        negationContent: null,
        formula: 'R',
        sourceSpans: [[31, 40]],
      },
      {
        id: premiseIds[2],
        content: 'Rain is common here.',
        type: 'PREMISE',
        negationContent: null,
        formula: null,
        implicit: true,
      },
    ]);
    expect(saved.conclusion).toMatchObject({ formula: 'W', sourceSpans: [[41, 48]] });
  });

  it('PUT replaces each claim’s logic by what it sends; without sourceText the text is kept', async () => {
    const response = await alice.json(`/api/arguments/${id}`, 'PUT', {
      title: 'Wet street',
      argumentType: 'DEDUCTIVE',
      premises: [
        { id: premiseIds[0], content: 'If it rains, the street is wet.', formula: 'R -> S' },
        { id: premiseIds[1], content: 'It rains.' },
      ],
      conclusion: { content: 'The street is wet.', formula: 'S', implicit: true },
    });
    expect(response.status).toBe(200);
    const argument = await get();
    expect(argument.sourceText).toBe(SOURCE);
    expect(argument.premises).toEqual([
      {
        id: premiseIds[0],
        content: 'If it rains, the street is wet.',
        type: 'PREMISE',
        negationContent: null,
        formula: 'R -> S',
      },
      {
        id: premiseIds[1],
        content: 'It rains.',
        type: 'PREMISE',
        negationContent: null,
        formula: null,
      },
    ]);
    expect(argument.conclusion).toEqual({
      id: (saved.conclusion as { id: string }).id,
      content: 'The street is wet.',
      negationContent: null,
      formula: 'S',
      implicit: true,
    });
  });

  it('PUT with a new sourceText stores it and its spans; "" clears it', async () => {
    const content = {
      title: 'Wet street',
      premises: [{ id: premiseIds[1], content: 'It rains.', sourceSpans: [[4, 13]] }],
      conclusion: { content: 'The street is wet.' },
    };
    const retexted = await alice.json(`/api/arguments/${id}`, 'PUT', {
      ...content,
      sourceText: 'Oh, it rains.',
    });
    expect(retexted.status).toBe(200);
    let argument = await get();
    expect(argument.sourceText).toBe('Oh, it rains.');
    expect((argument.premises as unknown[])[0]).toMatchObject({ sourceSpans: [[4, 13]] });

    const cleared = await alice.json(`/api/arguments/${id}`, 'PUT', {
      ...content,
      premises: [{ id: premiseIds[1], content: 'It rains.', formula: 'R' }],
      sourceText: '',
    });
    expect(cleared.status).toBe(200);
    argument = await get();
    expect(argument.sourceText).toBeNull();
    expect((argument.premises as unknown[])[0]).toEqual({
      id: premiseIds[1],
      content: 'It rains.',
      type: 'PREMISE',
      negationContent: null,
      formula: 'R',
    });
  });

  it('spans outside the source text, or without one, are a 400 and store nothing', async () => {
    const before = await snapshotDatabase(app.db);
    const outside = {
      title: 'Too far',
      sourceText: 'Short.',
      premises: [{ content: 'A.', sourceSpans: [[0, 7]] }],
      conclusion: { content: 'B.' },
    };
    expect(await errorOf(await alice.json('/api/arguments', 'POST', outside), 400)).toMatch(
      /sourceSpans/,
    );
    expect(await errorOf(await alice.json(`/api/arguments/${id}`, 'PUT', outside), 400)).toMatch(
      /sourceSpans/,
    );
    const withoutText = {
      title: 'No text',
      premises: [{ content: 'A.' }],
      conclusion: { content: 'B.', sourceSpans: [[0, 1]] },
    };
    expect(await errorOf(await alice.json('/api/arguments', 'POST', withoutText), 400)).toMatch(
      /sourceText/,
    );
    expect(
      await errorOf(await alice.json(`/api/arguments/${id}`, 'PUT', withoutText), 400),
    ).toMatch(/sourceText/);
    // No argument, claim or "Before edit" version was written, and nothing changed.
    expect(await snapshotDatabase(app.db)).toEqual(before);
  });

  it('reverting the first "Before edit" version brings the formulas, spans and text back', async () => {
    const versions = calls.listVersions.response.parse(
      await (await alice.request(`/api/arguments/${id}/version`)).json(),
    );
    const first = versions.find((version) => version.version_number === 1);
    expect(first?.change_summary).toBe('Before edit');
    const response = await alice.request(`/api/arguments/${id}/version/${first?.id}/revert`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    const argument = await get();
    expect({ ...argument, evaluation: null }).toEqual({ ...saved, evaluation: null });
  });
});
