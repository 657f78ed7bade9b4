import { describe, expect, it } from 'vitest';
import { evaluateNetwork } from '../network/evaluate';
import type { NetworkArgument } from '../network/types';
import { workedExample } from '../network/workedExample';
import type { EvaluationInput } from '../probability/types';
import { fromAif } from './fromAif';
import { defaultInput } from './scheme';
import { toAif } from './toAif';
import type { AifDocument, AifNetwork } from './types';

const fallback = (premises: [string, number?][], s = 0.9, f = 0.2): EvaluationInput => ({
  mode: 'fallback',
  premises: premises.map(([id, probability]) =>
    probability === undefined ? { id } : { id, probability },
  ),
  pCGivenPremises: s,
  pCGivenNotPremises: f,
});

const argument = (id: string, conclusionId: string, input: EvaluationInput): NetworkArgument => ({
  id,
  conclusionId,
  input,
});

/** Edges as `from→to`, in order. */
const edgesOf = (document: AifDocument) => document.edges.map((e) => `${e.fromID}→${e.toID}`);
const node = (document: AifDocument, id: string) => document.nodes.find((n) => n.nodeID === id);

/** Writes, reads back, and checks nothing was lost. */
function roundTrip(network: AifNetwork, texts: Record<string, string> = {}) {
  const document = JSON.parse(JSON.stringify(toAif(network, texts))) as AifDocument;
  const back = fromAif(document);
  expect(back.errors).toEqual([]);
  return { document, back };
}

