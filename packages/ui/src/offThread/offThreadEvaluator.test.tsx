import {
  type EvaluationInput,
  evaluateArgument,
  exampleTruthTable,
  scenarioBreakdown,
} from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { createEvaluationWorker } from './createEvaluationWorker';
import { createOffThreadEvaluator } from './offThreadEvaluator';
import { panelDataOf } from './panelData';

/** A 16-premise truth-table argument (the table an engine view, as the evaluator holds it). */
function bigArgument(firstCredence: number): EvaluationInput {
  return {
    mode: 'truth_table',
    premises: Array.from({ length: 16 }, (_, i) => ({
      id: `p${i + 1}`,
      probability: i === 0 ? firstCredence : 0.6 + (i % 5) / 20,
    })),
    dependencies: { p2: ['p1'] },
    premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.2 },
    truthTableData: { rowValues: exampleTruthTable(16) },
  };
}

/** The worker, counting what the page sends it. */
function countingWorker() {
  const sent: unknown[] = [];
  const createWorker = () => {
    const worker = createEvaluationWorker();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: unknown) => {
      sent.push(message);
      post(message);
    };
    return worker;
  };
  return { sent, createWorker };
}

describe('createOffThreadEvaluator', () => {
  it('evaluates in the worker, to the numbers the page would get, with the panel data', async () => {
    const { sent, createWorker } = countingWorker();
    const evaluator = createOffThreadEvaluator({ createWorker });
    const input = bigArgument(0.7);
    const values = await evaluator.evaluate(input);
    const onPage = evaluateArgument(input);
    expect(sent).toHaveLength(1);
    expect(evaluator.offThread).toBe(true);
    expect(values.pC).toBe(onPage.pC);
    expect(values.pCGivenNotPremises).toBe(onPage.pCGivenNotPremises);
    expect(values.formula).toBe(onPage.formula);
    expect(values.debugData.rawInputs).toBe(input);
    expect(values.conditionalRowProbabilities['1'.repeat(16)]).toBe(
      onPage.conditionalRowProbabilities['1'.repeat(16)],
    );
    const panel = panelDataOf(values);
    const breakdown = scenarioBreakdown(onPage, { order: 'contribution' });
    expect(panel?.breakdown.hiddenCount).toBe(breakdown.hiddenCount);
    expect(panel?.breakdown.scenarios.slice(0, 3)).toEqual(breakdown.scenarios.slice(0, 3));
    expect(panel?.sensitivity.map((entry) => entry.premiseId)).toHaveLength(16);
    evaluator.dispose();
  });

  it('lets the latest request win: one waiting behind a running job is replaced', async () => {
    const { sent, createWorker } = countingWorker();
    const evaluator = createOffThreadEvaluator({ createWorker });
    const first = evaluator.evaluate(bigArgument(0.1));
    const second = evaluator.evaluate(bigArgument(0.2));
    const third = evaluator.evaluate(bigArgument(0.3));
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect((await first).pC).toBe(evaluateArgument(bigArgument(0.1)).pC);
    expect((await third).pC).toBe(evaluateArgument(bigArgument(0.3)).pC);
    // The replaced request never reached the worker.
    expect(sent).toHaveLength(2);
    evaluator.dispose();
  });

  it('drops a request whose signal is aborted before it runs', async () => {
    const evaluator = createOffThreadEvaluator();
    const running = evaluator.evaluate(bigArgument(0.4));
    const controller = new AbortController();
    const dropped = evaluator.evaluate(bigArgument(0.5), controller.signal);
    controller.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    expect((await running).pC).toBe(evaluateArgument(bigArgument(0.4)).pC);
    evaluator.dispose();
  });

  it('evaluates on the page where no worker starts, and where the worker fails to load', async () => {
    const input = bigArgument(0.8);
    const noWorker = createOffThreadEvaluator({
      createWorker: () => {
        throw new Error('Worker is not available here');
      },
    });
    const values = await noWorker.evaluate(input);
    expect(noWorker.offThread).toBe(false);
    expect(values.pC).toBe(evaluateArgument(input).pC);
    expect(panelDataOf(values)).toBeUndefined();

    const broken = createOffThreadEvaluator({
      createWorker: () => new Worker('/no-such-worker.js', { type: 'module' }),
    });
    expect((await broken.evaluate(input)).pC).toBe(evaluateArgument(input).pC);
    expect(broken.offThread).toBe(false);
  });
});
