import fc from 'fast-check';
import { randomNetwork } from '../../network/__fixtures__/arbitraries';
import { defaultInput } from '../scheme';
import type { AifDocument, AifEdge, AifNetwork, AifNode } from '../types';

/** Every claim id a network names: premises, conclusions, link targets, equivalences. */
export function claimIdsOf(network: AifNetwork): string[] {
  const ids = new Set<string>();
  for (const argument of network.arguments) {
    for (const { id } of argument.input.premises) ids.add(id);
    ids.add(argument.conclusionId);
  }
  for (const link of network.links) ids.add(link.targetClaimId);
  for (const [a, b] of network.equivalences ?? []) {
    ids.add(a);
    ids.add(b);
  }
  return [...ids];
}

/**
 * The network arbitraries' random networks (every mode, dependencies, shared claims, equivalences,
 * copies, links to claims outside the network, loops), sometimes with an undercut between two of
 * its arguments and a one-premise objection in Credence's defaults (the shape a bare attack reads
 * as), with a text for each claim.
 */
export const randomAifNetwork: fc.Arbitrary<{
  network: AifNetwork;
  texts: Record<string, string>;
}> = fc
  .record({
    network: randomNetwork,
    undercut: fc.option(fc.tuple(fc.nat(), fc.nat()), { nil: undefined }),
    bare: fc.option(fc.tuple(fc.nat(), fc.option(fc.double({ min: 0, max: 1, noNaN: true }))), {
      nil: undefined,
    }),
    words: fc.array(fc.string({ maxLength: 12 }), { minLength: 40, maxLength: 40 }),
  })
  .map(({ network, undercut, bare, words }) => {
    const args = [...network.arguments];
    const links = [...network.links];
    let undercuts: AifNetwork['undercuts'];
    if (undercut) {
      // A later argument undercutting an earlier one (a loop is still possible).
      const [i, j] = [undercut[0] % args.length, undercut[1] % args.length].sort((a, b) => a - b);
      if (i !== j) undercuts = [{ argumentId: args[j!]!.id, targetArgumentId: args[i!]!.id }];
    }
    if (bare) {
      const claims = claimIdsOf(network);
      const target = claims[bare[0] % claims.length]!;
      // The attacker is a new claim, so that its I-node's credence is the objection's.
      const probability = bare[1] ?? undefined;
      args.push({
        id: 'bare',
        conclusionId: `not:${target}`,
        input: defaultInput([
          probability === undefined ? { id: 'attacker' } : { id: 'attacker', probability },
        ]),
      });
      links.push({ argumentId: 'bare', targetClaimId: target, type: 'refute' });
    }
    const result: AifNetwork = { ...network, arguments: args, links };
    if (undercuts) result.undercuts = undercuts;
    const texts = Object.fromEntries(
      claimIdsOf(result)
        .filter((id) => !id.startsWith('not:'))
        .map((id, k) => [id, `${words[k % words.length]} (${id})`]),
    );
    return { network: result, texts };
  });

/**
 * A random AIF graph without Credence's extension, in AIFdb's shape: 2–12 I-nodes, RA nodes each
 * concluding one claim from 1–3 others, CA nodes attacking a claim or an RA (from a claim some RA
 * concludes, or a bare attacker), duplicated conflicts, unused I-nodes, and sometimes dialogue
 * nodes (L, YA) joined to them. Claims are ordered so that a conclusion comes before its premises
 * and an attacker after what it attacks: the graph has no loop. Ids are numbers or numeric
 * strings.
 */
export const randomAifDocument: fc.Arbitrary<AifDocument> = fc
  .record({
    claims: fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 12 }),
    inferences: fc.array(
      fc.record({
        conclusion: fc.nat(),
        premises: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      }),
      { maxLength: 6 },
    ),
    conflicts: fc.array(
      fc.record({ attacker: fc.nat(), target: fc.nat(), undercut: fc.boolean() }),
      { maxLength: 5 },
    ),
    dialogue: fc.boolean(),
    numeric: fc.boolean(),
    offset: fc.integer({ min: 1, max: 90_000 }),
  })
  .map((draw): AifDocument => {
    let next = draw.offset;
    const newId = () => (draw.numeric ? next++ : String(next++)) as unknown as string;
    const nodes: AifNode[] = [];
    const edges: AifEdge[] = [];
    const edge = (fromID: string, toID: string) =>
      edges.push({ edgeID: newId(), fromID, toID, formEdgeID: null });
    const n = draw.claims.length;
    const claimIds = draw.claims.map((text) => {
      const nodeID = newId();
      nodes.push({ nodeID, text, type: 'I', timestamp: '2024-01-01 12:00:00' });
      return nodeID;
    });
    const inferences: { nodeID: string; conclusion: number }[] = [];
    for (const { conclusion, premises } of draw.inferences) {
      const c = conclusion % (n - 1);
      const chosen = [...new Set(premises.map((pick) => c + 1 + (pick % (n - 1 - c))))];
      const nodeID = newId();
      nodes.push({ nodeID, text: 'Default Inference', type: 'RA' });
      for (const index of chosen) edge(claimIds[index]!, nodeID);
      edge(nodeID, claimIds[c]!);
      inferences.push({ nodeID, conclusion: c });
    }
    for (const { attacker, target, undercut } of draw.conflicts) {
      const a = 1 + (attacker % (n - 1));
      const attackable = inferences.filter((inference) => inference.conclusion < a);
      const nodeID = newId();
      const to =
        undercut && attackable.length > 0
          ? attackable[target % attackable.length]!.nodeID
          : claimIds[target % a]!;
      nodes.push({ nodeID, text: 'Default Conflict', type: 'CA' });
      edge(claimIds[a]!, nodeID);
      edge(nodeID, to);
    }
    if (draw.dialogue)
      for (const claim of claimIds.slice(0, 3)) {
        const locution = newId();
        const assertion = newId();
        nodes.push({ nodeID: locution, text: `Speaker : ${claim}`, type: 'L' });
        nodes.push({ nodeID: assertion, text: 'Asserting', type: 'YA' });
        edge(locution, assertion);
        edge(assertion, claim);
      }
    return {
      nodes,
      edges,
      locutions: [],
      participants: [],
    };
  });
