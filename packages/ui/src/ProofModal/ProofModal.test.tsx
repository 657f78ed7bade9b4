import { type CallResolvers, RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { applyDemonstrationEvent, type DemonstrationResult } from './demonstrationResult';
import { ProofModal } from './ProofModal';
import { useProofLoader } from './useProofLoader';

/** A saved proof answered for any argument (the override of POST load-demonstration). */
function answering(proofLines: unknown[], subproofs: unknown[] = []): Partial<CallResolvers> {
  return { loadDemonstration: () => savedProof(proofLines, subproofs) };
}

/** The answer of POST load-demonstration for a saved proof of these lines. */
function savedProof(proofLines: unknown[], subproofs: unknown[] = []) {
  return {
    success: true,
    proofStateV4: {
      proofLines: proofLines as never,
      subproofs: subproofs as never,
      timestamp: '2025-03-14T10:12:00.000Z',
    },
  };
}

function describeResult(result: DemonstrationResult | null): string {
  if (result === null) return 'pending';
  return result.isSuccessful ? 'successful' : 'unsuccessful';
}

/** The "⊢" action and the modal, as the evaluator wires them; shows the demonstration flag. */
function Example({
  argumentId,
  initiallyOpen = true,
  onResult,
}: {
  argumentId: number;
  initiallyOpen?: boolean;
  onResult?: (result: DemonstrationResult) => void;
}) {
  const { actorRef, demonstration, reload } = useProofLoader(argumentId, {
    onDemonstrationResult: onResult,
  });
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          reload();
          setOpen(true);
        }}
      >
        View proof (⊢)
      </button>
      <output aria-label="Demonstration">{describeResult(demonstration)}</output>
      <ProofModal actorRef={actorRef} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

async function renderExample(
  backend: TestBackend,
  argumentId = RAIN_ID,
  props: { initiallyOpen?: boolean; onResult?: (result: DemonstrationResult) => void } = {},
) {
  const tree = (id: number) => withCredence(<Example argumentId={id} {...props} />, backend.client);
  const screen = await render(tree(argumentId));
  return { screen, rerender: (id: number) => screen.rerender(tree(id)) };
}

