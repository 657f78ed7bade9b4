import { ADA_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import {
  expandDependencyCard,
  REMOTE_WORK_DEPENDENCIES,
  removeDependency,
} from '../InferenceDialog/dependencySteps';
import {
  InferenceDialogExample,
  InferenceTabExample,
} from '../InferenceDialog/InferenceDialogExample';
import { type MockBackend, mockBackend } from '../InferenceDialog/testBackend';
import { FallbackTab } from './FallbackTab';

async function renderTab(backend: MockBackend) {
  const screen = await render(
    <CredenceProvider client={backend.client} userId={ADA_ID} userRole="USER">
      <InferenceTabExample mode="fallback">
        {(actorRef) => <FallbackTab actorRef={actorRef} />}
      </InferenceTabExample>
    </CredenceProvider>,
  );
  const tab = screen.getByRole('region', { name: 'Fallback Support' });
  // The buttons are enabled once the opening refresh is over.
  await expect.element(tab.getByRole('button', { name: 'Save to DB' })).toBeEnabled();
  return { screen, tab };
}

type Tab = Awaited<ReturnType<typeof renderTab>>['tab'];

const allTrue = (tab: Tab) => tab.getByRole('slider', { name: 'If all premises are true' });
const someFalse = (tab: Tab) =>
  tab.getByRole('slider', { name: 'If at least one premise is false' });
/** The value after a term of the results panel, e.g. 'Final P(C)'. */
const result = (tab: Tab, term: string) => {
  const terms = [...tab.element().querySelectorAll('dt')];
  return terms.find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
};

/** Moves a slider with the keyboard. */
async function press(slider: ReturnType<typeof allTrue>, key: string) {
  // The slider's input is visually hidden, so it is focused rather than clicked.
  (slider.element() as HTMLElement).focus();
  await userEvent.keyboard(key);
}

describe('FallbackTab', () => {
  it('shows the stored fallback values with their sentences, scale and results', async () => {
    const { tab } = await renderTab(mockBackend());
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '85%');
    await expect.element(someFalse(tab)).toHaveAttribute('aria-valuetext', '25%');
    await expect
      .element(tab.getByText('If all premises are true, I am very confident that remote work'))
      .toBeVisible();
    await expect
      .element(
        tab.getByText('If at least one premise is false, I am quite doubtful that remote work'),
      )
      .toBeVisible();
    expect(tab.getByText('Reject').elements()).toHaveLength(2);
    expect(tab.getByText('Certain').elements()).toHaveLength(2);
    expect(result(tab, 'P(C|Premises)')).toBe('85%');
    expect(result(tab, 'P(C|~Premises)')).toBe('25%');
    expect(result(tab, 'P(Premises)')).toMatch(/^\d+%$/);
    expect(result(tab, 'Final P(C)')).toMatch(/^\d+%$/);
  });

  it('moves a slider with the keyboard: value, sentence and results follow', async () => {
    const { tab } = await renderTab(mockBackend());
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '85%');
    const before = result(tab, 'Final P(C)');
    await press(allTrue(tab), '{ArrowRight}');
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '86%');
    await expect.poll(() => result(tab, 'P(C|Premises)')).toBe('86%');
    await press(someFalse(tab), '{PageDown}');
    await expect.element(someFalse(tab)).toHaveAttribute('aria-valuetext', '15%');
    await expect
      .element(tab.getByText('If at least one premise is false, I am very doubtful'))
      .toBeVisible();
    await expect.poll(() => result(tab, 'P(C|~Premises)')).toBe('15%');
    expect(result(tab, 'Final P(C)')).not.toBe(before);
  });

  it('applies the slider values to the evaluator after the pause', async () => {
    const backend = mockBackend();
    const screen = await render(
      <CredenceProvider client={backend.client} userId={ADA_ID} userRole="USER">
        <InferenceDialogExample mode="fallback" />
      </CredenceProvider>,
    );
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByRole('button', { name: 'Save to DB' })).toBeEnabled();
    await press(dialog.getByRole('slider', { name: 'If all premises are true' }), '{ArrowLeft}');
    await expect
      .element(screen.getByLabelText('Applied settings'))
      .toHaveTextContent('fallback: 84% / 25%');
  });

  it("explains the method under 'Learn about Fallback Method'", async () => {
    const { tab } = await renderTab(mockBackend());
    const toggle = tab.getByRole('button', { name: 'Learn about Fallback Method' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(
        tab.getByText('P(C) = P(C|Premises) × P(Premises) + P(C|¬Premises) × (1 − P(Premises))', {
          exact: true,
        }),
      )
      .toBeVisible();
  });

  it('shows the amber banner for the violated dependency constraints, with details', async () => {
    const { tab } = await renderTab(mockBackend());
    const banner = tab.getByRole('alert');
    await expect
      .element(banner)
      .toHaveTextContent(
        '2 constraint violation(s) - System is auto-correcting to maintain coherence',
      );
    await expect.element(banner).toHaveTextContent('Meaningful violations: 2');
    await banner.getByRole('button', { name: 'Details' }).click();
    expect(banner.getByRole('listitem').elements()).toHaveLength(2);
    await expect
      .element(
        banner.getByText('Time saved on commuting is partly spent on work', { exact: false }),
      )
      .toBeVisible();
  });

  it('shows no banner without dependencies (their refresh failed and none were stored)', async () => {
    const backend = mockBackend();
    backend.scenarios.set('getArgument', 'server-error');
    const { screen, tab } = await renderTab(backend);
    await expect.element(screen.getByText('Failed to load dependency settings')).toBeVisible();
    expect(tab.getByText('constraint violation(s)', { exact: false }).elements()).toHaveLength(0);
  });

  it('saves to the database; Reset from DB brings the saved values back', async () => {
    const backend = mockBackend();
    const { screen, tab } = await renderTab(backend);
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '85%');
    await press(allTrue(tab), '{ArrowRight}');
    await tab.getByRole('button', { name: 'Save to DB' }).click();
    await expect.element(tab.getByText('✓ Saved to database')).toBeVisible();
    await expect.element(screen.getByText('Settings saved to database and applied')).toBeVisible();
    expect(backend.requests).toContain('POST /api/user/arguments/update');
    const records = await backend.client.getConditionalProbabilitiesForClaims({
      claimIds: ['c101', 'c102', 'c103', 'c104'],
      consequentClaims: ['c100'],
    });
    expect(
      records.probabilities.find((r) => r.antecedentClaims.join() === 'c101,c102,c103,c104')
        ?.conditionalProbability,
    ).toBe(0.86);

    // The success tick goes after 2 s; then move on and reset.
    await expect
      .element(tab.getByText('✓ Saved to database'), { timeout: 4000 })
      .not.toBeInTheDocument();
    await press(allTrue(tab), '{ArrowRight}{ArrowRight}');
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '88%');
    await tab.getByRole('button', { name: 'Reset from DB' }).click();
    await expect.element(tab.getByText('✓ Reset from database')).toBeVisible();
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '86%');
    await expect.element(screen.getByText('Fallback settings reset from database')).toBeVisible();
    await expect.element(screen.getByText('Dependencies reset from database')).toBeVisible();
    expect(backend.requests).toContain(`GET /api/arguments/${REMOTE_WORK_ID}`);
  });

  it('shows the error icon and toast when Save to DB fails, for 3 s', async () => {
    const backend = mockBackend();
    backend.scenarios.set('createConditionalProbability', 'server-error');
    const { screen, tab } = await renderTab(backend);
    await tab.getByRole('button', { name: 'Save to DB' }).click();
    await expect.element(screen.getByText('Error saving settings')).toBeVisible();
    const error = tab.getByRole('alert').filter({ hasText: '⚠' });
    await expect.element(error).toBeVisible();
    await expect.element(tab.getByRole('button', { name: 'Save to DB' })).toBeDisabled();
    await expect.element(error, { timeout: 5000 }).not.toBeInTheDocument();
    await expect.element(tab.getByRole('button', { name: 'Save to DB' })).toBeEnabled();
  });

  it('restores the initial values when Reset from DB fails', async () => {
    const backend = mockBackend();
    // Neither the opening refresh nor the reset can read the stored records: defaults 90 / 20.
    backend.scenarios.set('getConditionalProbabilitiesForClaims', 'server-error');
    const { screen, tab } = await renderTab(backend);
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '90%');
    await press(allTrue(tab), '{PageDown}');
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '80%');
    await tab.getByRole('button', { name: 'Reset from DB' }).click();
    await expect
      .element(screen.getByText('Failed to reset fallback settings from database'))
      .toBeVisible();
    await expect.element(allTrue(tab)).toHaveAttribute('aria-valuetext', '90%');
    await expect.element(tab.getByRole('alert').filter({ hasText: '⚠' })).toBeVisible();
  });

  it('removing the dependencies in its card switches the results to the independence assumption', async () => {
    const { tab } = await renderTab(mockBackend());
    const method = () => result(tab, 'P(Premises) calculation method');
    await expect.poll(method).toMatch(/^Chain rule \(dependencies\)/);
    const before = result(tab, 'Final P(C)');
    await expandDependencyCard(tab);
    await removeDependency(tab, REMOTE_WORK_DEPENDENCIES[0]);
    await expect.element(tab.getByText('1 configured')).toBeVisible();
    await expect.poll(method).toMatch(/^Chain rule \(dependencies\)/);
    await removeDependency(tab, REMOTE_WORK_DEPENDENCIES[1]);
    await expect.poll(method).toBe('Independence assumption');
    expect(result(tab, 'Final P(C)')).not.toBe(before);
    // The violation banner followed: no dependency, no constraint to break.
    expect(tab.getByText('constraint violation(s)', { exact: false }).elements()).toHaveLength(0);
  });
});
