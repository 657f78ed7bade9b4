import { ADA_ID } from '@credence/mocks';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { InferenceTabExample } from '../InferenceDialog/InferenceDialogExample';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { mockBackend } from '../InferenceDialog/testBackend';
import { DemonstrationTab } from './DemonstrationTab';

async function renderTab(isSuccessful?: boolean) {
  let actor: InferenceDialogActor | null = null;
  const screen = await render(
    <CredenceProvider client={mockBackend().client} userId={ADA_ID} userRole="USER">
      <InferenceTabExample
        mode="demonstration"
        argumentType="DEDUCTIVE"
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
});
