/** Stories only (not exported): the shared per-story mock backend, under the names used here. */
export { storyBackend } from '../testing/storyBackend';
export { TIMEOUT } from '../testing/timeout';
