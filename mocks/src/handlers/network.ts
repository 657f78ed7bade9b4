import { LIMITS, NETWORK_MESSAGES } from '@credence/api';
import { findEquivalenceCycle } from '@credence/engine';
import type { MockStore } from '../store';
import type { MockArgument, MockUser } from '../types';
import { fail } from '../validation';
import { readableArgument } from './access';
import type { CallAnswer, CallResolvers } from './define';

type NetworkView = CallAnswer<'getArgumentNetwork'>['network'];

/** The argument holding `claimId` if `user` may see it (claims belong to one argument). */
function argumentOfClaim(store: MockStore, claimId: string, user: MockUser): MockArgument | null {
  const argument = store.data.arguments.find(
    (candidate) => candidate.conclusionId === claimId || candidate.premiseIds.includes(claimId),
  );
  return argument && store.canRead(argument, user.id) ? argument : null;
}

/**
 * The network of `root` as `user` sees it, as the host walks it: breadth first over the links
 * answering a premise of an argument found before (in the order they were made), the linking
 * arguments `user` may see kept, the others counted and never walked through; at most
 * `LIMITS.networkArguments` arguments, then `truncated`.
 */
function networkOf(store: MockStore, root: MockArgument, user: MockUser): NetworkView {
  const ids = [root.id];
  const met = new Set(ids);
  const hidden = new Set<number>();
  let truncated = false;
  let frontier = [root.id];
  while (frontier.length > 0 && !truncated) {
    const targets = new Set(frontier);
    const sources = store
      .relationships()
      .filter((link) => targets.has(link.targetArgumentId))
      .map((link) => link.sourceArgumentId);
    frontier = [];
    for (const id of new Set(sources)) {
      if (met.has(id)) continue;
      met.add(id);
      if (!store.readableArgument(id, user.id)) hidden.add(id);
      else if (ids.length >= LIMITS.networkArguments) truncated = true;
      else {
        ids.push(id);
        frontier.push(id);
      }
    }
  }
  const inNetwork = new Set(ids);
  const argumentsShown = ids.map((id) => store.detail(store.argument(id) as MockArgument, user.id));
  const claims = new Set(
    argumentsShown.flatMap((argument) => [
      argument.conclusion.id,
      ...argument.premises.map((premise) => premise.id),
    ]),
  );
  return {
    rootArgumentId: root.id,
    arguments: argumentsShown,
    links: store
      .relationships()
      .filter(
        (link) => inNetwork.has(link.sourceArgumentId) && inNetwork.has(link.targetArgumentId),
      )
      .map((link) => ({
        sourceArgumentId: link.sourceArgumentId,
        targetArgumentId: link.targetArgumentId,
        targetClaimId: link.targetPremiseId,
        linkType: link.linkType,
      })),
    equivalences: store
      .equivalences(user.id)
      .filter(({ claimIds }) => claims.has(claimIds[0]) && claims.has(claimIds[1]))
      .map(({ id, claimIds }) => ({ id, claimIds: [...claimIds] as [string, string] })),
    hiddenArguments: hidden.size,
    truncated,
  };
}

/**
 * The loop declaring the two claims the same would close in `user`'s networks, named by titles
 * (an argument they may not see as the host names it), or null: the engine's
 * `findEquivalenceCycle` over every argument, link and equivalence of the user, as the host
 * searches the links around the two claims.
 */
function equivalenceLoop(
  store: MockStore,
  user: MockUser,
  claimId: string,
  otherClaimId: string,
): string[] | null {
  const graph = {
    arguments: store.data.arguments.map((argument) => ({
      id: String(argument.id),
      conclusionId: argument.conclusionId,
      premiseIds: argument.premiseIds,
    })),
    links: store.relationships().map((link) => ({
      argumentId: String(link.sourceArgumentId),
      targetClaimId: link.targetPremiseId,
      type: link.linkType,
    })),
    equivalences: store.equivalences(user.id).map(({ claimIds }) => claimIds),
  };
  const loop = findEquivalenceCycle(graph, [claimId, otherClaimId]);
  return (
    loop?.map((id) => {
      const argument = store.readableArgument(Number(id), user.id);
      return argument ? argument.title : NETWORK_MESSAGES.hiddenArgument;
    }) ?? null
  );
}

/**
 * Argument networks as the host answers them: the network read, each user's claim equivalences
 * (400 one claim twice, 404 a claim they may not see, 409 declared already in either order or
 * closing a loop; only the declarer withdraws one) and the claim search of the "Same claim as…"
 * box. Links in the mocks always answer a premise, and `linkArgument` makes a new argument,
 * which cannot close a loop: the host's 409 for a link never arises here.
 */
export const networkResolvers: Pick<
  CallResolvers,
  'getArgumentNetwork' | 'createClaimEquivalence' | 'deleteClaimEquivalence' | 'searchClaims'
> = {
  getArgumentNetwork: ({ store, user, params }) => ({
    network: networkOf(store, readableArgument(store, params.id, user), user),
  }),
  createClaimEquivalence: ({ store, user, body }) => {
    const { claimId, otherClaimId } = body;
    if (claimId === otherClaimId) fail(400, NETWORK_MESSAGES.sameClaim);
    for (const id of [claimId, otherClaimId]) {
      if (!argumentOfClaim(store, id, user)) fail(404, NETWORK_MESSAGES.claimNotFound(id));
    }
    const declared = store
      .equivalences(user.id)
      .some(({ claimIds }) => claimIds.includes(claimId) && claimIds.includes(otherClaimId));
    if (declared) fail(409, NETWORK_MESSAGES.alreadyEquivalent);
    const loop = equivalenceLoop(store, user, claimId, otherClaimId);
    if (loop) fail(409, NETWORK_MESSAGES.loop(loop));
    const { id, claimIds } = store.addEquivalence(user.id, claimId, otherClaimId);
    return { equivalence: { id, claimIds: [...claimIds] as [string, string] } };
  },
  deleteClaimEquivalence: ({ store, user, params }) => {
    if (!store.removeEquivalence(user.id, params.id)) {
      fail(404, NETWORK_MESSAGES.equivalenceNotFound);
    }
    return { success: true as const };
  },
  searchClaims: ({ store, user, query }) => {
    const wanted = query.q.toLowerCase();
    const readable = store.data.arguments
      .filter((argument) => store.canRead(argument, user.id))
      .sort((a, b) => b.id - a.id);
    const claims = readable.flatMap((argument) =>
      [...argument.premiseIds, argument.conclusionId].flatMap((id) => {
        const content = store.claim(id)?.content ?? '';
        if (!content.toLowerCase().includes(wanted)) return [];
        const role = id === argument.conclusionId ? ('CONCLUSION' as const) : ('PREMISE' as const);
        return [{ id, content, role, argumentId: argument.id, argumentTitle: argument.title }];
      }),
    );
    return { claims: claims.slice(0, LIMITS.claimSearchResults) };
  },
};
