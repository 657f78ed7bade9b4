import type { MockRelationship } from '../types';
import { fail } from '../validation';
import { readableArgument } from './access';
import type { CallResolvers } from './define';

const link = ({ sourceArgumentId, targetArgumentId }: MockRelationship) => ({
  sourceArgumentId,
  targetArgumentId,
});

/** Groups relationships into dialectics: sets of arguments connected by links. */
function dialecticsOf(relationships: MockRelationship[]) {
  const groups: Array<{ ids: Set<number>; links: MockRelationship[] }> = [];
  for (const relationship of relationships) {
    const touching = groups.filter(
      (g) => g.ids.has(relationship.sourceArgumentId) || g.ids.has(relationship.targetArgumentId),
    );
    const merged = {
      ids: new Set([relationship.sourceArgumentId, relationship.targetArgumentId]),
      links: [relationship],
    };
    for (const group of touching) {
      for (const id of group.ids) merged.ids.add(id);
      merged.links.unshift(...group.links);
      groups.splice(groups.indexOf(group), 1);
    }
    groups.push(merged);
  }
  return groups.map((group) => ({
    argumentIds: [...group.ids].sort((a, b) => a - b),
    relationships: group.links.map(link),
  }));
}

/** Dialectical relationships: by source, all dialectics, and linking a new argument. */
export const dialecticResolvers: Pick<
  CallResolvers,
  'getDialecticalSource' | 'listDialectics' | 'linkArgument'
> = {
  getDialecticalSource: ({ store, user, params }) => ({
    dialecticalRelationships: store
      .relationships()
      .filter(
        (r) =>
          r.sourceArgumentId === params.argumentId &&
          store.readableArgument(r.sourceArgumentId, user.id) &&
          store.readableArgument(r.targetArgumentId, user.id),
      )
      .map(link),
  }),
  listDialectics: ({ store, user }) => ({
    dialectics: dialecticsOf(
      store
        .relationships()
        .filter(
          (r) =>
            store.readableArgument(r.sourceArgumentId, user.id) &&
            store.readableArgument(r.targetArgumentId, user.id),
        ),
    ),
  }),
  linkArgument: ({ store, user, body }) => {
    const original = readableArgument(store, body.originalArgumentId, user);
    if (!original.premiseIds.includes(body.originalPremiseId)) {
      fail(404, `Premise ${body.originalPremiseId} not found in argument ${original.id}`);
    }
    const created = store.createArgument(user.id, {
      title: body.title,
      summarizedDescription: body.description,
      argumentType: body.type,
      visibility: original.visibility === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
      premises: body.premises.filter((premise) => premise.content.trim() !== ''),
      conclusion: body.conclusion,
    });
    store.addRelationship({
      sourceArgumentId: created.id,
      targetArgumentId: original.id,
      targetPremiseId: body.originalPremiseId,
      linkType: body.linkType,
      conclusionType: body.conclusionType,
    });
    return { argumentId: created.id };
  },
};
