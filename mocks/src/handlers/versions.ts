import { fail, MockHttpError } from '../validation';
import { readableArgument } from './access';
import type { CallResolvers } from './define';

/** Version history (private to the user) and the saved proof of a deductive argument. */
export const versionResolvers: Pick<
  CallResolvers,
  'listVersions' | 'createVersion' | 'revertVersion' | 'loadDemonstration'
> = {
  listVersions: ({ store, user, params }) => {
    const argument = readableArgument(store, params.id, user);
    return store.versions(user.id, argument.id).map(store.versionView);
  },
  createVersion: ({ store, user, params, body }) => {
    const argument = readableArgument(store, params.id, user);
    return { version: store.versionView(store.createVersion(user.id, argument, body.versionNote)) };
  },
  revertVersion: ({ store, user, params }) => {
    const argument = readableArgument(store, params.id, user);
    const version = store.revertVersion(user.id, argument, params.versionId, (target, snapshot) =>
      store.restoreContent(target, {
        title: snapshot.title,
        summarizedDescription: snapshot.summarizedDescription,
        argumentType: snapshot.argumentType ?? target.argumentType,
        // A snapshot without a text was taken of an argument without one: none is restored.
        sourceText: snapshot.sourceText ?? null,
        premises: snapshot.premises ?? [],
        conclusion: snapshot.conclusion ?? { content: '' },
      }),
    );
    if (!version) fail(404, `Version ${params.versionId} not found`);
    return { version: store.versionView(version) };
  },
  loadDemonstration: ({ store, user, body }) => {
    const argument = store.readableArgument(body.argumentId, user.id);
    const proof = argument && store.proof(argument.id);
    if (!proof) {
      throw new MockHttpError(404, {
        success: false,
        message: 'No saved proof found for this argument',
      });
    }
    return { success: true, proofStateV4: structuredClone(proof.proofStateV4) };
  },
};
