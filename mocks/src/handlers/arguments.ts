import { fail } from '../validation';
import { ownedArgument, readableArgument } from './access';
import type { CallResolvers } from './define';

/** Arguments and claims: create, read (by id, by ids, by share token), claims by id. */
export const argumentResolvers: Pick<
  CallResolvers,
  | 'createArgument'
  | 'getArgument'
  | 'updateArgument'
  | 'deleteArgument'
  | 'getArgumentsByIds'
  | 'getClaims'
  | 'getSharedArgument'
> = {
  createArgument: ({ store, user, body }) => ({
    argument: store.detail(store.createArgument(user.id, body), user.id),
  }),
  getArgument: ({ store, user, params }) => ({
    argument: store.detail(readableArgument(store, params.id, user), user.id),
  }),
  updateArgument: ({ store, user, params, body }) => {
    const argument = ownedArgument(store, params.id, user);
    const index = body.premises.findIndex(
      (premise) => premise.id !== undefined && !argument.premiseIds.includes(premise.id),
    );
    if (index >= 0) {
      fail(
        400,
        `premises.${index}.id: "${body.premises[index]?.id}" is not a premise of this argument`,
      );
    }
    store.updateArgument(user.id, argument, body);
    return { argument: store.detail(argument, user.id) };
  },
  deleteArgument: ({ store, user, params }) => {
    store.deleteArgument(ownedArgument(store, params.id, user));
    return { success: true as const };
  },
  getArgumentsByIds: ({ store, user, query }) => ({
    arguments: query.ids.flatMap((id) => {
      const argument = store.readableArgument(id, user.id);
      return argument ? [store.summary(argument)] : [];
    }),
  }),
  getClaims: ({ store, body }) => ({
    claims: body.claimIds.flatMap((id) => {
      const claim = store.claim(id);
      return claim
        ? [{ id: claim.id, content: claim.content, negationContent: claim.negationContent ?? null }]
        : [];
    }),
  }),
  getSharedArgument: ({ store, user, params }) => {
    const argument = store.argumentByShareToken(params.shareToken);
    if (!argument) fail(404, 'Share link not found');
    const readerId = user?.id ?? null;
    if (!store.canRead(argument, readerId)) {
      fail(
        403,
        argument.visibility === 'PRIVATE'
          ? 'This argument is private'
          : "This argument is visible only to its owner's friends",
      );
    }
    return { argument: store.detail(argument, readerId) };
  },
};
