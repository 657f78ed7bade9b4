import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NetworkCycleError } from '../network/errors';
import { evaluateNetwork } from '../network/evaluate';
import { workedExample } from '../network/workedExample';
import type { EvaluationInput } from '../probability/types';
import { randomAifDocument, randomAifNetwork } from './__fixtures__/arbitraries';
import { fromAif } from './fromAif';
import { toAif } from './toAif';
import type { AifDocument, AifNetwork } from './types';

const TOLERANCE = 1e-12;

/** Through a file: what a JSON round trip keeps. */
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const byKey = <T>(list: readonly T[], key: (item: T) => string) =>
  [...new Map(list.map((item) => [key(item), item])).values()].sort((a, b) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0,
  );

/** A network up to the order of its lists (and a link given twice, which counts once). */
function normalized(network: AifNetwork) {
  const input = (value: EvaluationInput) => {
    const rows = value.truthTableData?.rowValues;
    return throughJson({
      ...value,
      ...(rows
        ? { truthTableData: { rowValues: ArrayBuffer.isView(rows) ? [...rows] : rows } }
        : {}),
    });
  };
  return {
    rootArgumentId: network.rootArgumentId,
    arguments: byKey(network.arguments, (a) => a.id).map((a) => ({
      id: a.id,
      conclusionId: a.conclusionId,
      input: input(a.input),
    })),
    links: byKey(network.links, (l) => `${l.argumentId}\u0000${l.targetClaimId}\u0000${l.type}`),
    equivalences: [...(network.equivalences ?? [])].map((pair) => [...pair]).sort(),
    undercuts: byKey(network.undercuts ?? [], (u) => `${u.argumentId}\u0000${u.targetArgumentId}`),
  };
}

/** P(C), or the error's class name. */
function pCOf(network: AifNetwork): number | string {
  try {
    return evaluateNetwork(network).pC;
  } catch (error) {
    return (error as Error).name;
  }
}

describe('Credence → AIF → Credence', () => {
  it('gives back the worked example exactly, with its P(C)', () => {
    const texts = {
      C: 'The conclusion.',
      P1: 'Premise one.',
      P2: 'Premise two.',
      S1: 'S1.',
      S2: 'S2.',
      O1: 'O1.',
      notP2: 'P2 is false.',
    };
    const back = fromAif(throughJson(toAif(workedExample, texts)));
    expect(back.errors).toEqual([]);
    expect(back.warnings).toEqual([]);
    expect(back.texts).toEqual(texts);
    expect(normalized(back.network!)).toEqual(normalized(workedExample));
    expect(evaluateNetwork(back.network!).pC).toBe(evaluateNetwork(workedExample).pC);
  });

  it('gives back random networks: arguments, links, equivalences, undercuts, credences, texts and P(C)', () => {
    let clean = 0;
    let loops = 0;
    fc.assert(
      fc.property(randomAifNetwork, ({ network, texts }) => {
        const document = throughJson(toAif(network, texts));
        for (const node of document.nodes) expect(typeof node.nodeID).toBe('string');
        const back = fromAif(document);
        const expected = pCOf(network);
        if (back.errors.length > 0) {
          // Only a loop stops the import. Every argument of these networks is in the root's
          // network, so the evaluator refuses a loop of links too; one through an undercut it
          // does not see.
          loops++;
          for (const { message } of back.errors) expect(message).toMatch(/form a loop/);
          if (!network.undercuts) expect(expected).toBe(NetworkCycleError.name);
          return;
        }
        clean++;
        expect(normalized(back.network!)).toEqual(normalized(network));
        for (const [id, text] of Object.entries(texts)) expect(back.texts[id]).toBe(text);
        const actual = pCOf(back.network!);
        if (typeof expected === 'number') {
          expect(typeof actual).toBe('number');
          expect(Math.abs((actual as number) - expected)).toBeLessThan(TOLERANCE);
        } else expect(actual).toBe(expected);
      }),
      { numRuns: 300 },
    );
    expect(clean).toBeGreaterThan(100);
    expect(loops).toBeGreaterThan(0);
  }, 120_000);
});

/**
 * The I, RA and CA nodes and the edges between them. I and RA nodes are named by id; a CA node
 * by what it joins (the CA of an objection gets a new id on the way back).
 */
function shape(document: AifDocument) {
  const kept = new Map(
    document.nodes
      .filter((node) => ['I', 'RA', 'CA'].includes(node.type))
      .map((node) => [String(node.nodeID), node]),
  );
  const edges = document.edges
    .map((edge) => [String(edge.fromID), String(edge.toID)] as const)
    .filter(([from, to]) => kept.has(from) && kept.has(to));
  const key = (id: string) => {
    const node = kept.get(id)!;
    if (node.type !== 'CA') return id;
    const into = edges.filter(([, to]) => to === id).map(([from]) => from);
    const out = edges.filter(([from]) => from === id).map(([, to]) => to);
    return `CA(${into.sort().join(',')} → ${out.sort().join(',')})`;
  };
  return {
    nodes: new Set([...kept].map(([id, node]) => `${node.type} ${key(id)} ${node.text}`)),
    edges: new Set(edges.map(([from, to]) => `${key(from)} → ${key(to)}`)),
  };
}

describe('AIF (without the extension) → Credence → AIF', () => {
  it('keeps every I, RA and CA node and every edge between them', () => {
    let bareAttacks = 0;
    fc.assert(
      fc.property(randomAifDocument, (document) => {
        const read = fromAif(throughJson(document));
        if (document.nodes.every((node) => node.type !== 'RA' && node.type !== 'CA')) {
          expect(read.network).toBeNull();
          return;
        }
        expect(read.errors).toEqual([]);
        bareAttacks += read.network!.arguments.filter((a) =>
          a.conclusionId.match(/^(not|undercut):/),
        ).length;
        const written = toAif(read.network!, read.texts);
        expect(shape(written)).toEqual(shape(document));
        // The arguments Credence made of bare attacks keep their CA node's id.
        const ids = new Set(written.nodes.map((node) => node.nodeID));
        for (const argument of read.network!.arguments) expect(ids.has(argument.id)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(bareAttacks).toBeGreaterThan(50);
  }, 120_000);
});