describe('toAif', () => {
  it('writes the worked example as AIFdb JSON: I-nodes, RAs, a CA, edges in order', () => {
    const document = toAif(workedExample, { C: 'It will rain.', P1: 'The sky is grey.' });
    expect(document.locutions).toEqual([]);
    expect(document.participants).toEqual([]);
    expect(document.nodes.map((n) => [n.nodeID, n.type])).toEqual([
      ['P1', 'I'],
      ['P2', 'I'],
      ['C', 'I'],
      ['S1', 'I'],
      ['S2', 'I'],
      ['O1', 'I'],
      ['notP2', 'I'],
      ['R', 'RA'],
      ['S', 'RA'],
      ['O', 'RA'],
      ['ca:1', 'CA'],
    ]);
    expect(node(document, 'P1')).toEqual({
      nodeID: 'P1',
      text: 'The sky is grey.',
      type: 'I',
      credence: { p: 0.7 },
    });
    // A claim without a text is written with its id.
    expect(node(document, 'S1')!.text).toBe('S1');
    expect(node(document, 'C')).toEqual({ nodeID: 'C', text: 'It will rain.', type: 'I' });
    expect(node(document, 'R')).toEqual({
      nodeID: 'R',
      text: 'Default Inference',
      type: 'RA',
      credence: {
        root: true,
        argumentType: 'INDUCTIVE',
        mode: 'fallback',
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.2,
        premiseOrder: ['P1', 'P2'],
      },
    });
    expect(node(document, 'ca:1')).toEqual({
      nodeID: 'ca:1',
      text: 'Default Conflict',
      type: 'CA',
    });
    expect(edgesOf(document)).toEqual([
      'P1→R',
      'P2→R',
      'R→C',
      'S1→S',
      'S2→S',
      'O1→O',
      'O→notP2',
      'S→P1',
      'notP2→ca:1',
      'ca:1→P2',
    ]);
    expect(document.edges.map((e) => e.edgeID)).toEqual(
      Array.from({ length: 10 }, (_, k) => String(k + 1)),
    );
  });

  it('points a supporting argument’s RA at the claim it supports, keeping its own conclusion', () => {
    // The host's shape: the supporting argument concludes a claim of its own.
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [
        argument('R', 'C', fallback([['P', 0.7]])),
        argument('S', 'S-conclusion', fallback([['Q', 0.9]], 0.95, 0.4)),
      ],
      links: [{ argumentId: 'S', targetClaimId: 'P', type: 'support' }],
    };
    const texts = { C: 'c', P: 'p', Q: 'q', 'S-conclusion': 'p, again' };
    const { document, back } = roundTrip(network, texts);
    expect(edgesOf(document)).toContain('S→P');
    expect(edgesOf(document)).not.toContain('S→S-conclusion');
    expect(node(document, 'S')!.credence!.conclusionId).toBe('S-conclusion');
    expect(node(document, 'S-conclusion')!.text).toBe('p, again');
    expect(back.network).toEqual(network);
    expect(back.texts).toEqual(texts);
    expect(back.warnings).toEqual([]);
  });

  it('keeps each argument’s title on its RA and reads it back; no title, none written', () => {
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [
        argument('R', 'C', fallback([['P', 0.7]])),
        argument('S', 'S-conclusion', fallback([['Q', 0.9]], 0.95, 0.4)),
        argument('__proto__', 'T-conclusion', fallback([['T', 0.6]], 0.8, 0.3)),
      ],
      links: [
        { argumentId: 'S', targetClaimId: 'P', type: 'support' },
        { argumentId: '__proto__', targetClaimId: 'Q', type: 'support' },
      ],
    };
    const titles: Record<string, string> = { R: 'Take an umbrella', S: '' };
    Object.defineProperty(titles, '__proto__', { value: 'Clouds mean rain', enumerable: true });
    const document = JSON.parse(JSON.stringify(toAif(network, {}, titles))) as AifDocument;
    expect(node(document, 'R')!.credence!.title).toBe('Take an umbrella');
    expect(node(document, 'R')!.text).toBe('Default Inference');
    expect(node(document, 'S')!.credence).not.toHaveProperty('title');
    const back = fromAif(document);
    expect(back.errors).toEqual([]);
    expect(back.network).toEqual(network);
    expect(Object.entries(back.titles)).toEqual([
      ['R', 'Take an umbrella'],
      ['__proto__', 'Clouds mean rain'],
    ]);
    // Without titles, the RAs carry none and nothing is read.
    expect(roundTrip(network).back.titles).toEqual({});
  });

  it('marks a conclusion that is a premise but not linked, and a link to a claim no one uses', () => {
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [
        argument('R', 'C', fallback([['P', 0.7]])),
        argument('A', 'P', fallback([['Q', 0.2]])),
        argument('B', 'X', fallback([['Z', 0.2]])),
      ],
      links: [{ argumentId: 'B', targetClaimId: 'X', type: 'support' }],
    };
    const { document, back } = roundTrip(network);
    expect(node(document, 'A')!.credence!.linked).toBe(false);
    expect(node(document, 'B')!.credence!.linked).toBe(true);
    expect(node(document, 'R')!.credence!.linked).toBeUndefined();
    expect(back.network).toEqual(network);
  });

  it('writes the credence another argument gives a claim, and a missing one as null', () => {
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [
        argument('R', 'C', fallback([['P', 0.7], ['Q']])),
        argument('A', 'Q', fallback([['P', 0.4]])),
        argument('B', 'Q', fallback([['Q2', 0.5], ['P']])),
      ],
      links: [{ argumentId: 'A', targetClaimId: 'Q', type: 'support' }],
    };
    const { document, back } = roundTrip(network);
    expect(node(document, 'P')!.credence).toEqual({ p: 0.7 });
    expect(node(document, 'Q')!.credence).toBeUndefined();
    expect(node(document, 'A')!.credence!.premiseCredences).toEqual({ P: 0.4 });
    expect(node(document, 'B')!.credence!.premiseCredences).toEqual({ P: null });
    expect(back.network).toEqual(network);
  });

  it('writes objections and undercuts as CAs, naming the objections when not every concluder', () => {
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [
        argument('R', 'C', fallback([['P', 0.7]])),
        argument('O1', 'K', fallback([['a', 0.6]])),
        argument('O2', 'K', fallback([['b', 0.6]])),
        argument('U', 'V', fallback([['u', 0.3]])),
      ],
      links: [
        { argumentId: 'O2', targetClaimId: 'P', type: 'refute' },
        { argumentId: 'O1', targetClaimId: 'P', type: 'refute' },
        { argumentId: 'O1', targetClaimId: 'C', type: 'refute' },
      ],
      undercuts: [{ argumentId: 'U', targetArgumentId: 'R' }],
    };
    const { document, back } = roundTrip(network);
    const conflicts = document.nodes.filter((n) => n.type === 'CA');
    // O2 then O1 on P share a CA (in link order, not every concluder's order); O1 alone on C.
    expect(conflicts.map((n) => [n.nodeID, n.credence])).toEqual([
      ['ca:1', { objections: ['O2', 'O1'] }],
      ['ca:2', { objections: ['O1'] }],
      ['ca:3', undefined],
    ]);
    expect(edgesOf(document)).toEqual(
      expect.arrayContaining(['K→ca:1', 'ca:1→P', 'K→ca:2', 'ca:2→C', 'V→ca:3', 'ca:3→R']),
    );
    expect(back.network).toEqual(network);
    expect(evaluateNetwork(back.network!).pC).toBe(evaluateNetwork(network).pC);
  });

  it('writes the one-premise objection a bare attack reads as back as the bare attack', () => {
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [
        argument('R', 'C', fallback([['P', 0.7]])),
        argument('7', 'not:P', defaultInput([{ id: 'x', probability: 0.4 }])),
        argument('8', 'undercut:R', defaultInput([{ id: 'y' }])),
      ],
      links: [{ argumentId: '7', targetClaimId: 'P', type: 'refute' }],
      undercuts: [{ argumentId: '8', targetArgumentId: 'R' }],
    };
    const texts = {
      C: 'The street is wet',
      P: 'It rains',
      x: 'The sky is clear',
      y: 'Someone hosed the street',
    };
    const { document, back } = roundTrip(network, texts);
    expect(document.nodes.map((n) => [n.nodeID, n.type])).toEqual([
      ['P', 'I'],
      ['C', 'I'],
      ['x', 'I'],
      ['y', 'I'],
      ['R', 'RA'],
      ['7', 'CA'],
      ['8', 'CA'],
    ]);
    expect(edgesOf(document)).toEqual(['P→R', 'R→C', 'x→7', '7→P', 'y→8', '8→R']);
    expect(back.network).toEqual(network);
    expect(back.texts).toEqual({
      ...texts,
      'not:P': 'It is not the case that it rains',
      'undercut:R': 'The reasons given for "The street is wet" do not support it',
    });
  });

  it('writes an RA for an objection that differs from a bare attack in anything', () => {
    const bareLike = (input: EvaluationInput, texts: Record<string, string> = {}) => {
      const network: AifNetwork = {
        rootArgumentId: 'R',
        arguments: [argument('R', 'C', fallback([['P', 0.7]])), argument('O', 'not:P', input)],
        links: [{ argumentId: 'O', targetClaimId: 'P', type: 'refute' }],
      };
      const { document, back } = roundTrip(network, texts);
      expect(back.network).toEqual(network);
      return document.nodes.some((n) => n.nodeID === 'O' && n.type === 'RA');
    };
    expect(bareLike(defaultInput([{ id: 'x' }]))).toBe(false);
    expect(bareLike({ ...defaultInput([{ id: 'x' }]), pCGivenPremises: 0.8 })).toBe(true);
    expect(bareLike({ ...defaultInput([{ id: 'x' }]), prior: 0.5 })).toBe(true);
    expect(bareLike(defaultInput([{ id: 'x' }, { id: 'z' }]))).toBe(true);
    expect(bareLike(defaultInput([{ id: 'x' }]), { 'not:P': 'P is false' })).toBe(true);
  });

  it('writes a network of bare attacks alone with its first as the root', () => {
    const network: AifNetwork = {
      rootArgumentId: 'a',
      arguments: [
        argument('a', 'not:t', defaultInput([{ id: 'x' }])),
        argument('b', 'not:t', defaultInput([{ id: 'y' }])),
      ],
      links: [
        { argumentId: 'a', targetClaimId: 't', type: 'refute' },
        { argumentId: 'b', targetClaimId: 't', type: 'refute' },
      ],
    };
    const { document, back } = roundTrip(network);
    expect(document.nodes.filter((n) => n.type === 'RA')).toEqual([]);
    expect(back.network).toEqual(network);
    // With the root second, it needs its RA to be marked, and then its conclusion an I-node,
    // which the other concludes too: both are RAs.
    const second = { ...network, rootArgumentId: 'b' };
    const again = roundTrip(second);
    expect(again.document.nodes.filter((n) => n.type === 'RA')).toHaveLength(2);
    expect(again.back.network).toEqual(second);
  });

  it('records equivalences as sameAs on the first claim’s I-node', () => {
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [
        argument(
          'R',
          'C',
          fallback([
            ['P', 0.7],
            ['Q', 0.4],
          ]),
        ),
      ],
      links: [],
      equivalences: [
        ['P', 'Q'],
        ['P', 'elsewhere'],
      ],
    };
    const { document, back } = roundTrip(network);
    expect(node(document, 'P')!.credence).toEqual({ p: 0.7, sameAs: ['Q', 'elsewhere'] });
    expect(back.network).toEqual(network);
  });

  it('keeps node ids unique: arguments named like claims or like the prefixed ids', () => {
    const network: AifNetwork = {
      rootArgumentId: 'P',
      arguments: [
        argument('P', 'C', fallback([['P', 0.7]])),
        argument('ra:P', 'P', fallback([['Q', 0.1]])),
      ],
      links: [{ argumentId: 'ra:P', targetClaimId: 'P', type: 'support' }],
    };
    const { document, back } = roundTrip(network);
    expect(document.nodes.map((n) => [n.nodeID, n.type, n.credence?.argumentId])).toEqual([
      ['P', 'I', undefined],
      ['C', 'I', undefined],
      ['Q', 'I', undefined],
      ['ra:P', 'RA', 'P'],
      ['ra:ra:P', 'RA', 'ra:P'],
    ]);
    expect(back.network).toEqual(network);
  });

  it('writes a truth table held as a Float64Array as a list', () => {
    const input: EvaluationInput = {
      mode: 'truth_table',
      premises: [{ id: 'a', probability: 0.3 }],
      truthTableData: { rowValues: Float64Array.of(0.1, 0.8) },
    };
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [argument('R', 'C', input)],
      links: [],
    };
    const { document, back } = roundTrip(network);
    expect(node(document, 'R')!.credence!.truthTableData).toEqual({ rowValues: [0.1, 0.8] });
    expect(evaluateNetwork(back.network!).pC).toBe(evaluateNetwork(network).pC);
  });

  it('writes a link given twice once', () => {
    const network: AifNetwork = {
      rootArgumentId: 'R',
      arguments: [
        argument('R', 'C', fallback([['P', 0.7]])),
        argument('S', 'P', fallback([['Q']])),
      ],
      links: [
        { argumentId: 'S', targetClaimId: 'P', type: 'support' },
        { argumentId: 'S', targetClaimId: 'P', type: 'support' },
      ],
    };
    expect(edgesOf(toAif(network, {})).filter((e) => e === 'S→P')).toHaveLength(1);
    expect(roundTrip(network).back.network!.links).toEqual([network.links[0]]);
  });

  describe('refuses what would not read back, naming it', () => {
    const base = (input: EvaluationInput): AifNetwork => ({
      rootArgumentId: 'R',
      arguments: [argument('R', 'C', input)],
      links: [],
    });
    it.each([
      [base(fallback([['P', Number.NaN]])), /Argument "R": the credence of premise "P" is NaN/],
      [base(fallback([['P', 1.5]])), /the credence of premise "P" is 1\.5/],
      [base(fallback([['P', 0.5]], Number.POSITIVE_INFINITY)), /pCGivenPremises is Infinity/],
      [
        base({ ...fallback([['P']]), premiseConditionals: { 'P|x': -0.2 } }),
        /premise conditional "P\|x" is -0\.2/,
      ],
      [
        base({
          mode: 'truth_table',
          premises: [{ id: 'P' }],
          truthTableData: { rowValues: [0, 2] },
        }),
        /truth-table row 1 is 2/,
      ],
      [base({ ...fallback([['P']]), mode: 'magic' as 'direct' }), /mode "magic" is unknown/],
      [base(fallback([['P'], ['P']])), /lists premise "P" twice/],
      [base(fallback([['']])), /A premise of argument "R" has the id "": ids are non-empty/],
      [{ ...base(fallback([['P']])), rootArgumentId: 'X' }, /root argument "X" is not given/],
      [
        {
          ...base(fallback([['P']])),
          arguments: [...base(fallback([['P']])).arguments, argument('R', 'D', fallback([['Q']]))],
        },
        /Argument id "R" appears twice/,
      ],
      [
        {
          ...base(fallback([['P']])),
          links: [{ argumentId: 'Z', targetClaimId: 'P', type: 'support' as const }],
        },
        /names argument "Z", which is not given/,
      ],
      [
        { ...base(fallback([['P']])), undercuts: [{ argumentId: 'R', targetArgumentId: 'Z' }] },
        /undercut of "Z" by "R"/,
      ],
    ])('%#', (network, message) => {
      expect(() => toAif(network, {})).toThrow(RangeError);
      expect(() => toAif(network, {})).toThrow(message);
    });
  });
});
