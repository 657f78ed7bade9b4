import { formatPercent } from '@credence/engine';
import { ADA_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { heldAnswer } from '../testing/heldAnswer';
import {
  expandDependencyCard,
  REMOTE_WORK_DEPENDENCIES,
  removeDependency,
  resultOf,
} from './dependencySteps';
import { InferenceDialogExample, type InferenceDialogExampleProps } from './InferenceDialogExample';
import type { InferenceDialogActor } from './inferenceDialogActor';
import { type MockBackend, mockBackend } from './testBackend';

async function renderDialog(backend: MockBackend, props: InferenceDialogExampleProps) {
  return render(
    <CredenceProvider client={backend.client} userId={ADA_ID} userRole="USER">
      <InferenceDialogExample {...props} />
    </CredenceProvider>,
  );
}

/** The dialog once its opening refresh is over. */
async function loaded(screen: Awaited<ReturnType<typeof renderDialog>>) {
  const dialog = screen.getByRole('dialog', { name: 'Inference Evaluation' });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  return dialog;
}

describe('InferenceDialog', () => {
  it('opens full screen on the Fallback tab for the fallback mode; inductive: three tabs', async () => {
    const screen = await renderDialog(mockBackend(), { mode: 'fallback' });
    const dialog = await loaded(screen);
    const tabs = dialog
      .getByRole('tablist', { name: 'Evaluation method' })
      .getByRole('tab')
      .elements()
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['Fallback Support', 'Bayesian Network', 'Truth Table']);
    await expect
      .element(dialog.getByRole('tab', { name: 'Fallback Support' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(dialog.getByRole('slider', { name: 'If all premises are true' }))
      .toBeVisible();
    const box = dialog.element().getBoundingClientRect();
    expect(box.width).toBe(window.innerWidth);
    expect(box.height).toBe(window.innerHeight);
  });

  it.each([
    ['direct', 'Fallback Support'],
    ['bayesian', 'Bayesian Network'],
    ['truth_table', 'Truth Table'],
    ['demonstration', 'Demonstration'],
  ] as const)('opens mode %s on the %s tab (a deductive argument)', async (mode, tabName) => {
    const screen = await renderDialog(mockBackend(), { mode, argumentType: 'DEDUCTIVE' });
    const dialog = screen.getByRole('dialog', { name: 'Inference Evaluation' });
    await expect
      .element(dialog.getByRole('tab', { name: tabName }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('shows the Constraint Status box with the system in force', async () => {
    const screen = await renderDialog(mockBackend(), { mode: 'fallback' });
    const dialog = await loaded(screen);
    await dialog.getByRole('tab', { name: 'Calculation Details' }).click();
    await expect.element(dialog.getByText('Active system: Coherentist')).toBeVisible();
  });

  it('has the Demonstration tab for a deductive argument: four tabs', async () => {
    const screen = await renderDialog(mockBackend(), {
      mode: 'fallback',
      argumentType: 'DEDUCTIVE',
    });
    const tabs = (await loaded(screen))
      .getByRole('tablist', { name: 'Evaluation method' })
      .getByRole('tab')
      .elements();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Fallback Support',
      'Bayesian Network',
      'Truth Table',
      'Demonstration',
    ]);
  });

  it('selects another tab (SELECT_TAB) and shows its panel', async () => {
    const screen = await renderDialog(mockBackend(), {
      mode: 'fallback',
      argumentType: 'DEDUCTIVE',
    });
    const dialog = await loaded(screen);
    await dialog.getByRole('tab', { name: 'Demonstration' }).click();
    await expect
      .element(dialog.getByRole('tab', { name: 'Demonstration' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(dialog.getByText('No successful demonstration')).toBeVisible();
    await expect
      .element(dialog.getByRole('slider', { name: 'If all premises are true' }))
      .not.toBeInTheDocument();
  });

  it("shows 'Loading...' and disables Save until the opening refresh is over", async () => {
    const backend = mockBackend();
    const held = heldAnswer();
    backend.scenarios.set('getArgument', { until: held.until });
    const screen = await renderDialog(backend, { mode: 'fallback' });
    const dialog = screen.getByRole('dialog', { name: 'Inference Evaluation' });
    await expect.element(dialog.getByRole('status').first()).toHaveTextContent('Loading...');
    await expect.element(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    held.release();
    await loaded(screen);
    await expect.element(dialog.getByText('Loading...')).not.toBeInTheDocument();
  });

  it("saves: 'Processing...' while dependencies save, then 'Successfully saved!'", async () => {
    const backend = mockBackend();
    const held = heldAnswer();
    backend.scenarios.set('upsertDependencies', { until: held.until });
    const screen = await renderDialog(backend, { mode: 'fallback' });
    const dialog = await loaded(screen);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect.element(dialog.getByText('Saving...')).toBeVisible();
    held.release();
    await expect.element(dialog.getByText('Successfully saved!')).toBeVisible();
    expect(backend.requests).toContain(`PUT /api/arguments/${REMOTE_WORK_ID}/dependencies`);
    expect(backend.requests).toContain(`PUT /api/objects/evaluations/${REMOTE_WORK_ID}`);
    await expect.element(dialog.getByText('Successfully saved!')).not.toBeInTheDocument();
  });

  it('shows the save failure toast and stays open when saving the settings fails', async () => {
    const backend = mockBackend();
    backend.scenarios.set('saveEvaluation', 'server-error');
    const screen = await renderDialog(backend, { mode: 'fallback' });
    const dialog = await loaded(screen);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .element(screen.getByText('❌ Failed to save dependencies and settings. Please try again.'))
      .toBeVisible();
    await expect.element(dialog.getByText('Successfully saved!')).not.toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });

  it('disables Save on the Demonstration tab while the demonstration has not succeeded', async () => {
    const screen = await renderDialog(mockBackend(), {
      mode: 'demonstration',
      argumentType: 'DEDUCTIVE',
    });
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByText('No successful demonstration')).toBeVisible();
    // Loading is over (the Fallback values came back), yet Save stays disabled.
    await expect.element(dialog.getByText('Loading...')).not.toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  });

  it('enables Save on the Demonstration tab once the demonstration succeeded', async () => {
    const screen = await renderDialog(mockBackend(), {
      mode: 'demonstration',
      argumentType: 'DEDUCTIVE',
      settings: { demonstrationData: { isSuccessful: true } },
    });
    await expect.element(screen.getByText('Demonstration successful')).toBeVisible();
    await loaded(screen);
  });

  it('closes with Cancel, the close button and Escape, and reopens loading afresh', async () => {
    const backend = mockBackend();
    const screen = await renderDialog(backend, { mode: 'fallback' });
    await (await loaded(screen)).getByRole('button', { name: 'Cancel' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    const loads = () =>
      backend.requests.filter((r) => r === `GET /api/arguments/${REMOTE_WORK_ID}`).length;
    // The dialog's opening refresh and its dependency editor each read the argument once.
    expect(loads()).toBe(2);

    await screen.getByRole('button', { name: 'Evaluate inference' }).click();
    await (await loaded(screen)).getByRole('button', { name: 'Close' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(loads()).toBe(4);

    await screen.getByRole('button', { name: 'Evaluate inference' }).click();
    await loaded(screen);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('works under Strict Mode with one toast per failure', async () => {
    const backend = mockBackend();
    backend.scenarios.set('saveEvaluation', 'server-error');
    const screen = await render(
      <StrictMode>
        <CredenceProvider client={backend.client} userId={ADA_ID} userRole="USER">
          <InferenceDialogExample mode="fallback" />
        </CredenceProvider>
      </StrictMode>,
    );
    const dialog = await loaded(screen);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const toast = screen.getByText(
      '❌ Failed to save dependencies and settings. Please try again.',
    );
    await expect.element(toast).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toast.elements()).toHaveLength(1);
  });

  it('recalculates when a dependency is removed in the embedded card; Final P(C) is the dialog P(C)', async () => {
    const backend = mockBackend();
    let dialogActor: InferenceDialogActor | undefined;
    const screen = await renderDialog(backend, {
      mode: 'fallback',
      onActor: (actor) => {
        dialogActor = actor;
      },
    });
    const dialog = await loaded(screen);
    const tab = dialog.getByRole('region', { name: 'Fallback Support' });
    const method = 'P(Premises) calculation method';
    const dialogPC = () => formatPercent(dialogActor?.getSnapshot().context.settings.pC ?? NaN);
    // c103 depends on the external claim c901, so c103 is marginalized.
    await expect.poll(() => resultOf(tab, method)).toMatch(/^Chain rule \(dependencies\)/);
    expect(resultOf(tab, 'Final P(C)')).toBe(dialogPC());
    const chainRulePC = resultOf(tab, 'Final P(C)');

    await expect.element(tab.getByText('2 configured')).toBeVisible();
    await expandDependencyCard(tab);
    for (const title of REMOTE_WORK_DEPENDENCIES) await removeDependency(tab, title);
    await expect.element(tab.getByText('0 configured')).toBeVisible();

    await expect.poll(() => resultOf(tab, method)).toBe('Independence assumption');
    expect(dialogActor?.getSnapshot().context.settings.dependencies).toEqual({});
    expect(resultOf(tab, 'Final P(C)')).toBe(dialogPC());
    expect(resultOf(tab, 'Final P(C)')).not.toBe(chainRulePC);
    expect(
      backend.requests.filter((r) => r === `DELETE /api/arguments/${REMOTE_WORK_ID}/dependencies`),
    ).toHaveLength(2);
  });

  it('keeps one dependency editor across tab switches; the Bayesian and Truth Table tabs show it with their results', async () => {
    const backend = mockBackend();
    const screen = await renderDialog(backend, { mode: 'fallback' });
    const dialog = await loaded(screen);
    const fallbackTab = dialog.getByRole('region', { name: 'Fallback Support' });
    await expandDependencyCard(fallbackTab);
    await removeDependency(fallbackTab, REMOTE_WORK_DEPENDENCIES[0]);
    await expect.element(fallbackTab.getByText('1 configured')).toBeVisible();
    const reads = () =>
      backend.requests.filter((r) => r === `GET /api/arguments/${REMOTE_WORK_ID}`).length;
    const readsBefore = reads();

    await dialog.getByRole('tab', { name: 'Bayesian Network' }).click();
    const bayesian = dialog.getByRole('tabpanel', { name: 'Bayesian Network' });
    await expect.element(bayesian.getByText('1 configured')).toBeVisible();
    await expect
      .poll(() => resultOf(bayesian, 'P(Premises) calculation method'))
      .toMatch(/^Chain rule \(dependencies\)/);
    expect(resultOf(bayesian, 'Updated P(C)')).toMatch(/^\d+%$/);

    await dialog.getByRole('tab', { name: 'Truth Table' }).click();
    const table = dialog.getByRole('tabpanel', { name: 'Truth Table' });
    await expect.element(table.getByText('1 configured')).toBeVisible();
    await expect.poll(() => resultOf(table, 'Truth-table rows evaluated')).toBe('16');
    expect(resultOf(table, 'Final P(C)')).toMatch(/^\d+%$/);
    // Neither tab started another editor (which would read the argument again).
    expect(reads()).toBe(readsBefore);
  });
});
