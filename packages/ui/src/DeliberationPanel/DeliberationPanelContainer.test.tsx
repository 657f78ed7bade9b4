import { DELIBERATION_SCENARIOS, selectDeliberationScenario } from '@credence/mocks';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { FIXTURE_CURRENT, FIXTURE_PREMISES, ROUND_2_OPEN } from './DeliberationPanel.fixtures';
import {
  DeliberationPanelContainer,
  type DeliberationPanelContainerProps,
} from './DeliberationPanelContainer';

const ROUND_ONE = DELIBERATION_SCENARIOS.roundOneNobodySubmitted.deliberationId;
const ROUND_TWO = DELIBERATION_SCENARIOS.roundTwoStarter.deliberationId;

async function renderContainer(
  backend: TestBackend,
  props: Partial<DeliberationPanelContainerProps> = {},
) {
  const tree = (more: Partial<DeliberationPanelContainerProps>) =>
    withCredence(
      <StrictMode>
        <DeliberationPanelContainer
          deliberationId={ROUND_ONE}
          premises={FIXTURE_PREMISES}
          current={FIXTURE_CURRENT}
          {...props}
          {...more}
        />
      </StrictMode>,
      backend.client,
    );
  const screen = await render(tree({}));
  return {
    screen,
    rerender: (more: Partial<DeliberationPanelContainerProps>) => screen.rerender(tree(more)),
  };
}

describe('DeliberationPanelContainer', () => {
  it('loads the deliberation and shows it', async () => {
    const backend = testBackend();
    selectDeliberationScenario(backend.store, 'roundOneNobodySubmitted');
    const { screen } = await renderContainer(backend);
    await expect
      .element(screen.getByRole('button', { name: 'Submit to round 1' }), TIMEOUT)
      .toBeVisible();
    expect(backend.requests).toContain(`GET /api/deliberations/${ROUND_ONE}`);
  });

  it('shows a deliberation given by the page at once, without a request', async () => {
    const backend = testBackend();
    const { screen } = await renderContainer(backend, {
      deliberationId: ROUND_2_OPEN.id,
      initialDeliberation: ROUND_2_OPEN,
    });
    await expect.element(screen.getByText('Round 2 of 5')).toBeVisible();
    expect(backend.requests).toEqual([]);
  });

  it("submits the evaluator's current figures with the reasons typed", async () => {
    const backend = testBackend();
    selectDeliberationScenario(backend.store, 'roundOneNobodySubmitted');
    const { screen } = await renderContainer(backend);
    await screen
      .getByRole('textbox', { name: 'Your reason for Premise 4 (optional)' })
      .fill('Nobody reads the updates.');
    await screen.getByRole('button', { name: 'Submit to round 1' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Replace your round 1 submission' }), TIMEOUT)
      .toBeVisible();
    expect(backend.bodiesOf(`POST /api/deliberations/${ROUND_ONE}/submissions`)).toEqual([
      {
        premiseProbabilities: FIXTURE_CURRENT.premiseProbabilities,
        inferenceStrength: FIXTURE_CURRENT.inferenceStrength,
        fallbackSupport: FIXTURE_CURRENT.fallbackSupport,
        reasons: [{ claimId: 'c104', text: 'Nobody reads the updates.' }],
      },
    ]);
    await expect.element(screen.getByText('Your round 1 submission is in.')).toBeInTheDocument();
  });

  it('shows a failed load with Try again, which loads it', async () => {
    const backend = testBackend();
    selectDeliberationScenario(backend.store, 'roundOneNobodySubmitted');
    backend.scenarios.set('getDeliberation', 'server-error');
    const { screen } = await renderContainer(backend);
    await expect.element(screen.getByRole('alert'), TIMEOUT).toBeVisible();
    backend.scenarios.clear('getDeliberation');
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Submit to round 1' }), TIMEOUT)
      .toBeVisible();
  });

  it('loads another deliberation when the id changes', async () => {
    const backend = testBackend();
    selectDeliberationScenario(backend.store, 'roundOneNobodySubmitted');
    const { screen, rerender } = await renderContainer(backend);
    await expect.element(screen.getByText('Round 1 of 5'), TIMEOUT).toBeVisible();
    await rerender({ deliberationId: ROUND_TWO });
    await expect.element(screen.getByText('Round 2 of 5'), TIMEOUT).toBeVisible();
    expect(backend.requests).toContain(`GET /api/deliberations/${ROUND_TWO}`);
  });

  it('deletes after the starter confirms, and tells the page', async () => {
    const backend = testBackend();
    selectDeliberationScenario(backend.store, 'roundOneNobodySubmitted');
    const onDeleted = vi.fn();
    const { screen } = await renderContainer(backend, { onDeleted });
    await screen.getByRole('button', { name: 'Delete deliberation' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Delete this deliberation?' });
    await dialog.getByRole('button', { name: 'Delete deliberation' }).click();
    await expect
      .element(screen.getByText('The deliberation was deleted.').first(), TIMEOUT)
      .toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(ROUND_ONE);
    expect(backend.requests).toContain(`DELETE /api/deliberations/${ROUND_ONE}`);
  });
});
