import type { MockStore } from '../store';
import type { MockArgument, MockUser } from '../types';
import { fail } from '../validation';

/** The argument if `user` may see it; otherwise 404 (hidden arguments are not revealed). */
export function readableArgument(
  store: MockStore,
  id: number,
  user: MockUser | null,
): MockArgument {
  const argument = store.readableArgument(id, user?.id ?? null);
  if (!argument) fail(404, `Argument ${id} not found`);
  return argument;
}

/** The argument if `user` owns it: 404 when they cannot see it, 403 when it is someone else's. */
export function ownedArgument(store: MockStore, id: number, user: MockUser): MockArgument {
  const argument = readableArgument(store, id, user);
  if (argument.ownerId !== user.id) fail(403, 'Only the owner of this argument can do that');
  return argument;
}

/** 400 unless `modelId` names a known model. */
export function knownModel(store: MockStore, modelId: string, field = 'modelId'): void {
  if (!store.models(true).some((model) => model.id === modelId)) {
    fail(400, `${field}: unknown model "${modelId}"`);
  }
}
