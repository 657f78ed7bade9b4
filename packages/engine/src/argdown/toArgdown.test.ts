import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromArgdown } from './fromArgdown';
import { toArgdown } from './toArgdown';
import type { ArgdownArgument } from './types';

/** Claim texts with Argdown's special characters, markup look-alikes and odd spacing. */
const claimText = fc
  .array(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom(
        '#tag',
        '[Title]:',
        '<b>x</b>',
        '{credence: 1}',
        '**bold**',
        '_it_',
        '// not a comment',
        '/* nor */',
        'a\\b',
        '@[m]',
        '(1)',
        '----',
        '<!-- x -->',
        '50%',
        'é ü 日本',
      ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(' ').replace(/\s+/g, ' ').trim())
  .filter((text) => text.length > 0);

const probability = fc.double({ min: 0, max: 1, noNaN: true });

/** Random arguments with ids p1…pn, dependencies on earlier premises and some conditionals. */
const argdownArgument: fc.Arbitrary<ArgdownArgument> = fc
  .integer({ min: 1, max: 6 })
  .chain((n) =>
    fc.record({
      // Titles are written on one line, trimmed, without angle brackets (toArgdown's contract).
      title: fc.option(
        claimText
          .map((t) => t.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim())
          .filter((t) => t !== ''),
        {
          nil: undefined,
        },
      ),
      description: fc.option(claimText, { nil: undefined }),
      argumentType: fc.option(fc.constantFrom('DEDUCTIVE' as const, 'INDUCTIVE' as const), {
        nil: undefined,
      }),
      texts: fc.array(claimText, { minLength: n + 1, maxLength: n + 1 }),
      credences: fc.array(fc.option(probability, { nil: undefined }), {
        minLength: n + 1,
        maxLength: n + 1,
      }),
      links: fc.array(
        fc.tuple(fc.nat(), fc.boolean(), fc.option(probability, { nil: undefined })),
        {
          minLength: n,
          maxLength: n,
        },
      ),
      // The inference settings: a mode, its two values, Bayesian sliders and truth-table rows.
      inference: fc.option(
        fc.record({
          mode: fc.constantFrom(
            'direct' as const,
            'fallback' as const,
            'bayesian' as const,
            'truth_table' as const,
            'demonstration' as const,
          ),
          pCGivenPremises: fc.option(probability, { nil: undefined }),
          pCGivenNotPremises: fc.option(probability, { nil: undefined }),
          sliders: fc.array(fc.option(fc.tuple(probability, probability), { nil: undefined }), {
            minLength: n,
            maxLength: n,
          }),
          rows: fc.array(fc.option(probability, { nil: undefined }), {
            minLength: 2 ** n,
            maxLength: 2 ** n,
          }),
        }),
        { nil: undefined },
      ),
    }),
  )
  .map((draw) => {
    const n = draw.texts.length - 1;
    const argument: ArgdownArgument = {
      premises: draw.texts.slice(0, n).map((text, k) => ({
        id: `p${k + 1}`,
        text,
        ...(draw.credences[k] !== undefined ? { credence: draw.credences[k] } : {}),
      })),
      conclusion: {
        text: draw.texts[n]!,
        ...(draw.credences[n] !== undefined ? { credence: draw.credences[n] } : {}),
      },
    };
    if (draw.title !== undefined) argument.title = draw.title;
    if (draw.description !== undefined) {
      argument.description = draw.description;
      argument.title ??= 'Argument';
    }
    if (draw.argumentType) argument.argumentType = draw.argumentType;
    if (draw.inference) {
      const { mode, pCGivenPremises, pCGivenNotPremises, sliders, rows } = draw.inference;
      argument.inference = { mode };
      if (pCGivenPremises !== undefined) argument.inference.pCGivenPremises = pCGivenPremises;
      if (pCGivenNotPremises !== undefined)
        argument.inference.pCGivenNotPremises = pCGivenNotPremises;
      const table: Record<string, number> = {};
      rows.forEach((value, row) => {
        if (value !== undefined) table[row.toString(2).padStart(n, '0')] = value;
      });
      if (Object.keys(table).length) argument.inference.rows = table;
      sliders.forEach((pair, k) => {
        if (pair === undefined) return;
        argument.premises[k]!.pCIfTrue = pair[0];
        argument.premises[k]!.pCIfFalse = pair[1];
      });
    }
    draw.links.forEach(([pick, negated, conditional], k) => {
      if (k === 0 || pick % 3 === 0) return; // premise 1 and a third of the others stand alone
      const parent = `p${(pick % k) + 1}`;
      const id = `p${k + 1}`;
      argument.dependencies ??= {};
      argument.dependencies[id] = [negated ? `~${parent}` : parent];
      if (conditional !== undefined) {
        argument.premiseConditionals ??= {};
        argument.premiseConditionals[`${id}|${negated ? '~' : ''}${parent}`] = conditional;
      }
    });
    return argument;
  });

describe('toArgdown', () => {
  it('writes the worked example of its documentation', () => {
    expect(
      toArgdown({
        title: 'Rain',
        premises: [
          { id: 'a', text: 'The sky is grey.', credence: 0.8 },
          { id: 'b', text: 'The forecast says rain.', credence: 0.6 },
        ],
        conclusion: { text: 'It will rain.', credence: 0.7 },
        dependencies: { b: ['a'] },
        premiseConditionals: { 'b|a': 0.7 },
      }),
    ).toBe(
      [
        '<Rain>',
        '',
        '(1) The sky is grey. {credence: 0.8}',
        '(2) The forecast says rain. {credence: 0.6, dependsOn: [1], given: {"1": 0.7}}',
        '----',
        '(3) It will rain. {credence: 0.7}',
        '',
      ].join('\n'),
    );
  });

  it('writes the argument type into the inference data, as Argdown’s own examples do', () => {
    const text = toArgdown({
      premises: [{ id: 'x', text: 'P' }],
      conclusion: { text: 'Q' },
      argumentType: 'DEDUCTIVE',
    });
    expect(text).toBe('(1) P\n--\n{logic: ["deductive"]}\n--\n(2) Q\n');
  });

  it('escapes special characters so that no text turns into Argdown syntax', () => {
    const text = toArgdown({
      premises: [{ id: 'x', text: 'See [this] #now {or} <never> // ok' }],
      conclusion: { text: '**not bold**' },
    });
    expect(text).toContain(
      '(1) See \\[this\\] \\#now \\{or\\} \\<never\\> \\//ok'.replace('\\//ok', '\\// ok'),
    );
    expect(fromArgdown(text).argument.premises[0]!.text).toBe('See [this] #now {or} <never> // ok');
  });

  it('round-trips: fromArgdown(toArgdown(a)) is a, with no warnings', () => {
    fc.assert(
      fc.property(argdownArgument, (argument) => {
        const { argument: back, warnings } = fromArgdown(toArgdown(argument));
        expect(warnings).toEqual([]);
        expect(back).toEqual(argument);
      }),
      { numRuns: 300 },
    );
  });

  it('renumbers any premise ids to p1…pn and keeps the links between them', () => {
    const { argument } = fromArgdown(
      toArgdown({
        premises: [
          { id: 'claim-9', text: 'A' },
          { id: 'claim-3', text: 'B', credence: 0.25 },
        ],
        conclusion: { text: 'C' },
        dependencies: { 'claim-3': ['~claim-9', 'outside'] },
        premiseConditionals: { 'claim-3|~claim-9': 0.4, 'claim-3|outside': 0.9 },
      }),
    );
    expect(argument.dependencies).toEqual({ p2: ['~p1'] });
    expect(argument.premiseConditionals).toEqual({ 'p2|~p1': 0.4 });
  });

  it('writes the inference settings into the inference data, so P(C) survives an import', () => {
    const text = toArgdown({
      argumentType: 'INDUCTIVE',
      premises: [
        { id: 'a', text: 'A', credence: 0.8, pCIfTrue: 0.9, pCIfFalse: 0.3 },
        { id: 'b', text: 'B', credence: 0.7 },
      ],
      conclusion: { text: 'C', credence: 0.62 },
      inference: {
        mode: 'truth_table',
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.2,
        rows: { '11': 0.9, '10': 0.4, '01': 0.2, '00': 0.05 },
      },
    });
    expect(text).toContain('(1) A {credence: 0.8, pCIfTrue: 0.9, pCIfFalse: 0.3}');
    expect(text).toContain(
      '{logic: ["inductive"], mode: "truth_table", pCGivenPremises: 0.9, pCGivenNotPremises: 0.2, rows: {',
    );
    expect(fromArgdown(text).argument.inference).toEqual({
      mode: 'truth_table',
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.2,
      rows: { '11': 0.9, '10': 0.4, '01': 0.2, '00': 0.05 },
    });
  });

  it('reports inference settings it cannot use instead of guessing', () => {
    const { argument, warnings } = fromArgdown(
      '(1) A\n--\n{mode: "fallback", pCGivenPremises: 2, rows: {"111": 0.5}}\n--\n(2) C\n',
    );
    expect(argument.inference).toEqual({ mode: 'fallback' });
    expect(warnings).toHaveLength(2);
    expect(fromArgdown('(1) A\n--\n{mode: "vibes"}\n--\n(2) C\n').warnings[0]).toMatch(
      /mode "vibes" is not one of/,
    );
  });
});
