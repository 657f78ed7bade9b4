import { formatPercent } from '@credence/engine';
import { ADA_ID, estimateSettings } from '@credence/mocks';
import type { InferenceDialogInput } from '@credence/state-machines';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { testBackend } from '../testing/testBackend';
import { BayesianTabExample, remoteWorkInput } from './BayesianTab.example';

/** The in-page mock backend (`testing/testBackend`). */
const mockBackend = testBackend;

async function renderTab(
  backend: ReturnType<typeof mockBackend>,
  input: InferenceDialogInput = remoteWorkInput(),
  strict = false,
) {
  let actor: InferenceDialogActor | undefined;
  const tree = (
    <CredenceProvider client={backend.client} userId={ADA_ID} userRole="USER">
      <BayesianTabExample input={input} onActor={(ref) => (actor = ref)} />
    </CredenceProvider>
  );
  const screen = await render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  await expect
    .element(screen.getByRole('heading', { name: 'Bayesian Network Evaluation' }))
    .toBeVisible();
  // The dialog has finished its opening refresh.
  await expect.poll(() => actor?.getSnapshot().matches({ status: 'idle' })).toBe(true);
  return { screen, dialog: () => actor as InferenceDialogActor };
}

const slider = (screen: Awaited<ReturnType<typeof render>>, name: RegExp) =>
  screen.getByRole('slider', { name });

/** Keyboard focus on a slider (its thumb's input is covered by the track, so no click). */
const focus = (locator: { element: () => Element }) => (locator.element() as HTMLElement).focus();

const forwardSliders = (dialog: () => InferenceDialogActor) =>
  dialog().getSnapshot().context.settings.bayesianNetworkData.conditionalProbabilities;