/** The text of every cell of every body row. */
function rowTexts(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('ProofModal', () => {
  it("shows the rain argument's saved proof: header, timestamp, numbered lines and subproof", async () => {
    const backend = testBackend();
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog', { name: 'Validated Proof' });
    await expect.element(dialog.getByText('Valid Proof (6 lines)')).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Proof lines' });
    expect(rowTexts(table.element() as HTMLElement)).toEqual([
      ['1', 'P → Q', 'Premise', '—'],
      ['2', 'Q → R', 'Premise', '—'],
      ['3', 'PAssume P for conditional proof', 'Assumption', '—'],
      ['4', 'Q', '→E', '1, 3'],
      ['5', 'R', '→E', '2, 4'],
      ['6', 'P → RDischarges the assumption P', '→I', '3, 5'],
    ]);
    expect(dialog.element().querySelector('time')?.getAttribute('datetime')).toBe(
      '2025-03-14T10:12:00.000Z',
    );
    await expect.element(dialog.getByText('Saved', { exact: false })).toBeVisible();
    const subproofs = dialog.getByRole('region', { name: 'Subproofs' });
    await expect.element(subproofs).toHaveTextContent('Assumption P · closed · level 1');
    await expect
      .element(screen.getByRole('status', { name: 'Demonstration' }))
      .toHaveTextContent('successful');
    expect(backend.requests).toEqual(['POST /api/user/arguments/load-demonstration']);
  });

  it("shows 'Loading proof...' while the proof is on its way", async () => {
    const backend = testBackend();
    backend.scenarios.set('loadDemonstration', { delayMs: 60_000 });
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog', { name: 'Validated Proof' });
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Loading proof...');
    expect(dialog.getByRole('table').elements()).toHaveLength(0);
    await expect
      .element(screen.getByRole('status', { name: 'Demonstration' }))
      .toHaveTextContent('pending');
  });

  it("says 'No saved proof found for this argument' on a 404, without 'Try Again'", async () => {
    const { screen } = await renderExample(testBackend(), REMOTE_WORK_ID);
    const dialog = screen.getByRole('dialog');
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('No saved proof found for this argument');
    expect(dialog.getByRole('button', { name: 'Try Again' }).elements()).toHaveLength(0);
    await expect
      .element(screen.getByRole('status', { name: 'Demonstration' }))
      .toHaveTextContent('unsuccessful');
  });

  it.each([
    ['a 500', 'server-error', 'API error: Internal server error'],
    ['a network failure', 'network-error', 'Failed to load proof'],
  ] as const)('shows the error for %s and tries again on demand', async (_, scenario, text) => {
    const backend = testBackend();
    backend.scenarios.set('loadDemonstration', scenario);
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(text);
    backend.scenarios.clear('loadDemonstration');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(dialog.getByText('Valid Proof (6 lines)')).toBeVisible();
  });

  it("shows 'API error: {message}' for an answer without success", async () => {
    const backend = testBackend({
      loadDemonstration: () => ({ success: false, message: 'Proof failed validation' }),
    });
    const { screen } = await renderExample(backend);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('API error: Proof failed validation');
  });

  it("shows 'API error: Unknown error' for an answer without success or message", async () => {
    const backend = testBackend();
    backend.scenarios.set('loadDemonstration', { status: 200, body: { success: false } });
    const { screen } = await renderExample(backend);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('API error: Unknown error');
  });

  it('skips unreadable and unparsable lines, keeps the saved numbers and formats formulas', async () => {
    const backend = testBackend(
      answering(
        [
          { content: '(p & q) -> r', type: 'premise', justification: { rule: 'Premise' } },
          { content: { text: 'p' }, justification: { rule: 'Premise' } },
          { content: '[object Object]' },
          { content: 'p ∧', justification: { rule: 'Broken' } },
          { content: 'forall x (F(x) -> G(x))', justification: { rule: 'Premise' } },
          { content: 'r', justification: { rule: '→E', premises: [1, '3-4', {}] } },
        ],
        [
          { assumption: 'p & q', status: 'open', level: 2 },
          { assumption: '[object Object]', status: 'closed', level: 1 },
        ],
      ),
    );
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByText('Valid Proof (3 lines)')).toBeVisible();
    expect(
      rowTexts(dialog.getByRole('table', { name: 'Proof lines' }).element() as HTMLElement),
    ).toEqual([
      ['1', 'p ∧ q → r', 'Premise', '—'],
      ['5', '∀x (F(x) → G(x))', 'Premise', '—'],
      ['6', 'r', '→E', '1, 3-4'],
    ]);
    const subproofs = dialog.getByRole('region', { name: 'Subproofs' });
    expect(subproofs.getByRole('listitem').elements()).toHaveLength(1);
    await expect.element(subproofs).toHaveTextContent('Assumption p ∧ q · open · level 2');
  });

  it("says 'Failed to load proof' when no line of the proof can be shown", async () => {
    const backend = testBackend(answering([{ content: 'p ∧' }, { content: 42 }]));
    const { screen } = await renderExample(backend);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to load proof');
    expect(screen.getByText('Valid Proof', { exact: false }).elements()).toHaveLength(0);
    await expect
      .element(screen.getByRole('status', { name: 'Demonstration' }))
      .toHaveTextContent('unsuccessful');
  });

  it('shows saved rules, notes and timestamps as text, never as HTML', async () => {
    const markup = '<img src="x" data-injected="yes"><b>bold</b>';
    const backend = testBackend({
      loadDemonstration: () => ({
        success: true,
        proofStateV4: {
          proofLines: [{ content: 'p', justification: { rule: markup, notes: '<i>note</i>' } }],
          subproofs: [],
          timestamp: '<u>not a date</u>',
        },
      }),
    });
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByText('Valid Proof (1 lines)')).toBeVisible();
    await expect.element(dialog.getByRole('table')).toHaveTextContent(markup);
    await expect.element(dialog.getByRole('table')).toHaveTextContent('<i>note</i>');
    await expect.element(dialog.getByText('<u>not a date</u>')).toBeVisible();
    expect(document.querySelector('[data-injected]')).toBeNull();
    expect(dialog.element().querySelector('b, i, u, img')).toBeNull();
  });

  it('reports the demonstration once per load, as APPLY_DEMONSTRATION', async () => {
    const onResult = vi.fn();
    const backend = testBackend();
    const screen = await render(
      <StrictMode>
        {withCredence(
          <Example argumentId={RAIN_ID} initiallyOpen={false} onResult={onResult} />,
          backend.client,
        )}
      </StrictMode>,
    );
    await expect.poll(() => onResult.mock.calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(applyDemonstrationEvent(onResult.mock.calls[0]?.[0])).toEqual({
      type: 'APPLY_DEMONSTRATION',
      isSuccessful: true,
    });
    backend.scenarios.set('loadDemonstration', 'server-error');
    await screen.getByRole('button', { name: 'View proof (⊢)' }).click();
    await expect.poll(() => onResult.mock.calls.length).toBe(2);
    expect(applyDemonstrationEvent(onResult.mock.calls[1]?.[0])).toEqual({
      type: 'APPLY_DEMONSTRATION',
      isSuccessful: false,
    });
  });

  it('closes with the Close button and Escape, and loads afresh when opened again', async () => {
    const backend = testBackend();
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog', { name: 'Validated Proof' });
    await expect.element(dialog.getByText('Valid Proof (6 lines)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();

    backend.scenarios.set('loadDemonstration', 'not-found');
    await screen.getByRole('button', { name: 'View proof (⊢)' }).click();
    await expect
      .element(screen.getByRole('dialog').getByRole('alert'))
      .toHaveTextContent('No saved proof found for this argument');
    expect(backend.requests).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened again, shows the loaded proof at once while loading afresh, then the newer one', async () => {
    const premise = (content: string) => ({ content, justification: { rule: 'Premise' } });
    let served = 0;
    const backend = testBackend({
      loadDemonstration: () =>
        served++ === 0 ? savedProof([premise('p'), premise('q')]) : savedProof([premise('r')]),
    });
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog', { name: 'Validated Proof' });
    await expect.element(dialog.getByText('Valid Proof (2 lines)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();

    let answer: (() => void) | undefined;
    backend.scenarios.set('loadDemonstration', {
      until: new Promise<void>((resolve) => {
        answer = resolve;
      }),
    });
    await screen.getByRole('button', { name: 'View proof (⊢)' }).click();
    await expect.poll(() => backend.requests).toHaveLength(2);
    const reopened = screen.getByRole('dialog', { name: 'Validated Proof' });
    await expect.element(reopened.getByText('Valid Proof (2 lines)')).toBeVisible();
    expect(reopened.getByText('Loading proof...').elements()).toHaveLength(0);

    answer?.();
    await expect.element(reopened.getByText('Valid Proof (1 lines)')).toBeVisible();
  });

  it('after a load that found no proof, opening again shows loading, not the old proof', async () => {
    const backend = testBackend();
    const { screen } = await renderExample(backend);
    await expect.element(screen.getByText('Valid Proof (6 lines)')).toBeVisible();
    await screen.getByRole('button', { name: 'Close', exact: true }).click();
    backend.scenarios.set('loadDemonstration', 'not-found');
    await screen.getByRole('button', { name: 'View proof (⊢)' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No saved proof found');
    await userEvent.keyboard('{Escape}');

    backend.scenarios.set('loadDemonstration', { delayMs: 60_000 });
    await screen.getByRole('button', { name: 'View proof (⊢)' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Validated Proof' });
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Loading proof...');
    expect(dialog.getByText('Valid Proof (6 lines)').elements()).toHaveLength(0);
  });

  it('loads the other argument when argumentId changes', async () => {
    const backend = testBackend();
    const { screen, rerender } = await renderExample(backend);
    await expect.element(screen.getByText('Valid Proof (6 lines)')).toBeVisible();
    await rerender(REMOTE_WORK_ID);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('No saved proof found for this argument');
    await rerender(RAIN_ID);
    await expect.element(screen.getByText('Valid Proof (6 lines)')).toBeVisible();
    expect(backend.requests).toHaveLength(3);
  });
});
