import { fnv1a } from '../ai/hash';
import { argumentImageDataUrl } from '../ai/image';
import { ownedArgument } from './access';
import type { CallResolvers } from './define';

/** Share link, visibility and share image of the user's own arguments. */
export const sharingResolvers: Pick<
  CallResolvers,
  'shareArgument' | 'setVisibility' | 'generateImage'
> = {
  shareArgument: ({ store, user, body }) => {
    const argument = ownedArgument(store, body.userArgumentId, user);
    argument.shareToken ??= `share-${argument.id}-${fnv1a(`${argument.id}:${argument.title}`).toString(36)}`;
    return { success: true, shareToken: argument.shareToken };
  },
  setVisibility: ({ store, user, body }) => {
    const argument = ownedArgument(store, body.userArgumentId, user);
    argument.visibility = body.visibility;
    return { success: true, visibility: argument.visibility };
  },
  generateImage: ({ store, user, body }) => {
    const argument = ownedArgument(store, body.userArgumentId, user);
    const imageUrl = argumentImageDataUrl({
      title: argument.title,
      premises: argument.premiseIds.map((id) => store.claim(id)?.content ?? ''),
      conclusion: store.claim(argument.conclusionId)?.content ?? '',
      creator: user.name,
    });
    return { success: true, imageUrl };
  },
};