describe('BayesianTab', () => {
  it('asks two questions per premise with the spec scales and sentence boxes', async () => {
    const { screen } = await renderTab(mockBackend());
    await expect.element(screen.getByRole('heading', { name: 'Bayesian Questions' })).toBeVisible();
    const first = screen.getByRole('group', {
      name: 'Premise 1: Remote workers lose less time commuting.',
    });
    await expect.element(first).toBeVisible();
    await expect.element(first.getByText('Premise Influence Strength')).toBeVisible();
    await expect.element(first.getByText('Conclusion Dependency on Premises')).toBeVisible();
    for (const label of ['Weakens', 'Neutral', 'Supports', 'Very Unlikely', 'Very Likely']) {
      expect(first.getByText(label, { exact: true }).elements().length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('slider').elements()).toHaveLength(8);
    // Defaults P(C|Pi) 0.8 and P(C|¬Pi) 0.3.
    await expect
      .element(slider(screen, /^P\(C \| Premise 1\)/))
      .toHaveAttribute('aria-valuetext', '80%');
    await expect
      .element(slider(screen, /^P\(C \| not Premise 1\)/))
      .toHaveAttribute('aria-valuetext', '30%');
    await expect
      .element(first)
      .toHaveTextContent(
        '"Remote workers lose less time commuting." is good evidence for "Remote work raises the productivity of knowledge workers."',
      );
  });

  it('moves a slider with the keyboard and syncs it to the dialog after the debounce', async () => {
    const { screen, dialog } = await renderTab(mockBackend());
    const forward = slider(screen, /^P\(C \| Premise 2\)/);
    focus(forward);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(forward).toHaveAttribute('aria-valuetext', '82%');
    await expect.poll(() => forwardSliders(dialog).c102).toBe(0.82);
    expect(dialog().getSnapshot().context.settings.bayesianNetworkData.hasCustomChanges).toBe(true);
    const reverse = slider(screen, /^P\(C \| not Premise 2\)/);
    focus(reverse);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(reverse).toHaveAttribute('aria-valuetext', '29%');
  });

  it('toggles Learn More and the network', async () => {
    const { screen } = await renderTab(mockBackend());
    const learnMore = screen.getByRole('button', { name: 'Learn More' });
    await expect.element(learnMore).toHaveAttribute('aria-expanded', 'false');
    await learnMore.click();
    await expect.element(learnMore).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText('How the noisy-OR model works')).toBeVisible();
    // The worked example uses the panel's own first premise, and its power is the engine's.
    const example = screen.getByText(/^Worked example with your numbers: for Premise 1/);
    await expect.element(example).toBeVisible();
    const [, f, r, power] =
      example
        .element()
        .textContent?.match(/f = (\d+)% and r = (\d+)%, so its causal power is (-?[\d.]+)/) ?? [];
    const forward = Number(f) / 100;
    const reverse = Number(r) / 100;
    const expected =
      forward >= reverse ? (forward - reverse) / (1 - reverse) : -(reverse - forward) / reverse;
    expect(Number(power)).toBeCloseTo(expected, 3);
    await learnMore.click();
    await expect.element(screen.getByText('How the noisy-OR model works')).not.toBeInTheDocument();

    await screen.getByRole('button', { name: 'Show Network' }).click();
    const network = screen.getByRole('figure', { name: 'Bayesian network' });
    await expect.element(network).toBeVisible();
    expect(network.getByRole('listitem').elements()).toHaveLength(5);
    // c102 depends on c101; c103 on the external claim c901.
    await expect.element(network).toHaveTextContent('depends on Premise 1');
    await expect.element(network).toHaveTextContent('depends on claim c901');
    await expect.element(network).toHaveTextContent('P(C|P) 80%, P(C|¬P) 30%');
    await screen.getByRole('button', { name: 'Hide Network' }).click();
    await expect.element(network).not.toBeInTheDocument();
  });

  it('raises no alarm on untouched defaults, and the amber banner once the user’s sliders disagree with Bayes’ theorem', async () => {
    const { screen } = await renderTab(mockBackend());
    // Defaults 0.8 / 0.3 with credences 0.95, 0.7, 0.65, 0.6 imply four different P(C), but
    // the user set none of them: nothing to alarm about yet.
    const forward = slider(screen, /^P\(C \| Premise 1\)/);
    await expect.element(forward).toHaveAttribute('aria-valuetext', '80%');
    expect(screen.getByText(/Total Violations/).elements()).toHaveLength(0);
    focus(forward);
    await userEvent.keyboard('{ArrowRight}');
    const banner = screen.getByText('System is auto-correcting to maintain coherence');
    await expect.element(banner).toBeVisible();
    await expect.element(screen.getByText('Total Violations: 4')).toBeVisible();
    const details = screen.getByRole('button', { name: 'Details', exact: true });
    await details.click();
    await expect.element(details).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText(/Bayes' theorem mismatch for Premise 1/)).toBeVisible();
  });

  it('shows no banner when every premise implies the same P(C)', async () => {
    const input = remoteWorkInput();
    const same = Object.fromEntries(input.premises.map((p) => [p.id, 0.6]));
    const { screen } = await renderTab(mockBackend(), {
      ...input,
      settings: {
        bayesianNetworkData: {
          conditionalProbabilities: same,
          reverseConditionalProbabilities: same,
        },
      },
    });
    await expect
      .element(slider(screen, /^P\(C \| Premise 1\)/))
      .toHaveAttribute('aria-valuetext', '60%');
    expect(screen.getByText(/Total Violations/).elements()).toHaveLength(0);
  });

  it('AI Assess applies the estimates to the sliders and the dialog', async () => {
    const backend = mockBackend();
    const { screen, dialog } = await renderTab(backend);
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect
      .element(screen.getByText('AI successfully estimated 4 conditional probabilities.'))
      .toBeVisible();
    const request = backend
      .bodiesOf('POST /api/ai/estimate-settings')
      .find(
        (body) => (body as { currentTabId?: string }).currentTabId === 'BAYESIAN',
      ) as Parameters<typeof estimateSettings>[0];
    expect(request.modelId).toBe('gpt-4o-mini');
    const expected = estimateSettings(request).bayesianNetworkData!;
    const forward = expected.conditionalProbabilities!;
    const reverse = expected.reverseConditionalProbabilities!;
    await expect
      .element(slider(screen, /^P\(C \| Premise 3\)/))
      .toHaveAttribute('aria-valuetext', formatPercent(forward.c103!));
    await expect
      .element(slider(screen, /^P\(C \| not Premise 4\)/))
      .toHaveAttribute('aria-valuetext', formatPercent(reverse.c104!));
    await expect.poll(() => forwardSliders(dialog)).toEqual(forward);
  });

  it("reads 'Assessing...' with the progress message while the AI works", async () => {
    const backend = mockBackend();
    backend.scenarios.set('estimateSettings', { delayMs: 60_000 });
    const { screen } = await renderTab(backend);
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect.element(screen.getByRole('button', { name: 'Assessing...' })).toBeVisible();
    await expect
      .element(screen.getByText('Analyzing Bayesian network for 4 premises...'))
      .toBeVisible();
  });

  it('shows the failure in the message strip and keeps the sliders', async () => {
    const backend = mockBackend();
    backend.scenarios.set('estimateSettings', 'server-error');
    const { screen } = await renderTab(backend);
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Assessment failed: Internal server error');
    await expect
      .element(slider(screen, /^P\(C \| Premise 1\)/))
      .toHaveAttribute('aria-valuetext', '80%');
    await expect.element(screen.getByRole('button', { name: 'AI Assess' })).toBeEnabled();
  });

  it('asks the AI with the model picked in the picker', async () => {
    const backend = mockBackend();
    const { screen } = await renderTab(backend);
    await screen.getByRole('button', { name: /^AI model: / }).click();
    await screen.getByRole('option', { name: /Claude 3 Haiku/i }).click();
    await expect
      .element(screen.getByRole('button', { name: /^AI model: Claude 3 Haiku/i }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect.element(screen.getByText(/AI successfully estimated/)).toBeVisible();
    const request = backend
      .bodiesOf('POST /api/ai/estimate-settings')
      .find((body) => (body as { currentTabId?: string }).currentTabId === 'BAYESIAN') as {
      modelId: string;
    };
    expect(request.modelId).toBe('claude-3-haiku-20240307');
  });

  it('saves the sliders to the database, then resets to what was saved', async () => {
    const backend = mockBackend();
    const { screen, dialog } = await renderTab(backend);
    const forward = slider(screen, /^P\(C \| Premise 1\)/);
    focus(forward);
    await userEvent.keyboard('{ArrowRight}');
    await screen.getByRole('button', { name: 'Save to DB' }).click();
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'saved to the database' }))
      .toBeVisible();
    const stored = backend.store
      .conditionals(ADA_ID)
      .find((r) => r.consequentClaims[0] === 'c100' && r.antecedentClaims.join() === 'c101');
    expect(stored?.conditionalProbability).toBe(0.81);

    focus(forward);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.poll(() => forwardSliders(dialog).c101).toBe(0.83);
    // The success indicator goes back to idle after 2 s; then Reset is accepted.
    await expect
      .poll(() => dialog().getSnapshot().can({ type: 'BAYESIAN_RESET_FROM_DB' }), { timeout: 4000 })
      .toBe(true);
    await screen.getByRole('button', { name: 'Reset from DB' }).click();
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'reset from the database' }))
      .toBeVisible();
    await expect.element(forward).toHaveAttribute('aria-valuetext', '81%');
  });

  it('shows the error when saving fails', async () => {
    const backend = mockBackend();
    backend.scenarios.set('createConditionalProbability', 'server-error');
    const { screen } = await renderTab(backend);
    await screen.getByRole('button', { name: 'Save to DB' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/^⚠ Save to DB failed/);
    // The error indicator clears after 3 s.
    await expect.poll(() => screen.getByRole('alert').elements().length, { timeout: 5000 }).toBe(0);
  });

  it("reads 'Saving...' while the save is under way", async () => {
    const backend = mockBackend();
    backend.scenarios.set('createConditionalProbability', { delayMs: 60_000 });
    const { screen } = await renderTab(backend);
    await screen.getByRole('button', { name: 'Save to DB' }).click();
    await expect.element(screen.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Reset from DB' })).toBeDisabled();
  });

  it('restores the initial sliders when the reset fails', async () => {
    const backend = mockBackend();
    const { screen, dialog } = await renderTab(backend);
    const forward = slider(screen, /^P\(C \| Premise 1\)/);
    focus(forward);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => forwardSliders(dialog).c101).toBe(0.79);
    backend.scenarios.set('getConditionalProbabilitiesForClaims', 'server-error');
    await screen.getByRole('button', { name: 'Reset from DB' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/^⚠ Reset from DB failed/);
    await expect.element(forward).toHaveAttribute('aria-valuetext', '80%');
  });

  it('shows claim texts as text, never as HTML', async () => {
    const input = remoteWorkInput();
    const markup = '<img src="x" data-injected="yes"><b>bold</b>';
    const { screen } = await renderTab(mockBackend(), {
      ...input,
      premises: [{ id: 'c101', content: markup, probability: 0.7 }],
      conclusion: { id: 'c100', content: '<i>C</i>' },
    });
    await screen.getByRole('button', { name: 'Show Network' }).click();
    await expect.element(screen.getByRole('group', { name: `Premise 1: ${markup}` })).toBeVisible();
    await expect.element(screen.getByRole('figure')).toHaveTextContent(markup);
    expect(document.querySelector('[data-injected]')).toBeNull();
    expect(document.querySelector('b, i, img')).toBeNull();
  });

  it('disables AI Assess without premises', async () => {
    const { screen } = await renderTab(mockBackend(), { ...remoteWorkInput(), premises: [] });
    await expect.element(screen.getByText('Add premises to ask Bayesian questions.')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'AI Assess' })).toBeDisabled();
  });

  it('applies one estimate once under Strict Mode', async () => {
    const backend = mockBackend();
    const { screen, dialog } = await renderTab(backend, remoteWorkInput(), true);
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect.element(screen.getByText(/AI successfully estimated 4/)).toBeVisible();
    await expect.poll(() => forwardSliders(dialog).c101).not.toBe(0.8);
    expect(backend.requests.filter((r) => r === 'POST /api/ai/estimate-settings')).toHaveLength(1);
  });
});
