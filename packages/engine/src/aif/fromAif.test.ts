import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateNetwork } from '../network/evaluate';
import { fromAif } from './fromAif';
import type { AifMessage } from './types';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./__fixtures__/${name}.json`, import.meta.url), 'utf8'));

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1e-12);

/** The message about `nodeID`, which must exist and name it. */
const about = (messages: AifMessage[], nodeID: string, pattern: RegExp) => {
  const found = messages.filter((m) => m.nodeID === nodeID && pattern.test(m.message));
  expect(found, `no message about node ${nodeID} matching ${pattern}`).toHaveLength(1);
  expect(found[0]!.message).toContain(nodeID);
};

/** A small document: I-nodes and RA/CA nodes given as [id, type, text?], edges as [from, to]. */
const doc = (
  nodes: [id: string, type: string, extra?: Record<string, unknown>][],
  edges: [from: string, to: string][],
) => ({
  nodes: nodes.map(
    ([nodeID, type, extra]): Record<string, unknown> => ({
      nodeID,
      text: `text ${nodeID}`,
      type,
      ...extra,
    }),
  ),
  edges: edges.map(([fromID, toID], k) => ({ edgeID: `e${k + 1}`, fromID, toID })),
  locutions: [],
  participants: [],
});

describe('fromAif on documents in AIFdb’s shape', () => {
  it('reads an argument out of a dialogue, skipping L, YA and TA nodes and their edges', () => {
    const { network, texts, warnings, errors } = fromAif(fixture('dialogue'));
    expect(errors).toEqual([]);
    expect(network!.rootArgumentId).toBe('6104');
    expect(network!.arguments[0]).toEqual({
      id: '6104',
      conclusionId: '6101',
      input: {
        argumentType: 'INDUCTIVE',
        mode: 'fallback',
        premises: [{ id: '6102' }, { id: '6103' }],
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.2,
      },
    });
    // Bob's bare attacker becomes a one-premise objection named after its CA node.
    expect(network!.arguments[1]).toMatchObject({
      id: '6113',
      conclusionId: 'not:6101',
      input: { premises: [{ id: '6112' }] },
    });
    expect(network!.links).toEqual([{ argumentId: '6113', targetClaimId: '6101', type: 'refute' }]);
    expect(texts).toEqual({
      '6101': 'The city should invest in trams',
      '6102': 'Trams reduce congestion',
      '6103': 'Congestion costs the city money',
      '6112': 'Trams are expensive to build',
      'not:6101': 'It is not the case that the city should invest in trams',
    });
    const text = warnings.map((w) => w.message).join('\n');
    expect(text).toContain('Skipped 3 L nodes (dialogue: locutions): 6105, 6106, 6111.');
    expect(text).toContain('Skipped 5 YA nodes');
    expect(text).toContain('6107, 6109, 6110, 6114, 6116');
    expect(text).toContain('Skipped 2 TA nodes (dialogue: transitions): 6108, 6115.');
    expect(text).toContain('Ignored 14 edges to or from skipped nodes: 9004, 9005,');
    expect(warnings).toHaveLength(4);
    // Premises without a credence are read as 0.5; the objection is to the root's conclusion,
    // which the network evaluation leaves to the root: 0.9·0.25 + 0.2·0.75.
    close(evaluateNetwork(network!).pC, 0.375);
  });

  it('reads chained arguments: a conclusion that is another’s premise is one claim, linked', () => {
    const { network, warnings, errors } = fromAif(fixture('chained'));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(network!.rootArgumentId).toBe('204');
    expect(network!.arguments.map((a) => [a.id, a.conclusionId])).toEqual([
      ['204', '201'],
      ['206', '202'],
      ['208', '203'],
      ['212', '209'],
    ]);
    expect(network!.links).toEqual([
      { argumentId: '206', targetClaimId: '202', type: 'support' },
      { argumentId: '208', targetClaimId: '203', type: 'support' },
      { argumentId: '212', targetClaimId: '207', type: 'refute' },
    ]);
    // Every leaf at 0.5, fallback 0.9/0.2: P(202) = 0.55; the objection gives
    // P(207) = 0.1·0.5 + 0.8·0.5 = 0.45, so P(203) = 0.9·0.45 + 0.2·0.55 = 0.515;
    // P(C) = 0.2 + 0.7·0.55·0.515.
    close(evaluateNetwork(network!).pC, 0.2 + 0.7 * 0.55 * 0.515);
  });

  it('reads numeric node and edge ids as strings', () => {
    const { network, texts } = fromAif(fixture('chained'));
    expect(typeof network!.rootArgumentId).toBe('string');
    expect(Object.keys(texts)).toContain('201');
  });

  it('reads undercuts (a CA whose target is an RA), and skips MA and PA nodes', () => {
    const { network, texts, warnings, errors } = fromAif(fixture('undercut'));
    expect(errors).toEqual([]);
    expect(network!.rootArgumentId).toBe('303');
    expect(network!.links).toEqual([]);
    expect(network!.undercuts).toEqual([
      { argumentId: '305', targetArgumentId: '303' },
      { argumentId: '307', targetArgumentId: '303' },
    ]);
    expect(network!.arguments.find((a) => a.id === '305')).toMatchObject({
      conclusionId: 'undercut:303',
      input: { premises: [{ id: '304' }] },
    });
    expect(texts['undercut:303']).toBe(
      'The reasons given for "The bridge is safe" do not support it',
    );
    about(warnings, '310', /Skipped 1 MA node/);
    about(warnings, '312', /Skipped 1 PA node/);
    about(warnings, '311', /used by no argument/);
    expect(texts['311']).toBe('The engineer was bribed');
    expect(warnings.some((w) => w.message.includes('Ignored 4 edges'))).toBe(true);
    // evaluateNetwork ignores undercuts: the root alone, 0.9·0.5 + 0.2·0.5.
    close(evaluateNetwork(network!).pC, 0.55);
  });

  it('reads the AIF inside OVA’s { AIF: … } and xAIF’s { aif: … }, without locutions', () => {
    const plain = doc(
      [
        ['1', 'I'],
        ['2', 'RA'],
        ['3', 'I'],
      ],
      [
        ['1', '2'],
        ['2', '3'],
      ],
    );
    const { locutions: _l, participants: _p, ...bare } = plain;
    for (const wrapped of [{ AIF: plain, OVA: {}, text: '' }, { aif: bare }, bare]) {
      const { network, errors } = fromAif(wrapped);
      expect(errors).toEqual([]);
      expect(network!.rootArgumentId).toBe('2');
    }
  });

  it('ignores fields it does not know, in the document, nodes, edges and the extension', () => {
    const { network, errors, warnings } = fromAif({
      ...doc(
        [
          ['1', 'I', { colour: 'red', credence: { p: 0.3, flavour: 'x' } }],
          ['2', 'RA', { scheme: 'Expert Opinion', credence: { mood: 1 } }],
          ['3', 'I'],
        ],
        [
          ['1', '2'],
          ['2', '3'],
        ],
      ),
      schemefulfillments: [],
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(network!.arguments[0]!.input.premises).toEqual([{ id: '1', probability: 0.3 }]);
  });
});

describe('fromAif errors: network null, each naming its node', () => {
  it.each([null, undefined, 42, 'AIF', [], [{ nodes: [] }]])('refuses %j', (json) => {
    const result = fromAif(json);
    expect(result.network).toBeNull();
    expect(result.errors).toEqual([
      { message: 'This is not an AIF document: AIF JSON is an object with nodes and edges.' },
    ]);
  });

  it('refuses nodes or edges that are not lists', () => {
    expect(fromAif({ nodes: {}, edges: [] }).errors[0]!.message).toMatch(/"nodes" is not a list/);
    expect(fromAif({ nodes: [] }).errors[0]!.message).toMatch(/"edges" is not a list/);
  });

  it('names the node without an id, the duplicate id, the unknown node and the RAs missing ends', () => {
    const { network, errors, texts } = fromAif(fixture('malformed-structure'));
    expect(network).toBeNull();
    expect(errors.map((e) => e.message)).toContain('The node at position 2 has no nodeID.');
    about(errors, '2', /Two nodes have the nodeID 2/);
    about(errors, '99', /Edge 12 goes to node 99, which is not among the nodes/);
    about(errors, '3', /Edge 13 \(to node 3\) has no fromID/);
    about(errors, '3', /RA node 3 has no conclusion/);
    about(errors, '4', /RA node 4 has no premise/);
    // What was read is still shown.
    expect(texts).toEqual({ '1': 'Claim one', '2': 'Claim two' });
  });

  it('names a node on a loop of arguments', () => {
    const { network, errors } = fromAif(fixture('malformed-loop'));
    expect(network).toBeNull();
    expect(errors).toEqual([
      {
        nodeID: '3',
        message:
          'Arguments form a loop: RA node 3 → RA node 4 → RA node 3 (each supports or attacks a premise, or the inference, of the next). Credence cannot evaluate a claim that is a reason for itself; remove one of these edges.',
      },
    ]);
  });

  it('finds a loop through an objection and through an undercut', () => {
    // RA 10 concludes 3 from 1; 3 attacks 2, premise of RA 11, whose conclusion 1 feeds RA 10.
    const throughObjection = doc(
      [
        ['1', 'I'],
        ['2', 'I'],
        ['3', 'I'],
        ['10', 'RA'],
        ['11', 'RA'],
        ['20', 'CA'],
      ],
      [
        ['1', '10'],
        ['10', '3'],
        ['3', '20'],
        ['20', '2'],
        ['2', '11'],
        ['11', '1'],
      ],
    );
    about(
      fromAif(throughObjection).errors,
      '10',
      /form a loop: RA node 10 → RA node 11 → RA node 10/,
    );
    // RA 10 concludes 3 from 1; 3 undercuts RA 11, whose conclusion 1 feeds RA 10.
    const throughUndercut = doc(
      [
        ['1', 'I'],
        ['2', 'I'],
        ['3', 'I'],
        ['10', 'RA'],
        ['11', 'RA'],
        ['20', 'CA'],
      ],
      [
        ['1', '10'],
        ['10', '3'],
        ['3', '20'],
        ['20', '11'],
        ['2', '11'],
        ['11', '1'],
      ],
    );
    expect(fromAif(throughUndercut).errors[0]!.message).toMatch(/form a loop/);
  });

  it('refuses a credence outside [0, 1] and a malformed extension, naming the node and field', () => {
    const { network, errors } = fromAif(fixture('malformed-credence'));
    expect(network).toBeNull();
    about(errors, '2', /credence\.p is 1\.5; a credence is a number from 0 to 1/);
    about(errors, '3', /needs both credence\.lo and credence\.hi/);
    about(errors, '4', /credence\.mode is "magic"/);
    about(errors, '4', /credence\.pCGivenPremises is "high"/);
  });

  it.each([
    [{ p: -0.1 }, /credence\.p is -0\.1/],
    [{ lo: 0.8, hi: 0.6 }, /lo ≤ hi/],
    [{ sameAs: 'x' }, /credence\.sameAs/],
    [{ claimId: '' }, /credence\.claimId/],
    ['high', /"credence" is not an object/],
  ])('refuses the I-node extension %j', (credence, pattern) => {
    const { errors } = fromAif(
      doc(
        [
          ['1', 'I', { credence }],
          ['2', 'RA'],
          ['3', 'I'],
        ],
        [
          ['1', '2'],
          ['2', '3'],
        ],
      ),
    );
    about(errors, '1', pattern);
  });

  it.each([
    [{ premiseConditionals: { 'a|b': 2 } }, /premiseConditionals/],
    [{ externalClaims: { x: Number.NaN } }, /externalClaims/],
    [{ truthTableData: { rowValues: [0.5, 1.2] } }, /truthTableData/],
    [{ bayesianNetworkData: { conditionalProbabilities: { a: -1 } } }, /bayesianNetworkData/],
    [{ dependencies: { a: 'b' } }, /dependencies/],
    [{ premiseCredences: { a: 3 } }, /premiseCredences/],
    [{ argumentType: 'ABDUCTIVE' }, /argumentType/],
    [{ title: 7 }, /credence\.title is 7; it must be a non-empty string/],
    [{ title: '' }, /credence\.title/],
    [{ root: 'yes' }, /credence\.root/],
  ])('refuses the RA extension %j', (credence, pattern) => {
    const { errors } = fromAif(
      doc(
        [
          ['1', 'I'],
          ['2', 'RA', { credence }],
          ['3', 'I'],
        ],
        [
          ['1', '2'],
          ['2', '3'],
        ],
      ),
    );
    about(errors, '2', pattern);
  });

  it('refuses two RAs or I-nodes giving one id in the extension', () => {
    const twice = fromAif(
      doc(
        [
          ['1', 'I', { credence: { claimId: 'c' } }],
          ['2', 'I', { credence: { claimId: 'c' } }],
          ['3', 'RA', { credence: { argumentId: 'A' } }],
          ['4', 'RA', { credence: { argumentId: 'A' } }],
        ],
        [
          ['1', '3'],
          ['3', '2'],
          ['2', '4'],
          ['4', '1'],
        ],
      ),
    );
    about(twice.errors, '2', /I-nodes 1 and 2 both give the claim id "c"/);
    about(twice.errors, '4', /RA node 4 gives the argument id "A", which another RA has/);
  });

  it('refuses a document with no argument', () => {
    const { network, errors, texts } = fromAif(doc([['1', 'I']], []));
    expect(network).toBeNull();
    expect(errors[0]!.message).toMatch(/holds no argument/);
    expect(texts).toEqual({ '1': 'text 1' });
  });

  it('never throws, whatever it is given', () => {
    const anyNode = fc.record(
      {
        nodeID: fc.oneof(fc.string({ maxLength: 2 }), fc.integer({ max: 5 }), fc.anything()),
        type: fc.oneof(fc.constantFrom('I', 'RA', 'CA', 'L', 'YA', 'ra', ''), fc.anything()),
        text: fc.anything(),
        credence: fc.oneof(
          fc.anything(),
          fc.record({
            p: fc.anything(),
            lo: fc.double(),
            hi: fc.double(),
            sameAs: fc.array(fc.string({ maxLength: 2 })),
            mode: fc.constantFrom('fallback', 'bayesian', 'x'),
            premiseOrder: fc.array(fc.string({ maxLength: 2 })),
            objections: fc.array(fc.string({ maxLength: 2 })),
            argumentId: fc.string({ maxLength: 2 }),
            conclusionId: fc.string({ maxLength: 2 }),
            root: fc.boolean(),
          }),
        ),
      },
      { requiredKeys: [] },
    );
    const anyEdge = fc.record(
      {
        edgeID: fc.anything(),
        fromID: fc.oneof(fc.string({ maxLength: 2 }), fc.integer({ max: 5 })),
        toID: fc.oneof(fc.string({ maxLength: 2 }), fc.integer({ max: 5 })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record({ nodes: fc.array(anyNode), edges: fc.array(anyEdge) })),
        (json) => {
          const result = fromAif(json);
          expect(result.errors.length > 0).toBe(result.network === null);
          for (const m of [...result.errors, ...result.warnings])
            expect(typeof m.message).toBe('string');
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('fromAif warnings: the import goes ahead', () => {
  it('names a CA with no attacker or no target, and edges of kinds it does not read', () => {
    const { network, warnings } = fromAif(
      doc(
        [
          ['1', 'I'],
          ['2', 'RA'],
          ['3', 'I'],
          ['4', 'CA'],
          ['5', 'CA'],
          ['6', 'RA'],
          ['7', 'I'],
          ['8', 'I'],
        ],
        [
          ['1', '2'],
          ['2', '3'],
          ['4', '1'],
          ['7', '5'],
          ['7', '6'],
          ['6', '8'],
          ['2', '6'],
          ['1', '3'],
        ],
      ),
    );
    expect(network).not.toBeNull();
    about(warnings, '4', /CA node 4 has no attacker/);
    about(warnings, '5', /CA node 5 has no target/);
    about(warnings, '2', /Edge e7 from RA node 2 to RA node 6 is not one Credence reads/);
    about(warnings, '1', /Edge e8 from I-node 1 to I-node 3 is not one Credence reads/);
  });

  it('names the root it chose among several, and the first of several marked', () => {
    const two = doc(
      [
        ['1', 'I'],
        ['2', 'RA'],
        ['3', 'I'],
        ['4', 'I'],
        ['5', 'RA'],
        ['6', 'I'],
      ],
      [
        ['1', '2'],
        ['2', '3'],
        ['4', '5'],
        ['5', '6'],
      ],
    );
    const chosen = fromAif(two);
    expect(chosen.network!.rootArgumentId).toBe('2');
    about(chosen.warnings, '2', /2 arguments conclude a claim that supports or attacks nothing/);
    expect(chosen.warnings[0]!.message).toContain('the first, RA node 2, is the root');

    two.nodes[4]!.credence = { root: true };
    const marked = fromAif(two);
    expect(marked.network!.rootArgumentId).toBe('5');
    expect(marked.warnings).toEqual([]);

    two.nodes[1]!.credence = { root: true };
    const both = fromAif(two);
    expect(both.network!.rootArgumentId).toBe('2');
    about(both.warnings, '2', /2 RA nodes are marked as the root \(2, 5\)/);
  });

  it('reads a credence range as its midpoint, with a warning', () => {
    const { network, warnings } = fromAif(
      doc(
        [
          ['1', 'I', { credence: { lo: 0.6, hi: 0.8 } }],
          ['2', 'RA'],
          ['3', 'I'],
        ],
        [
          ['1', '2'],
          ['2', '3'],
        ],
      ),
    );
    expect(network!.arguments[0]!.input.premises[0]!.probability).toBeCloseTo(0.7, 15);
    about(warnings, '1', /range 0\.6–0\.8 is read as its midpoint/);
  });

  it('names an RA with several conclusions, sameAs and objections naming nothing', () => {
    const { network, warnings } = fromAif(
      doc(
        [
          ['1', 'I', { credence: { sameAs: ['9'] } }],
          ['2', 'RA'],
          ['3', 'I'],
          ['4', 'I'],
          ['5', 'CA', { credence: { objections: ['nobody'] } }],
        ],
        [
          ['1', '2'],
          ['2', '3'],
          ['2', '4'],
          ['3', '5'],
          ['5', '1'],
        ],
      ),
    );
    about(
      warnings,
      '2',
      /RA node 2 has 2 conclusions; its argument concludes the first \(node 3\)/,
    );
    about(warnings, '1', /sameAs names node 9, which is no I-node/);
    about(warnings, '5', /objections names argument "nobody"/);
    expect(network!.links).toEqual([{ argumentId: '2', targetClaimId: '4', type: 'support' }]);
  });

  it('names a premiseOrder that names a non-premise or leaves one out', () => {
    const { network, warnings } = fromAif(
      doc(
        [
          ['1', 'I'],
          ['2', 'I'],
          ['3', 'RA', { credence: { premiseOrder: ['2', 'x'] } }],
          ['4', 'I'],
        ],
        [
          ['1', '3'],
          ['2', '3'],
          ['3', '4'],
        ],
      ),
    );
    expect(network!.arguments[0]!.input.premises.map((p) => p.id)).toEqual(['2', '1']);
    about(warnings, '3', /premiseOrder names "x"/);
    about(warnings, '3', /premiseOrder leaves out node 1; put last/);
  });
});

describe('fromAif reads the credence extension', () => {
  const chain = (raCredence: Record<string, unknown>, claim: Record<string, unknown> = {}) =>
    fromAif(
      doc(
        [
          ['a', 'I', { credence: { p: 0.6, ...claim } }],
          ['b', 'I', { credence: { p: 0.3 } }],
          ['R', 'RA', { credence: raCredence }],
          ['c', 'I'],
        ],
        [
          ['a', 'R'],
          ['b', 'R'],
          ['R', 'c'],
        ],
      ),
    );

  it('fills a new argument’s defaults when the RA gives no mode', () => {
    expect(chain({ pCGivenPremises: 0.7 }).network!.arguments[0]!.input).toEqual({
      argumentType: 'INDUCTIVE',
      mode: 'fallback',
      premises: [
        { id: 'a', probability: 0.6 },
        { id: 'b', probability: 0.3 },
      ],
      pCGivenPremises: 0.7,
      pCGivenNotPremises: 0.2,
    });
  });

  it('takes exactly the fields given with a mode, and the premise credences the RA overrides', () => {
    const input = chain({
      mode: 'truth_table',
      truthTableData: { rowValues: [0.1, 0.2, 0.3, 0.9] },
      premiseOrder: ['b', 'a'],
      premiseCredences: { a: null, b: 0.45 },
      dependencies: { a: ['b'] },
      premiseConditionals: { 'a|b': 0.8 },
    }).network!.arguments[0]!.input;
    expect(input).toEqual({
      mode: 'truth_table',
      truthTableData: { rowValues: [0.1, 0.2, 0.3, 0.9] },
      dependencies: { a: ['b'] },
      premiseConditionals: { 'a|b': 0.8 },
      premises: [{ id: 'b', probability: 0.45 }, { id: 'a' }],
    });
  });

  it('reads claimId, argumentId, conclusionId and linked', () => {
    const { network, texts } = chain(
      { argumentId: 'argument-7', conclusionId: 'own', mode: 'fallback' },
      { claimId: 'claim-a' },
    );
    expect(network!.arguments[0]).toMatchObject({ id: 'argument-7', conclusionId: 'own' });
    expect(network!.arguments[0]!.input.premises[0]).toEqual({ id: 'claim-a', probability: 0.6 });
    // The RA's edge to c is then a supporting link.
    expect(network!.links).toEqual([
      { argumentId: 'argument-7', targetClaimId: 'c', type: 'support' },
    ]);
    expect(texts['claim-a']).toBe('text a');
    expect(chain({ linked: true }).network!.links).toHaveLength(1);
  });
});
