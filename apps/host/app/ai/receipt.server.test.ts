/**
 * The server's receipt of a reconstruction, computed on the offline AI worker thread: the same
 * receipt as `reconstructionReceipt` of the offline functions, under the call's deadline.
 */
import { type ReceiptRequest, reconstructionReceipt } from '@credence/mocks/offline-ai';
import { afterAll, describe, expect, it } from 'vitest';
import { AiError } from './errors.ts';
import { offlineAiWorker } from './offlineWorker.server.ts';
import { computeReceipt } from './receipt.server.ts';

afterAll(() => offlineAiWorker().close());

const socrates: ReceiptRequest = {
  premises: [{ formula: 'F(a)', content: 'Socrates is a man.' }],
  conclusion: { formula: 'G(a)', content: 'Socrates is mortal.' },
  argumentType: 'DEDUCTIVE',
};

describe('computeReceipt', () => {
  it('is the engine’s receipt, computed on the worker', async () => {
    const receipt = await computeReceipt(socrates);
    expect(receipt).toEqual(reconstructionReceipt(socrates));
    expect(receipt?.valid.status).toBe('invalid');
  });

  it('is null past the receipt budget', async () => {
    const wide = Array.from({ length: 101 }, (_, index) => `p${index}`).join(' ∨ ');
    expect(
      await computeReceipt({ ...socrates, premises: [{ formula: wide, content: 'Many.' }] }),
    ).toBeNull();
  });

  it('rejects with the deadline’s reason once the signal aborts, and a 502 when the job fails', async () => {
    const timedOut = new AiError(504, 'The AI service did not answer in time');
    await expect(computeReceipt(socrates, AbortSignal.abort(timedOut))).rejects.toBe(timedOut);
    const broken = { ...socrates, premises: null } as unknown as ReceiptRequest;
    await expect(computeReceipt(broken)).rejects.toMatchObject({
      status: 502,
      message: 'The reconstruction’s formulas could not be checked',
    });
  });
});
