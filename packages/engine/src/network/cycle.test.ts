import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomNetwork } from './__fixtures__/arbitraries';
import { findEquivalenceCycle, findLinkCycle, type LinkGraph } from './cycle';
import { NetworkCycleError } from './errors';
import { networkStructure } from './structure';
import type { NetworkInput, NetworkLink } from './types';

/** A random network's arguments as a link graph, with the given links and equivalences. */
const asGraph = (
  input: NetworkInput,
  links: readonly NetworkLink[] = input.links,
  equivalences: readonly (readonly [string, string])[] = input.equivalences ?? [],
): LinkGraph => ({
  arguments: input.arguments.map(({ id, conclusionId, input: own }) => ({
    id,
    conclusionId,
    premiseIds: own.premises.map((premise) => premise.id),
  })),
  links,
  equivalences: equivalences as [string, string][],
});

/** The loop evaluateNetwork reports for this root, or null. */
const loopOf = (input: NetworkInput, root: string) => {
  try {
    networkStructure({ ...input, rootArgumentId: root });
    return null;
  } catch (error) {
    if (error instanceof NetworkCycleError) return error.cycle;
    throw error;
  }
};

const graph = (
  args: [id: string, conclusionId: string, premiseIds: string[]][],
  links: NetworkLink[] = [],
  equivalences: [string, string][] = [],
): LinkGraph => ({
  arguments: args.map(([id, conclusionId, premiseIds]) => ({ id, conclusionId, premiseIds })),
  links,
  equivalences,
});
const link = (argumentId: string, targetClaimId: string): NetworkLink => ({
  argumentId,
  targetClaimId,
  type: 'support',
});

