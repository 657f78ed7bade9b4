import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type { EstimateSettingsRequest, EstimateSettingsResponse } from './aiAssess.types';

/**
 * The AI Assess machine's injected actor built on a {@link @credence/api!CredenceClient}:
 * `estimateSettings` is POST /api/ai/estimate-settings, its answer passed on as is (the machine
 * reads `settings.*`, then the top level, and treats a lone `error` as a failure). A failed call
 * rejects with the client's `CredenceApiError` (message: the answer's `error`, else `HTTP {status}`).
 */
export function aiAssessActorsFromClient(client: CredenceClient) {
  return {
    estimateSettings: fromCall<EstimateSettingsResponse, EstimateSettingsRequest>(
      ({ input, signal }) => client.estimateSettings(input, { signal }),
    ),
  };
}
