import { evaluateNetworkWithSensitivity, type NetworkInput } from '@credence/engine';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { savedEvaluationInput } from '../evaluator/evaluator.load';
import { networkComputeMessage, networkFigures } from './network.compute';
import { fallbackArgument, workedNetwork } from './network.fixtures';
import { networkMachine } from './network.machine';
import type {
  ArgumentNetwork,
  CreateEquivalenceInput,
  DeleteEquivalenceInput,
  NetworkComputation,
} from './network.types';

function start(
  answers: ArgumentNetwork[],
  createEquivalence: (input: CreateEquivalenceInput) => Promise<unknown> = async () => ({}),
  deleteEquivalence: (input: DeleteEquivalenceInput) => Promise<unknown> = async () => ({}),
) {
  const load = vi.fn(async () => ({ network: answers.shift() ?? workedNetwork() }));
  const actor = createActor(
    networkMachine.provide({
      actors: {
        loadNetwork: fromPromise(load),
        createEquivalence: fromPromise(({ input }) => createEquivalence(input)),
        deleteEquivalence: fromPromise(({ input }) => deleteEquivalence(input)),
      },
    }),
    { input: { argumentId: 1 } },
  ).start();
  return { actor, load };
}

describe('networkMachine', () => {
  it('loads the network and computes its figures', async () => {
    const { actor, load } = start([workedNetwork()]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ input: { argumentId: 1 } }));
    const { figures, computeError } = actor.getSnapshot().context;
    expect(computeError).toBeNull();
    expect(figures?.pC).toBeCloseTo(0.567752, 9);
    expect(figures?.premises.P2?.linkedArguments).toBe(1);
  });

  it('recomputes P(C) when the root input changes, before and after the load', async () => {
    const { actor } = start([workedNetwork()]);
    const root = savedEvaluationInput(workedNetwork().arguments[0]!);
    actor.send({ type: 'ROOT_INPUT', input: { ...root, pCGivenPremises: 0.5 } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.figures?.pC).toBeCloseTo(0.2 + 0.3 * 0.796 * 0.66, 9);
    actor.send({ type: 'ROOT_INPUT', input: null });
    expect(actor.getSnapshot().context.figures?.pC).toBeCloseTo(0.567752, 9);
  });

  it('says why a network cannot be evaluated, and keeps no figures', async () => {
    const looped = workedNetwork();
    looped.arguments[2] = fallbackArgument(3, 'Objection', 'OC', [['C', 0.6]], 0.5, 0.1);
    const { actor } = start([looped]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.figures).toBeNull();
    expect(actor.getSnapshot().context.computeError).toMatch(/form a loop/);
  });

  it('MARK_SAME declares the equivalence, then loads the network again', async () => {
    const created: CreateEquivalenceInput[] = [];
    const { actor, load } = start([workedNetwork(), workedNetwork()], async (input) => {
      created.push(input);
      return { equivalence: { id: 1, claimIds: ['P1', 'S1'] } };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'MARK_SAME', claimId: 'P1', otherClaimId: 'S1' });
    await waitFor(actor, (s) => s.matches('loading'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(created).toEqual([{ claimId: 'P1', otherClaimId: 'S1' }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a refused equivalence shows the server’s message and keeps the network', async () => {
    const { actor } = start([workedNetwork()], () =>
      Promise.reject({ body: { error: 'You have already declared these two claims the same' } }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'MARK_SAME', claimId: 'P1', otherClaimId: 'S1' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(
      'You have already declared these two claims the same',
    );
    expect(actor.getSnapshot().context.figures).not.toBeNull();
  });

  it('UNMARK_SAME withdraws the equivalence, then loads the network again', async () => {
    const withdrawn: DeleteEquivalenceInput[] = [];
    const { actor, load } = start([workedNetwork(), workedNetwork()], undefined, async (input) => {
      withdrawn.push(input);
      return { success: true };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'UNMARK_SAME', equivalenceId: 7 });
    expect(actor.getSnapshot().matches({ ready: 'unmarkingSame' })).toBe(true);
    await waitFor(actor, (s) => s.matches('loading'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(withdrawn).toEqual([{ equivalenceId: 7 }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a refused withdrawal shows the server’s message, or says it failed, and keeps the network', async () => {
    const answers = [
      Promise.reject({ body: { error: 'Equivalence not found' } }),
      Promise.reject(new Error('offline')),
    ];
    for (const answer of answers) answer.catch(() => {});
    const { actor, load } = start([workedNetwork()], undefined, () => answers.shift()!);
    await waitFor(actor, (s) => s.matches('ready'));
    for (const message of ['Equivalence not found', 'Could not withdraw the equivalence']) {
      actor.send({ type: 'UNMARK_SAME', equivalenceId: 7 });
      await waitFor(actor, (s) => s.context.error !== null);
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(message);
      expect(actor.getSnapshot().context.figures).not.toBeNull();
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load says so; RETRY loads again', async () => {
    let calls = 0;
    const actor = createActor(
      networkMachine.provide({
        actors: {
          loadNetwork: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return { network: workedNetwork() };
          }),
        },
      }),
      { input: { argumentId: 1 } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Could not load the argument network');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  describe('a network as large as offThreadFrom', () => {
    /** The machine with a `computeNetwork` whose answers the test releases one by one. */
    function startDeferred(network: ArgumentNetwork) {
      const jobs: {
        input: NetworkInput;
        signal: AbortSignal;
        settle: (fail?: unknown) => void;
      }[] = [];
      const actor = createActor(
        networkMachine.provide({
          actors: {
            loadNetwork: fromPromise(async () => ({ network })),
            computeNetwork: fromPromise<NetworkComputation, NetworkInput>(
              ({ input, signal }) =>
                new Promise((resolve, reject) => {
                  jobs.push({
                    input,
                    signal,
                    settle: (fail) =>
                      fail ? reject(fail) : resolve(evaluateNetworkWithSensitivity(input)),
                  });
                }),
            ),
          },
        }),
        // The worked network's largest argument has 2 premises.
        { input: { argumentId: 1, offThreadFrom: 2 } },
      ).start();
      return { actor, jobs };
    }

    it('is computed by computeNetwork, the latest root input only, the last figures shown meanwhile', async () => {
      const { actor, jobs } = startDeferred(workedNetwork());
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().context).toMatchObject({ computing: true, figures: null });
      expect(jobs).toHaveLength(1);
      jobs[0]!.settle();
      await waitFor(actor, (s) => !s.context.computing);
      expect(actor.getSnapshot().context.figures?.pC).toBeCloseTo(0.567752, 9);

      const root = savedEvaluationInput(workedNetwork().arguments[0]!);
      actor.send({ type: 'ROOT_INPUT', input: { ...root, pCGivenPremises: 0.7 } });
      actor.send({ type: 'ROOT_INPUT', input: { ...root, pCGivenPremises: 0.5 } });
      expect(jobs).toHaveLength(3);
      // The first of the two was stopped: its signal aborted, its answer never applied.
      expect(jobs[1]!.signal.aborted).toBe(true);
      expect(actor.getSnapshot().context.computing).toBe(true);
      expect(actor.getSnapshot().context.figures?.pC).toBeCloseTo(0.567752, 9);
      jobs[1]!.settle();
      await Promise.resolve();
      expect(actor.getSnapshot().context.figures?.pC).toBeCloseTo(0.567752, 9);
      jobs[2]!.settle();
      await waitFor(actor, (s) => !s.context.computing);
      expect(actor.getSnapshot().context.figures).toEqual(
        networkFigures(workedNetwork(), { ...root, pCGivenPremises: 0.5 }),
      );
    });

    it('says why the engine refused it, as it does on the spot', async () => {
      const looped = workedNetwork();
      looped.arguments[2] = fallbackArgument(3, 'Objection', 'OC', [['C', 0.6]], 0.5, 0.1);
      const { actor, jobs } = startDeferred(looped);
      await waitFor(actor, (s) => s.matches('ready'));
      let thrown: unknown;
      try {
        evaluateNetworkWithSensitivity(jobs[0]!.input);
      } catch (error) {
        thrown = error;
      }
      jobs[0]!.settle(thrown);
      await waitFor(actor, (s) => !s.context.computing);
      expect(actor.getSnapshot().context.figures).toBeNull();
      expect(actor.getSnapshot().context.computeError).toBe(networkComputeMessage(thrown, looped));
      expect(actor.getSnapshot().context.computeError).toMatch(/form a loop \(Root/);
    });

    it('runs on the spot when computeNetwork is not provided', async () => {
      const actor = createActor(
        networkMachine.provide({
          actors: { loadNetwork: fromPromise(async () => ({ network: workedNetwork() })) },
        }),
        { input: { argumentId: 1, offThreadFrom: 1 } },
      ).start();
      await waitFor(actor, (s) => s.matches('ready') && !s.context.computing);
      expect(actor.getSnapshot().context.figures?.pC).toBeCloseTo(0.567752, 9);
    });
  });
});
