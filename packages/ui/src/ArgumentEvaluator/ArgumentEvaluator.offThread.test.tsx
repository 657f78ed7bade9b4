import { formatPercent } from '@credence/engine';
import { ADA_ID } from '@credence/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { EvaluationRequest, EvaluationResponse } from '../offThread/protocol';
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
    const argument = backend.store.createArgument(ADA_ID, {
      title: 'Sixteen reasons',
      summarizedDescription: '',
      argumentType: 'INDUCTIVE',
      visibility: 'PRIVATE',
      premises: Array.from({ length: 16 }, (_, i) => ({ content: `Reason number ${i + 1}.` })),
      conclusion: { content: 'The plan will work.' },
    });
    const screen = await render(
      withCredence(<ArgumentEvaluator argumentId={argument.id} />, backend.client),
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Sixteen reasons' }))
      .toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Calculation results/ }));
    const shownPC = screen.getByTestId('result-p-c');
    await expect.element(shownPC).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);

    const slider = screen.getByRole('slider', { name: /Confidence in Premise 1\b/ });
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // The request for the moved credence went to the worker…
    const moved = () =>
      requests.filter((request) => request.packed.input.premises[0]?.probability !== 0.5);
    await expect.poll(() => moved().length).toBeGreaterThan(0);
    const latest = moved().at(-1)!;
    // …and once its answer is in, that answer is what the screen shows, the panel no longer busy.
    await expect.poll(() => answers.some((answer) => answer.id === latest.id)).toBe(true);
    const answer = answers.find((candidate) => candidate.id === latest.id)!;
    if ('error' in answer) throw new Error(answer.error);
    await expect.element(shownPC).toHaveTextContent(formatPercent(answer.result.pC));
    const results = screen.getByRole('region', { name: 'Calculation Results' });
    await expect.element(results).not.toHaveAttribute('aria-busy');
    expect(latest.packed.input.premises).toHaveLength(16);
  });
});
