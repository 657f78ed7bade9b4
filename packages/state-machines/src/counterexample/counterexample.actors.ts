import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  FetchCounterexampleClaimsInput,
  FetchCounterexampleClaimsOutput,
  GenerateTruthTableInput,
  GenerateTruthTableOutput,
  RegimentInput,
  RegimentOutput,
} from './counterexample.types';

/**
 * The counterexample modal's server actors built on a {@link @credence/api!CredenceClient}:
 * - `fetchClaims`: POST /api/objects/claims/batch → `{ claims }` as `{ id, content }`;
 * - `regiment`: POST /api/counterexample/regiment. The call has no model field, so `modelId` is
 *   not sent (the server picks its model);
 * - `generateTruthTable`: POST /api/counterexample/truth-table, the answer passed on as is.
 *
 * Not built here: `loadStored`, `saveStored` and `clearStored` keep the counterexample in the
 * browser's local storage, and `evaluatePredicateModel` runs the predicate logic engine in the
 * page; the app provides them.
 */
export function counterexampleActorsFromClient(client: CredenceClient) {
  return {
    fetchClaims: fromCall<FetchCounterexampleClaimsOutput, FetchCounterexampleClaimsInput>(
      async ({ input, signal }) => {
        const claims = await client.getClaims({ claimIds: input.claimIds }, { signal });
        return { claims: claims.map(({ id, content }) => ({ id, content })) };
      },
    ),
    regiment: fromCall<RegimentOutput, RegimentInput>(async ({ input, signal }) => {
      const { regimentedPremises, regimentedConclusion } = await client.regiment(
        {
          premises: input.premises,
          conclusion: input.conclusion,
          logicSystem: input.logicSystem,
          notationStyle: input.notationStyle,
        },
        { signal },
      );
      return { regimentedPremises, regimentedConclusion };
    }),
    generateTruthTable: fromCall<GenerateTruthTableOutput, GenerateTruthTableInput>(
      ({ input, signal }) =>
        client.counterexampleTruthTable({ formulas: input.formulas }, { signal }),
    ),
  };
}
