import {
  type CounterexampleClaim,
  type CounterexampleMode,
  counterexampleStorageKey,
  type EvaluatorCounterexampleData,
  counterexampleMessages as M,
} from '@credence/state-machines';
import { StrictMode, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { CounterexampleModal } from './CounterexampleModal';
import { readStoredCounterexample } from './counterexampleBrowserActors';

/** A Web Storage stand-in, so tests never touch the page's local storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const AFFIRMING = {
  premises: [
    { id: 'p1', content: 'If it rains, then the street is wet' },
    { id: 'p2', content: 'The street is wet' },
  ],
  conclusion: { id: 'c', content: 'It rains' },
};

interface Options {
  premises?: CounterexampleClaim[];
  conclusion?: CounterexampleClaim;
  logicSystem?: CounterexampleMode;
  storage?: ReturnType<typeof memoryStorage>;
}

interface HarnessProps {
  options: Options;
  storage: ReturnType<typeof memoryStorage>;
  onComplete: (data: EvaluatorCounterexampleData) => void;
  onClose: () => void;
}

/** Closes the modal on completion or close, as the evaluator's machine does. */
function Harness({ options, storage, onComplete, onClose }: HarnessProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <CounterexampleModal
      isOpen={isOpen}
      argumentId={42}
      premises={options.premises ?? AFFIRMING.premises}
      conclusion={options.conclusion ?? AFFIRMING.conclusion}
      logicSystem={options.logicSystem}
      storage={storage}
      onComplete={(data) => {
        onComplete(data);
        setOpen(false);
      }}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

async function renderModal(options: Options = {}) {
  const backend = testBackend();
  const storage = options.storage ?? memoryStorage();
  const completed: EvaluatorCounterexampleData[] = [];
  let closed = 0;
  const screen = await render(
    <StrictMode>
      {withCredence(
        <Harness
          options={options}
          storage={storage}
          onComplete={(data) => completed.push(data)}
          onClose={() => {
            closed += 1;
          }}
        />,
        backend.client,
      )}
    </StrictMode>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Find a Counterexample' });
  return { screen, dialog, backend, storage, completed, closed: () => closed };
}

type Dialog = Awaited<ReturnType<typeof renderModal>>['dialog'];

async function regimentAll(dialog: Dialog) {
  await dialog.getByRole('button', { name: 'Regiment' }).click();
  await expect
    .element(dialog.getByRole('textbox', { name: 'Regimented form of Conclusion' }))
    .not.toHaveValue('');
}

async function confirmAndProceed(dialog: Dialog) {
  for (const name of ['Premise 1', 'Premise 2', 'Conclusion']) {
    await dialog.getByRole('button', { name: `Confirm ${name}` }).click();
  }
  await dialog.getByRole('button', { name: 'Proceed to Countermodel' }).click();
}

const KEY = counterexampleStorageKey(42);

describe('CounterexampleModal', () => {
  beforeEach(async () => {
    // The modal's table needs a desktop width; the default frame is narrower than the dialog.
    await page.viewport(1280, 900);
  });

  it('regiments with the symbolic notation in the chosen logic and keeps the rows unconfirmed', async () => {
    const { dialog, backend } = await renderModal();
    await dialog.getByRole('tab', { name: 'Predicate Logic' }).click();
    await expect
      .element(dialog.getByRole('tab', { name: 'Predicate Logic' }))
      .toHaveAttribute('aria-selected', 'true');
    await regimentAll(dialog);
    const call = backend.log.find((r) => r.path === '/api/counterexample/regiment');
    expect(call?.body).toMatchObject({
      premises: AFFIRMING.premises,
      conclusion: AFFIRMING.conclusion,
      logicSystem: 'predicate',
      notationStyle: 'symbolic',
    });
    await expect.element(dialog.getByRole('button', { name: 'Confirm Premise 1' })).toBeEnabled();
    await expect
      .element(dialog.getByRole('button', { name: 'Insert there exists (∃)' }).first())
      .toBeVisible();
  });

  it('retries one premise: the conclusion is sent empty and the row becomes unconfirmed', async () => {
    const { dialog, backend, screen } = await renderModal();
    await regimentAll(dialog);
    await dialog.getByRole('button', { name: 'Confirm Premise 2' }).click();
    await dialog.getByRole('button', { name: 'Retry Premise 2' }).click();
    await expect.element(screen.getByText(M.PREMISE_REGENERATED_TEXT)).toBeVisible();
    const retry = backend.log.filter((r) => r.path === '/api/counterexample/regiment')[1];
    expect(retry?.body).toMatchObject({
      premises: [AFFIRMING.premises[1]],
      conclusion: { id: '', content: '' },
    });
    await expect.element(dialog.getByRole('button', { name: 'Confirm Premise 2' })).toBeEnabled();
  });

  it('offers stored regimentations on Regiment and loads them without calling the AI', async () => {
    const stored = {
      mode: 'propositional',
      stage: 'regimentation',
      regimentedPremises: [
        { id: 'p1', originalContent: '', regimentedContent: 'r → s', isConfirmed: true },
        { id: 'p2', originalContent: '', regimentedContent: 's', isConfirmed: true },
      ],
      regimentedConclusion: {
        id: 'c',
        originalContent: '',
        regimentedContent: 'r',
        isConfirmed: true,
      },
    };
    const storage = memoryStorage({ [KEY]: JSON.stringify(stored) });
    const { dialog, backend } = await renderModal({ storage });
    await dialog.getByRole('button', { name: 'Regiment' }).click();
    await dialog.getByRole('button', { name: 'Load Saved' }).click();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Regimented form of Premise 1' }))
      .toHaveValue('r → s');
    await expect
      .element(dialog.getByRole('button', { name: 'Confirmed Conclusion' }))
      .toBeDisabled();
    expect(backend.log.some((r) => r.path === '/api/counterexample/regiment')).toBe(false);
  });

  it('reads junk in local storage as nothing stored', () => {
    expect(readStoredCounterexample('{not json')).toBeNull();
    expect(readStoredCounterexample(JSON.stringify({ mode: 'modal' }))).toBeNull();
    expect(readStoredCounterexample(JSON.stringify([1, 2]))).toBeNull();
    expect(readStoredCounterexample(null)).toBeNull();
  });

  it('toggles letters, evaluates the strip from the table and completes with the data', async () => {
    const { dialog, storage, completed, closed } = await renderModal();
    await regimentAll(dialog);
    await confirmAndProceed(dialog);
    await expect.element(dialog.getByRole('table', { name: 'All assignments' })).toBeVisible();
    expect(storage.items.has(KEY)).toBe(true);
    // The first row is all true; switching p off gives the counterexample row FT.
    await expect.element(dialog.getByRole('listitem', { name: 'C p: T' })).toBeVisible();
    await dialog.getByRole('button', { name: 'p', exact: true }).click();
    await expect.element(dialog.getByRole('listitem', { name: 'C p: F' })).toBeVisible();
    await expect
      .element(dialog.getByRole('row', { name: 'Row FT' }))
      .toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Submit Counterexample' }).click();
    await expect.poll(() => completed.length).toBe(1);
    await expect.element(dialog).not.toBeInTheDocument();
    expect(completed[0]).toMatchObject({
      isValid: true,
      message: M.PROPOSITIONAL_VALIDATED_TEXT,
      mode: 'propositional',
      stage: 'countermodel',
      regimentedConclusion: { id: 'c', regimentedContent: 'p', isConfirmed: true },
    });
    expect(closed()).toBe(0);
    expect(JSON.parse(storage.items.get(KEY) ?? '{}')).toMatchObject({ isValid: true });
  });

  it('Back returns to regimentation with the confirmed formulas', async () => {
    const { dialog } = await renderModal();
    await regimentAll(dialog);
    await confirmAndProceed(dialog);
    await dialog.getByRole('button', { name: 'Back to Regimentation' }).click();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Regimented form of Premise 1' }))
      .toHaveValue('p → q');
  });

  it('a domain item dropped on a one-place predicate joins its extension', async () => {
    const { dialog } = await renderModal({
      premises: [
        { id: 'p1', content: 'Every dog is a mammal' },
        { id: 'p2', content: 'Rex is a dog' },
      ],
      conclusion: { id: 'c', content: 'Rex is a mammal' },
      logicSystem: 'predicate',
    });
    await regimentAll(dialog);
    await confirmAndProceed(dialog);
    await dialog.getByRole('textbox', { name: 'Domain item' }).fill('a');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    const item = dialog.getByRole('listitem', { name: 'a', exact: true }).getByText('a', {
      exact: true,
    });
    const box = dialog.getByRole('region', { name: 'H/1' });
    const transfer = new DataTransfer();
    item
      .element()
      .dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: transfer }));
    box
      .element()
      .dispatchEvent(
        new DragEvent('dragover', { bubbles: true, dataTransfer: transfer, cancelable: true }),
      );
    box
      .element()
      .dispatchEvent(
        new DragEvent('drop', { bubbles: true, dataTransfer: transfer, cancelable: true }),
      );
    await expect
      .element(dialog.getByRole('list', { name: 'Extension of H' }))
      .toHaveTextContent('a');
    await dialog.getByRole('button', { name: 'Remove (a) from H' }).click();
    await expect
      .element(dialog.getByRole('list', { name: 'Extension of H' }))
      .not.toBeInTheDocument();
  });

  it('the close button closes without clearing; Cancel clears the stored counterexample', async () => {
    const storage = memoryStorage({ [KEY]: '{}' });
    const first = await renderModal({ storage });
    await first.dialog.getByRole('button', { name: 'Close' }).click();
    expect(first.closed()).toBe(1);
    await expect.element(first.dialog).not.toBeInTheDocument();
    expect(storage.items.has(KEY)).toBe(true);

    const second = await renderModal({ storage });
    await second.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => second.closed()).toBe(1);
    await expect.element(second.dialog).not.toBeInTheDocument();
    expect(storage.items.has(KEY)).toBe(false);
    expect(second.completed).toEqual([]);
  });

  it('user text is shown as text, never as HTML', async () => {
    const { dialog } = await renderModal({
      premises: [{ id: 'p1', content: '<img src=x onerror="window.pwned=1">' }],
      conclusion: { id: 'c', content: '<b>bold</b>' },
    });
    await expect.element(dialog.getByText('<b>bold</b>')).toBeVisible();
    expect(dialog.element().querySelector('img, b')).toBeNull();
  });
});
