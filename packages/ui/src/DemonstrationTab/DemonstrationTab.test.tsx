import { ADA_ID } from '@credence/mocks';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { InferenceTabExample, type SavedFormulas } from '../InferenceDialog/InferenceDialogExample';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { mockBackend } from '../InferenceDialog/testBackend';
import { DemonstrationTab } from './DemonstrationTab';

async function renderTab(isSuccessful?: boolean, formulas?: SavedFormulas) {
  let actor: InferenceDialogActor | null = null;
  const screen = await render(
    <CredenceProvider client={mockBackend().client} userId={ADA_ID} userRole="USER">
      <InferenceTabExample
        mode="demonstration"
        argumentType="DEDUCTIVE"
        formulas={formulas}
        settings={isSuccessful === undefined ? undefined : { demonstrationData: { isSuccessful } }}
        onActor={(actorRef) => {
          actor = actorRef;
        }}
      >
        {(actorRef) => <DemonstrationTab actorRef={actorRef} />}
      </InferenceTabExample>
    </CredenceProvider>,
  );
  await expect.poll(() => actor).not.toBeNull();
  return { screen, actor: actor as unknown as InferenceDialogActor };
}

describe('DemonstrationTab', () => {
  it('shows a successful demonstration', async () => {
    const { screen } = await renderTab(true);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Demonstration successful');
  });

  it('shows that no demonstration succeeded (also when none is stored)', async () => {
    const { screen } = await renderTab();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('No successful demonstration');
  });

  it('follows the demonstration result (DEMONSTRATION_RESULT)', async () => {
    const { screen, actor } = await renderTab(false);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('No successful demonstration');
    actor.send({ type: 'DEMONSTRATION_RESULT', isSuccessful: true });
    await expect.element(status).toHaveTextContent('Demonstration successful');
    actor.send({ type: 'DEMONSTRATION_RESULT', isSuccessful: false });
    await expect.element(status).toHaveTextContent('No successful demonstration');
  });

  it('shows no saved formulas for an argument saved without them', async () => {
    const { screen } = await renderTab(false);
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Saved formulas' }).query()).toBeNull();
  });

  it('shows the saved formulas with the engine’s check of them: valid', async () => {
    const { screen } = await renderTab(false, {
      premises: ['p', 'p → q', 'q → r', 'r → s'],
      conclusion: 's',
    });
    const section = screen.getByRole('region', { name: 'Saved formulas' });
    await expect.element(section).toHaveTextContent('p → q');
    await expect
      .element(section)
      .toHaveTextContent(
        'The argument is valid: if the premises are true, the conclusion must be true.',
      );
    await expect.element(section).toHaveTextContent('Every premise is needed.');
  });

  it('shows the saved formulas with the engine’s check of them: invalid, with a counterexample', async () => {
    const { screen } = await renderTab(false, {
      premises: ['p', 'p → q', 'q → r', 't'],
      conclusion: 's',
    });
    const section = screen.getByRole('region', { name: 'Saved formulas' });
    await expect
      .element(section)
      .toHaveTextContent('for example when p, q, r and t are true and s is false.');
    // The demonstration's own status is unchanged: a check of formulas is not a saved proof.
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('No successful demonstration');
  });
});
