import { baseClaimId } from '@credence/engine';
import type { MockDependencySettings } from '../types';
import { readableArgument } from './access';
import type { CallResolvers } from './define';

/** Drops premises left without parents (the spec removes them from the map). */
function withoutEmpty(dependencies: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(dependencies).filter(([, parents]) => parents.length > 0),
  );
}

/** Removes the dependency of `targetId` on `sourceId` (either sign) and its conditionals. */
function removeDependency(settings: MockDependencySettings, targetId: string, sourceId: string) {
  const source = baseClaimId(sourceId);
  const parents = settings.dependencies[targetId] ?? [];
  const keptParents = parents.filter((id) => baseClaimId(id) !== source);
  const keptConditionals = Object.fromEntries(
    Object.entries(settings.premiseConditionals).filter(([key]) => {
      const [target, parentList = ''] = key.split('|');
      return !(
        target === targetId && parentList.split('&').some((p) => baseClaimId(p.trim()) === source)
      );
    }),
  );
  const removed =
    keptParents.length !== parents.length ||
    Object.keys(keptConditionals).length !== Object.keys(settings.premiseConditionals).length;
  return {
    removed,
    dependencies: withoutEmpty({ ...settings.dependencies, [targetId]: keptParents }),
    premiseConditionals: keptConditionals,
  };
}

/** The user's dependency settings of an argument: replace and remove one. */
export const dependencyResolvers: Pick<CallResolvers, 'upsertDependencies' | 'deleteDependency'> = {
  upsertDependencies: ({ store, user, params, body }) => {
    const argument = readableArgument(store, params.argumentId, user);
    store.setDependencySettings(argument, user.id, {
      dependencies: withoutEmpty(body.dependencies),
      premiseConditionals: body.premiseConditionals,
    });
    return store.dependencySettings(argument, user.id);
  },
  deleteDependency: ({ store, user, params, query }) => {
    const argument = readableArgument(store, params.argumentId, user);
    const { removed, ...settings } = removeDependency(
      store.dependencySettings(argument, user.id),
      query.targetId,
      query.sourceId,
    );
    if (removed) store.setDependencySettings(argument, user.id, settings);
    return { removed, ...store.dependencySettings(argument, user.id) };
  },
};
