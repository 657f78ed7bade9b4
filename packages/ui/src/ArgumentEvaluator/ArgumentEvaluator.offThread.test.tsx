import { evaluateNetwork, formatPercent } from '@credence/engine';
import { ADA_ID } from '@credence/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type {
  EvaluationRequest,
  EvaluationResponse,
  NetworkRequest,
  NetworkResponse,
} from '../offThread/protocol';
import { addLargeArgument, LARGE_ARGUMENT_TITLE } from '../testing/largeArgument';
import { testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { ArgumentEvaluator } from './ArgumentEvaluator';
import { OFF_THREAD_PREMISES } from './ArgumentEvaluatorProvider';

const PageWorker = globalThis.Worker;

/** Replaces `Worker` with one that records the page's requests and the worker's answers. */
function watchWorkers() {
  const requests: (EvaluationRequest | NetworkRequest)[] = [];
  const answers: (EvaluationResponse | NetworkResponse)[] = [];
  globalThis.Worker = class extends PageWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event) => answers.push(event.data));
    }
    override postMessage(
      message: EvaluationRequest | NetworkRequest,
      options?: Transferable[] | StructuredSerializeOptions,
    ): void {
      requests.push(message);
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  } as typeof Worker;
  return { requests, answers };
}

afterEach(() => {
  globalThis.Worker = PageWorker;
});

describe('ArgumentEvaluator: large arguments', () => {
  it('evaluates a 16-premise argument in a Web Worker and shows its latest answer', async () => {
    expect(OFF_THREAD_PREMISES).toBe(14);
    const { requests, answers } = watchWorkers();
    const backend = testBackend();
    const large = addLargeArgument(backend.store);
    const screen = await render(
      withCredence(<ArgumentEvaluator argumentId={large.id} />, backend.client),
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: LARGE_ARGUMENT_TITLE }))
      .toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Calculation results/ }));
    const shownPC = screen.getByTestId('result-p-c');
    await expect.element(shownPC).toHaveTextContent(large.shownPC);
    expect(requests.length).toBeGreaterThan(0);

    // Premise 1 to 0 with the keyboard (Home): every premise true becomes impossible.
    const slider = screen.getByRole('slider', { name: /Confidence in Premise 1\b/ });
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{Home}');
    await expect.element(shownPC).toHaveTextContent(large.shownPCWithoutPremiseOne);
    // The worker evaluated that credence, and its answer is the one on screen.
    const latest = requests.at(-1) as EvaluationRequest;
    expect(latest.packed.input.premises).toHaveLength(16);
    expect(latest.packed.input.premises[0]?.probability).toBe(0);
    const answer = answers.find(
      (candidate) => candidate.id === latest.id && ('result' in candidate || 'error' in candidate),
    );
    if (!answer || !('result' in answer))
      throw new Error('The worker did not answer the last request.');
    expect(formatPercent(answer.result.pC)).toBe(large.shownPCWithoutPremiseOne);
    await expect
      .element(screen.getByRole('region', { name: 'Calculation Results' }))
      .not.toHaveAttribute('aria-busy');
  });

  it('computes the network of a 16-premise argument in a Web Worker, the latest root first', async () => {
    const { requests, answers } = watchWorkers();
    const backend = testBackend();
    const large = addLargeArgument(backend.store);
    // A supporting argument for Premise 2, linked: a network of two arguments.
    const support = backend.store.createArgument(ADA_ID, {
      title: 'Why reason 2 holds',
      summarizedDescription: '',
      argumentType: 'INDUCTIVE',
      visibility: 'PRIVATE',
      premises: [{ content: 'A survey found it.' }],
      conclusion: { content: 'Reason number 2 holds.' },
    });
    const root = backend.store.argument(large.id)!;
    backend.store.addRelationship({
      sourceArgumentId: support.id,
      targetArgumentId: large.id,
      targetPremiseId: root.premiseIds[1]!,
      linkType: 'support',
      conclusionType: 'AFFIRMATION',
    });
    const screen = await render(
      withCredence(<ArgumentEvaluator argumentId={large.id} />, backend.client),
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: LARGE_ARGUMENT_TITLE }))
      .toBeVisible();
    await userEvent.click(screen.getByText('Network', { exact: true }));
    const networkPC = screen.getByText(/^Network P\(C\): /);
    await expect.element(networkPC).toBeVisible();

    const networkRequests = () =>
      requests.filter((request): request is NetworkRequest => 'network' in request);
    // Each worker numbers its own jobs: the network worker's answers are told by their shape.
    const networkAnswers = () =>
      answers.filter(
        (answer): answer is NetworkResponse => 'computation' in answer || 'refusal' in answer,
      );
    /** The latest network request, once the worker answered it, and its answer. */
    const latestAnswered = async () => {
      await expect
        .poll(() => networkAnswers().some((answer) => answer.id === networkRequests().at(-1)?.id))
        .toBe(true);
      const request = networkRequests().at(-1)!;
      const answer = networkAnswers().find((candidate) => candidate.id === request.id);
      if (!answer || !('computation' in answer)) throw new Error('The worker refused it.');
      return { request, computation: answer.computation };
    };
    const first = await latestAnswered();
    expect(first.request.network.arguments).toHaveLength(2);
    await expect
      .element(networkPC)
      .toHaveTextContent(`Network P(C): ${formatPercent(first.computation.evaluation.pC)}`);

    // Premise 1 to 0: the network P(C) on screen is the worker's answer for that root.
    const slider = screen.getByRole('slider', { name: /Confidence in Premise 1\b/ });
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{Home}');
    await expect
      .poll(
        () => networkRequests().at(-1)?.network.arguments[0]?.input.input.premises[0]?.probability,
      )
      .toBe(0);
    const { request: latest, computation } = await latestAnswered();
    expect(computation.evaluation.pC).not.toBe(first.computation.evaluation.pC);
    await expect
      .element(networkPC)
      .toHaveTextContent(`Network P(C): ${formatPercent(computation.evaluation.pC)}`);
    // The same figures the page would compute itself.
    expect(computation.evaluation.pC).toBe(
      evaluateNetwork({
        rootArgumentId: String(large.id),
        arguments: latest.network.arguments.map((argument) => ({
          ...argument,
          input: argument.input.input,
        })),
        links: latest.network.links,
        equivalences: latest.network.equivalences,
      }).pC,
    );
  });
});
