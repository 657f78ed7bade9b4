import { formatPercent } from '@credence/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { EvaluationRequest, EvaluationResponse } from '../offThread/protocol';
import { addLargeArgument, LARGE_ARGUMENT_TITLE } from '../testing/largeArgument';
import { testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { ArgumentEvaluator } from './ArgumentEvaluator';
import { OFF_THREAD_PREMISES } from './ArgumentEvaluatorProvider';

const PageWorker = globalThis.Worker;

/** Replaces `Worker` with one that records the page's requests and the worker's answers. */
function watchWorkers() {
  const requests: EvaluationRequest[] = [];
  const answers: EvaluationResponse[] = [];
  globalThis.Worker = class extends PageWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event) => answers.push(event.data));
    }
    override postMessage(
      message: EvaluationRequest,
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
    const latest = requests.at(-1)!;
    expect(latest.packed.input.premises).toHaveLength(16);
    expect(latest.packed.input.premises[0]?.probability).toBe(0);
    const answer = answers.find((candidate) => candidate.id === latest.id);
    if (!answer || 'error' in answer)
      throw new Error('The worker did not answer the last request.');
    expect(formatPercent(answer.result.pC)).toBe(large.shownPCWithoutPremiseOne);
    await expect
      .element(screen.getByRole('region', { name: 'Calculation Results' }))
      .not.toHaveAttribute('aria-busy');
  });
});
