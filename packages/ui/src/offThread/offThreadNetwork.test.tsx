import {
  evaluateNetwork,
  exampleTruthTable,
  NetworkCycleError,
  type NetworkInput,
  networkSensitivity,
} from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { createOffThreadNetwork } from './offThreadNetwork';

/** A root of 16 premises (truth-table mode, the table an engine view) with one supported. */
function network(firstCredence: number): NetworkInput {
  return {
    rootArgumentId: 'root',
    arguments: [
      {
        id: 'root',
        conclusionId: 'C',
        input: {
          mode: 'truth_table',
          premises: Array.from({ length: 16 }, (_, i) => ({
            id: `p${i + 1}`,
            probability: i === 0 ? firstCredence : 0.6 + (i % 5) / 20,
          })),
          truthTableData: { rowValues: exampleTruthTable(16) },
        },
      },
      {
        id: 'support',
        conclusionId: 'p2',
        input: {
          mode: 'fallback',
          premises: [{ id: 's1', probability: 0.9 }],
          pCGivenPremises: 0.95,
          pCGivenNotPremises: 0.3,
        },
      },
    ],
    links: [{ argumentId: 'support', targetClaimId: 'p2', type: 'support' }],
  };
}

describe('createOffThreadNetwork', () => {
  it('computes in the worker the figures the page would compute', async () => {
    const computer = createOffThreadNetwork();
    const input = network(0.7);
    const computation = await computer.run(input);
    expect(computer.offThread).toBe(true);
    expect(computation.evaluation).toEqual(evaluateNetwork(input));
    expect(computation.sensitivity).toEqual(networkSensitivity(input));
    computer.dispose();
  });

  it('lets the latest request win', async () => {
    const computer = createOffThreadNetwork();
    const running = computer.run(network(0.1));
    const replaced = computer.run(network(0.2));
    const latest = computer.run(network(0.3));
    await expect(replaced).rejects.toMatchObject({ name: 'AbortError' });
    expect((await latest).evaluation.pC).toBe(evaluateNetwork(network(0.3)).pC);
    expect((await running).evaluation.pC).toBe(evaluateNetwork(network(0.1)).pC);
    computer.dispose();
  });

  it('rejects with the engine’s own refusal, its loop included', async () => {
    const computer = createOffThreadNetwork();
    const looped = network(0.7);
    // The supporting argument takes the root's conclusion as its premise: a loop.
    looped.arguments[1]!.input.premises[0]!.id = 'C';
    const refusal = await computer.run(looped).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NetworkCycleError);
    expect((refusal as NetworkCycleError).cycle).toEqual(
      (() => {
        try {
          evaluateNetwork(looped);
        } catch (error) {
          return (error as NetworkCycleError).cycle;
        }
        return null;
      })(),
    );
    computer.dispose();
  });
});
