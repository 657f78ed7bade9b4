import fc from 'fast-check';
import { argumentInput } from '../../probability/__fixtures__/arbitraries';
import type { EvaluationInput } from '../../probability/types';
import type { ClaimEquivalence, NetworkArgument, NetworkInput, NetworkLink } from '../types';

/**
 * The same argument with claims renamed (`rename` maps old ids to new; others stay) in its
 * premises, dependencies (negated refs too), conditionals and sliders.
 */
export function renameClaims(
  input: EvaluationInput,
  rename: ReadonlyMap<string, string>,
): EvaluationInput {
  const ref = (id: string) => {
    const bare = id.replace(/^~+/, '');
    const mapped = rename.get(bare);
    return mapped === undefined ? id : id.slice(0, id.length - bare.length) + mapped;
  };
  const keys = <T>(record: Record<string, T>) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key.split('|').map(ref).join('|'), value]),
    );
  const renamed: EvaluationInput = {
    ...input,
    premises: input.premises.map((premise) => ({ ...premise, id: ref(premise.id) })),
  };
  if (input.dependencies)
    renamed.dependencies = Object.fromEntries(
      Object.entries(input.dependencies).map(([key, parents]) => [ref(key), parents.map(ref)]),
    );
  if (input.premiseConditionals) renamed.premiseConditionals = keys(input.premiseConditionals);
  if (input.bayesianNetworkData)
    renamed.bayesianNetworkData = {
      conditionalProbabilities: keys(input.bayesianNetworkData.conditionalProbabilities),
      reverseConditionalProbabilities: keys(
        input.bayesianNetworkData.reverseConditionalProbabilities,
      ),
    };
  return renamed;
}

/** An argument of the shared arbitraries (premises `p1…pn`) over the claims `ids` instead. */
const overClaims = (input: EvaluationInput, ids: readonly string[]) =>
  renameClaims(input, new Map(ids.map((id, k) => [`p${k + 1}`, id])));

/** `arbitrary` one time in `every`, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/**
 * A random network of at most 12 claims: a root and up to three linked arguments of 1–3 premises
 * each, every mode (random dependencies, external parents, deductive or not), each premise a claim
 * of its own or one of three shared claims, each argument linked to a premise of an earlier one — supporting
 * or objecting, sometimes twice — so that claims are shared between arguments, some claims
 * declared equivalent, sometimes a link to a claim outside the network, sometimes a copy of a
 * linked argument (its claims declared equivalent to the original's), and sometimes the root's
 * conclusion reused as a premise. Shared claims can close a loop; the tests expect the error
 * then.
 */
export const randomNetwork: fc.Arbitrary<NetworkInput> = fc
  .record({
    inputs: fc.array(
      argumentInput.filter((input) => input.premises.length <= 3),
      { minLength: 2, maxLength: 4 },
    ),
    // Per premise: a claim of its own (null), or one of a small shared pool.
    premisePicks: fc.array(
      fc.array(
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.nat({ max: 2 }) },
        ),
        { minLength: 3, maxLength: 3 },
      ),
      { minLength: 4, maxLength: 4 },
    ),
    targets: fc.array(
      fc.record({
        pick: fc.nat(),
        refute: fc.boolean(),
        second: sometimes(fc.record({ pick: fc.nat(), refute: fc.boolean() }), 3),
      }),
      { minLength: 4, maxLength: 4 },
    ),
    equivalences: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 2 }),
    copy: sometimes(fc.nat(), 4),
    rootConclusion: sometimes(fc.nat(), 12),
  })
  .map((draw): NetworkInput => {
    const pool = ['s0', 's1', 's2'];
    const args: NetworkArgument[] = draw.inputs.map((input, i) => {
      // Distinct claims within one argument (the engine refuses a premise id twice).
      const ids = input.premises.map((_, k) => {
        const pick = draw.premisePicks[i]![k]!;
        return pick === null ? `a${i}p${k}` : `s${pick}`;
      });
      ids.forEach((id, k) => {
        if (ids.indexOf(id) < k) ids[k] = `a${i}p${k}`;
      });
      return { id: `A${i}`, conclusionId: `K${i}`, input: overClaims(input, ids) };
    });
    if (draw.rootConclusion !== null)
      args[0] = { ...args[0]!, conclusionId: pool[draw.rootConclusion % pool.length]! };
    const links: NetworkLink[] = [];
    const earlierClaims = (i: number) =>
      args.slice(0, i).flatMap((a) => a.input.premises.map((premise) => premise.id));
    args.forEach((_, i) => {
      if (i === 0) return;
      const { pick, refute, second } = draw.targets[i]!;
      // Mostly not a claim the argument itself uses, which would close a loop at once.
      const own = new Set(args[i]!.input.premises.map((premise) => premise.id));
      const others = earlierClaims(i).filter((id) => !own.has(id));
      const claims = others.length > 0 ? others : earlierClaims(i);
      links.push({
        argumentId: `A${i}`,
        targetClaimId: claims[pick % claims.length]!,
        type: refute ? 'refute' : 'support',
      });
      if (second) {
        const anywhere = [...claims, ...pool, 'elsewhere'];
        links.push({
          argumentId: `A${i}`,
          targetClaimId: anywhere[second.pick % anywhere.length]!,
          type: second.refute ? 'refute' : 'support',
        });
      }
    });
    const claims = [...new Set(args.flatMap((a) => a.input.premises.map((p) => p.id)))];
    const equivalences: ClaimEquivalence[] = draw.equivalences.map(([a, b]) => [
      claims[a % claims.length]!,
      claims[b % claims.length]!,
    ]);
    if (draw.copy !== null && args.length > 1) {
      const original = args[1 + (draw.copy % (args.length - 1))]!;
      const copyOf = (id: string) => `${id}'`;
      for (const premise of original.input.premises)
        equivalences.push([premise.id, copyOf(premise.id)]);
      equivalences.push([original.conclusionId, copyOf(original.conclusionId)]);
      args.push({
        id: `${original.id}copy`,
        conclusionId: copyOf(original.conclusionId),
        input: renameClaims(
          original.input,
          new Map(original.input.premises.map((premise) => [premise.id, copyOf(premise.id)])),
        ),
      });
      const link = links.find((l) => l.argumentId === original.id)!;
      links.push({ ...link, argumentId: `${original.id}copy` });
    }
    return { rootArgumentId: 'A0', arguments: args, links, equivalences };
  });