describe('findLinkCycle', () => {
  const ab = graph(
    [
      ['A', 'c', ['p', 'q']],
      ['B', 'not-p', ['r']],
    ],
    [{ argumentId: 'B', targetClaimId: 'p', type: 'refute' }],
  );

  it('names the loop a new link would close, starting and ending with its argument', () => {
    expect(findLinkCycle(ab, link('A', 'r'))).toEqual(['A', 'B', 'A']);
    expect(findLinkCycle(ab, link('A', 'x'))).toBeNull();
    expect(findLinkCycle(ab, link('B', 'q'))).toBeNull(); // a second link into A: no loop
  });

  it('reports an argument linked to its own premise, also through an equivalence', () => {
    expect(findLinkCycle(ab, link('B', 'r'))).toEqual(['B', 'B']);
    const same = { ...ab, equivalences: [['r', 'r2']] as [string, string][] };
    expect(findLinkCycle(same, link('B', 'r2'))).toEqual(['B', 'B']);
  });

  it('finds the shortest of several loops', () => {
    const chain = graph(
      [
        ['A', 'a', ['pa']],
        ['B', 'b', ['pb']],
        ['C', 'c', ['pc']],
      ],
      [link('B', 'pa'), link('C', 'pb'), link('C', 'pa')],
    );
    // A → C closes A→C→A directly and A→C→B→A the long way round.
    expect(findLinkCycle(chain, link('A', 'pc'))).toEqual(['A', 'C', 'A']);
  });

  it('counts a root whose conclusion is a premise within its own network', () => {
    // B's premise is A's conclusion: linking B to A's premise makes A's network hold its own
    // conclusion as a premise.
    const g = graph([
      ['A', 'c', ['p']],
      ['B', 'k', ['c']],
    ]);
    expect(findLinkCycle(g, link('B', 'p'))).toEqual(['B', 'A', 'B']);
    // Two arguments' conclusions in one loop: no argument's network holds it.
    const two = graph([
      ['A', 'a', ['pa']],
      ['B', 'b', ['pb']],
      ['C', 'c', ['b']],
    ]);
    const withAConclusion = {
      ...two,
      arguments: two.arguments.map((a) => (a.id === 'A' ? { ...a, premiseIds: ['c'] } : a)),
    };
    // A → B by the link, B's conclusion is C's premise, C's conclusion is A's premise.
    expect(findLinkCycle(withAConclusion, link('A', 'pb'))).toBeNull();
  });

  it('ignores a link from an unknown argument', () => {
    expect(findLinkCycle(ab, link('Z', 'p'))).toBeNull();
  });

  it('agrees with evaluateNetwork: a loop it names is refused, and a link it allows closes none', () => {
    let named = 0;
    fc.assert(
      fc.property(
        // Copies are counted once by evaluateNetwork, which can hide a loop this check reports.
        randomNetwork.filter((input) => !input.arguments.some((a) => a.id.endsWith('copy'))),
        (input) => {
          const newLink = input.links[input.links.length - 1]!;
          const before = input.links.slice(0, -1);
          const loop = findLinkCycle(asGraph(input, before), newLink);
          const roots = input.arguments.map((a) => a.id);
          if (loop) {
            named++;
            expect(loop[0]).toBe(newLink.argumentId);
            expect(loop[loop.length - 1]).toBe(newLink.argumentId);
            expect(loop.some((root) => loopOf(input, root) !== null)).toBe(true);
          } else {
            // Any loop a network now holds was there without the new link (the link may bring
            // an old loop into a new root's network, which is not a loop it closes).
            for (const root of roots) {
              const found = loopOf(input, root);
              if (found)
                expect(found.some((m) => loopOf({ ...input, links: before }, m) !== null)).toBe(
                  true,
                );
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(named).toBeGreaterThan(20);
  }, 60_000);
});

describe('findEquivalenceCycle', () => {
  const chain = graph(
    [
      ['A', 'c', ['p', 'q']],
      ['B', 'p', ['r']],
    ],
    [link('B', 'p')],
  );

  it('names the loop an equivalence would close through a link', () => {
    // B's premise declared A's conclusion: A's conclusion backs B, B backs A's premise.
    expect(findEquivalenceCycle(chain, ['r', 'c'])).toEqual(['A', 'B', 'A']);
    expect(findEquivalenceCycle(chain, ['c', 'r'])).toEqual(['A', 'B', 'A']);
  });

  it('names an argument that would conclude its own premise', () => {
    expect(findEquivalenceCycle(chain, ['q', 'c'])).toEqual(['A', 'A']);
  });

  it('allows an equivalence that closes no loop', () => {
    expect(findEquivalenceCycle(chain, ['r', 'x'])).toBeNull();
    expect(findEquivalenceCycle(chain, ['q', 'r'])).toBeNull();
  });

  it('does not report a loop the graph already held', () => {
    const looped = graph(
      [
        ['A', 'a', ['pa']],
        ['B', 'b', ['pb']],
      ],
      [link('A', 'pb'), link('B', 'pa')],
    );
    expect(findLinkCycle(looped, link('A', 'pb'))).not.toBeNull();
    expect(findEquivalenceCycle(looped, ['x', 'y'])).toBeNull();
  });

  it('agrees with evaluateNetwork on random networks: what it names is refused, what it allows adds no loop', () => {
    let named = 0;
    fc.assert(
      fc.property(
        randomNetwork.filter(
          (input) =>
            (input.equivalences?.length ?? 0) > 0 &&
            !input.arguments.some((a) => a.id.endsWith('copy')),
        ),
        (input) => {
          const all = input.equivalences ?? [];
          const pair = all[all.length - 1]!;
          const before = all.slice(0, -1);
          const loop = findEquivalenceCycle(asGraph(input, input.links, before), pair);
          const roots = input.arguments.map((a) => a.id);
          if (loop) {
            named++;
            expect(loop[0]).toBe(loop[loop.length - 1]);
            expect(roots.some((root) => loopOf(input, root) !== null)).toBe(true);
          } else {
            for (const root of roots) {
              const found = loopOf(input, root);
              if (found)
                expect(
                  found.some((m) => loopOf({ ...input, equivalences: before }, m) !== null),
                ).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(named).toBeGreaterThan(5);
  }, 60_000);
});
