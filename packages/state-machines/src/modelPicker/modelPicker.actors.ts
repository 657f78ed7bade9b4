import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type { LoadModelsInput, LoadModelsOutput } from './modelPicker.types';

/**
 * The model picker's injected actor built on a {@link @credence/api!CredenceClient}: `loadModels` is
 * GET /api/models (`?all=true` when `all`).
 *
 * It sends the call through `client.request` rather than `client.listModels`, because the latter
 * never fails (it answers `BUILT_IN_MODELS` itself): here a failure rejects, so the machine shows
 * its `fallbackModels` input (by default `BUILT_IN_MODELS` too) and sets `usingFallback`.
 */
export function modelPickerActorsFromClient(client: CredenceClient) {
  return {
    loadModels: fromCall<LoadModelsOutput, LoadModelsInput>(async ({ input, signal }) => {
      const { models } = await client.request('listModels', {
        query: input.all ? { all: 'true' } : {},
        signal,
      });
      return { models };
    }),
  };
}
