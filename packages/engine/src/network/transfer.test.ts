import { describe, expect, it } from 'vitest';
import { exampleTruthTable } from '../probability/truthTable';
import { NetworkCycleError, TooManyNetworkClaimsError } from './errors';
import { evaluateNetwork } from './evaluate';
import {
  packNetworkError,
  packNetworkInput,
  unpackNetworkError,
  unpackNetworkInput,
} from './transfer';
import type { NetworkInput } from './types';

/** What `postMessage` does to a value. */
const posted = <T>(value: T): T => structuredClone(value);

const network: NetworkInput = {
  rootArgumentId: 'root',
  arguments: [
    {
      id: 'root',
      conclusionId: 'C',
      input: {
        mode: 'truth_table',
        premises: [
          { id: 'P1', probability: 0.8 },
          { id: 'P2', probability: 0.6 },
          { id: 'P3', probability: 0.7 },
        ],
        // An engine view, as the evaluator holds a large table: cloning alone refuses it.
        truthTableData: { rowValues: exampleTruthTable(3) },
      },
    },
    {
      id: 'support',
      conclusionId: 'P1',
      input: {
        mode: 'fallback',
        premises: [{ id: 'S', probability: 0.9 }],
        pCGivenPremises: 0.95,
        pCGivenNotPremises: 0.4,
      },
    },
  ],
  links: [{ argumentId: 'support', targetClaimId: 'P1', type: 'support' }],
  equivalences: [],
};

describe('networks across postMessage', () => {
  it('carries a network whose truth table is an engine view and evaluates it the same', () => {
    expect(() => structuredClone(network)).toThrow();
    const received = unpackNetworkInput(posted(packNetworkInput(network)));
    expect(evaluateNetwork(received)).toEqual(evaluateNetwork(network));
  });

  it('carries the engine’s refusals with what the page says about them', () => {
    const cycle = unpackNetworkError(
      posted(packNetworkError(new NetworkCycleError(['A', 'B', 'A']))),
    );
    expect(cycle).toBeInstanceOf(NetworkCycleError);
    expect((cycle as NetworkCycleError).cycle).toEqual(['A', 'B', 'A']);
    const tooMany = unpackNetworkError(
      posted(packNetworkError(new TooManyNetworkClaimsError(25, 24))),
    );
    expect(tooMany).toBeInstanceOf(TooManyNetworkClaimsError);
    expect(tooMany).toMatchObject({ count: 25, limit: 24 });
    const other = unpackNetworkError(posted(packNetworkError(new RangeError('Bad credence'))));
    expect(other.message).toBe('Bad credence');
    expect(unpackNetworkError(posted(packNetworkError('thrown text'))).message).toBe('thrown text');
  });
});
