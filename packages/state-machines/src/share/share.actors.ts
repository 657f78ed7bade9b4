import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  CreateShareLinkInput,
  CreateShareLinkOutput,
  GenerateShareImageInput,
  GenerateShareImageOutput,
  UpdateShareVisibilityInput,
  UpdateShareVisibilityOutput,
} from './share.types';

/**
 * The Share menu's server actors built on a {@link @credence/api!CredenceClient}:
 * - `createShareLink`: POST /api/arguments/share;
 * - `updateVisibility`: PATCH /api/arguments/visibility;
 * - `generateImage`: POST /api/arguments/generate-image (an SVG data URL).
 *
 * Answers are passed on as is; failures reject with the client's `CredenceApiError`, whose
 * `body.error` / `body.details` the machine shows.
 *
 * Not built here: `writeClipboard`, `openPopup` and `downloadImage` use the browser (clipboard,
 * `window.open`, a download link); the app provides them next to these.
 */
export function shareActorsFromClient(client: CredenceClient) {
  return {
    createShareLink: fromCall<CreateShareLinkOutput, CreateShareLinkInput>(({ input, signal }) =>
      client.shareArgument(input, { signal }),
    ),
    updateVisibility: fromCall<UpdateShareVisibilityOutput | undefined, UpdateShareVisibilityInput>(
      ({ input, signal }) => client.setVisibility(input, { signal }),
    ),
    generateImage: fromCall<GenerateShareImageOutput, GenerateShareImageInput>(
      ({ input, signal }) => client.generateImage(input, { signal }),
    ),
  };
}
