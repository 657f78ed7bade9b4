import { DELIBERATION_TEXTS } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeliberationPanel } from './DeliberationPanel';
import {
  FINISHED,
  FIXTURE_CURRENT,
  FIXTURE_PREMISES,
  ROUND_1_BLIND,
  ROUND_1_SUBMITTED,
  ROUND_2_OPEN,
  STARTER_CAN_OPEN,
  STARTER_NOBODY_SUBMITTED,
} from './DeliberationPanel.fixtures';

/**
 * The deliberation panel beside the evaluator, from fixtures (props only; the connected
 * `DeliberationPanelContainer` has its own stories on the mock backend). Ada is the viewer; the
 * argument is the mocks' remote-work argument with four premises.
 */
const meta = {
  title: 'Screens/DeliberationPanel',
  component: DeliberationPanel,
  args: {
    deliberation: ROUND_1_BLIND,
    premises: FIXTURE_PREMISES,
    current: FIXTURE_CURRENT,
    status: 'idle',
    error: null,
    onSubmit: fn(),
    onOpenNextRound: fn(),
    onRefresh: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliberationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Deliberation: Remote work' }));

/** What Ada sends: her evaluator's figures now. */
const CURRENT_SUBMISSION = {
  premiseProbabilities: FIXTURE_CURRENT.premiseProbabilities,
  inferenceStrength: FIXTURE_CURRENT.inferenceStrength,
  fallbackSupport: FIXTURE_CURRENT.fallbackSupport,
};

/**
 * Round 1, blind, before Ada submitted: the counts only. No one else's figure is anywhere on the
 * panel: no spread plot, no group view.
 */
export const RoundOneBlind: Story = {
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    await expect(view.getByText('Round 1 of 5')).toBeVisible();
    await expect(
      view.getByText('Round 1 is blind: until it closes, each member sees only their own figures.'),
    ).toBeVisible();
    await expect(view.getByText('2 of 5 members have submitted to round 1.')).toBeVisible();
    await expect(view.getByText('You have not submitted to this round yet.')).toBeVisible();
    await expect(view.queryAllByRole('img')).toHaveLength(0);
    await expect(view.getByText('The group view appears here once round 1 closes.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Submit to round 1' })).toBeEnabled();
    // Not the starter: no button closes the round, none deletes.
    await expect(view.queryByRole('button', { name: /Close round/ })).toBeNull();
    await expect(view.queryByRole('button', { name: 'Delete deliberation' })).toBeNull();
  },
};

/**
 * Keyboard only: Tab goes from Refresh to each premise's reason and on to the submit button;
 * Enter submits the evaluator's current figures with the reason typed.
 */
export const SubmitWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const view = panel(canvasElement);
    view.getByRole('button', { name: 'Refresh' }).focus();
    await userEvent.tab();
    await expect(
      view.getByRole('textbox', { name: 'Your reason for Premise 1 (optional)' }),
    ).toHaveFocus();
    await userEvent.tab();
    const second = view.getByRole('textbox', { name: 'Your reason for Premise 2 (optional)' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('I read my mail on the train.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      view.getByRole('textbox', { name: 'Your reason for Premise 4 (optional)' }),
    ).toHaveFocus();
    await userEvent.tab();
    const submit = view.getByRole('button', { name: 'Submit to round 1' });
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...CURRENT_SUBMISSION,
      reasons: [{ claimId: 'c102', text: 'I read my mail on the train.' }],
    });
  },
};

/** Round 1 after Ada submitted: her own figures, reason and time; the button replaces them. */
export const RoundOneSubmitted: Story = {
  args: { deliberation: ROUND_1_SUBMITTED },
  play: async ({ args, canvasElement }) => {
    const view = panel(canvasElement);
    const own = within(view.getByRole('region', { name: 'Your submission' }));
    await expect(own.getByText(/^Sent/)).toBeVisible();
    await expect(view.getByRole('region', { name: 'Your submission' })).toHaveTextContent(
      /Premise 2\s*60%/,
    );
    await expect(
      own.getByText('Your reason (Premise 2): I answer e-mail on the train anyway.'),
    ).toBeVisible();
    await expect(view.getByText('3 of 5 members have submitted to round 1.')).toBeVisible();
    // Her stored reason starts the field, so a replacement keeps it unless she changes it.
    await expect(
      view.getByRole('textbox', { name: 'Your reason for Premise 2 (optional)' }),
    ).toHaveValue('I answer e-mail on the train anyway.');
    await expect(view.queryAllByRole('img')).toHaveLength(0);
    await userEvent.click(view.getByRole('button', { name: 'Replace your round 1 submission' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...CURRENT_SUBMISSION,
      reasons: [{ claimId: 'c102', text: 'I answer e-mail on the train anyway.' }],
    });
  },
};

/** The starter before anyone submitted: the close button waits, and says why. */
export const StarterNobodySubmitted: Story = {
  args: { deliberation: STARTER_NOBODY_SUBMITTED },
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    const close = view.getByRole('button', { name: 'Close round 1 and open round 2' });
    await expect(close).toBeDisabled();
    await expect(close).toHaveAccessibleDescription(DELIBERATION_TEXTS.closeNeedsSubmission);
    await expect(view.getByText('0 of 5 members have submitted to round 1.')).toBeVisible();
    await expect(view.getByText('Started by you')).toBeVisible();
  },
};

/** The starter once three have submitted: closing round 1 opens round 2. */
export const StarterCanOpenRoundTwo: Story = {
  args: { deliberation: STARTER_CAN_OPEN },
  play: async ({ args, canvasElement }) => {
    const view = panel(canvasElement);
    const close = view.getByRole('button', { name: 'Close round 1 and open round 2' });
    await expect(close).toBeEnabled();
    await userEvent.click(close);
    await expect(args.onOpenNextRound).toHaveBeenCalledTimes(1);
  },
};

/**
 * Round 2 open, round 1's group view below: per premise the spread plot (Ada's own value
 * marked) and the reasons; P(C) pooled both ways with the gap explained; the cruxes.
 */
export const RoundTwoWithGroupView: Story = {
  args: { deliberation: ROUND_2_OPEN },
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    await expect(view.getByText('Round 2 of 5')).toBeVisible();
    const group = within(view.getByRole('region', { name: 'Group view' }));
    await expect(group.getByText('Round 1: 5 submissions, shown without names.')).toBeVisible();
    await expect(
      group.getByRole('img', {
        name: 'Premise 2: 5 values from 20% to 80%, median 40%, middle half 30%–60%; yours 60%; pooled 46%',
      }),
    ).toBeVisible();
    const premise2 = within(group.getByRole('listitem', { name: 'Premise 2' }));
    const reasons = within(premise2.getByRole('list', { name: 'Reasons (3)' }));
    await expect(reasons.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'I answer e-mail on the train anyway.',
      'Most people sleep longer instead.',
      'Surveys say about a third of the saved time goes to work.',
    ]);
    await expect(group.getAllByRole('img')).toHaveLength(7);
    const conclusion = within(group.getByRole('region', { name: 'The group on the conclusion' }));
    await expect(
      conclusion.getByText(
        "Pooled P(C): 29% (pooling everyone's P(C)) · 29% (from the pooled premises)",
      ),
    ).toBeVisible();
    await expect(conclusion.getByText(/^Pooling everyone's P\(C\) gives 29\.5%/)).toBeVisible();
    const cruxes = within(group.getByRole('region', { name: 'Where the disagreement comes from' }));
    await expect(
      cruxes.getByText(
        'The disagreement about the conclusion comes mostly from premise 2 and premise 4.',
      ),
    ).toBeVisible();
    const meters = cruxes.getAllByRole('meter');
    await expect(meters[0]).toHaveAccessibleName('Premise 2');
    await expect(meters[0]).toHaveAttribute('aria-valuetext', '48%');
    // One closed round: nothing to converge from yet.
    await expect(group.queryByRole('region', { name: 'Convergence' })).toBeNull();
  },
};

/**
 * Finished after three rounds: no form; round 3's group view with the convergence from round 2,
 * and round 1's on choosing it.
 */
export const Finished: Story = {
  args: { deliberation: FINISHED },
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    await expect(view.getByText('Finished after 3 rounds.')).toBeVisible();
    await expect(view.queryByRole('button', { name: /Submit/ })).toBeNull();
    await expect(view.queryByRole('textbox')).toBeNull();
    const convergence = within(view.getByRole('region', { name: 'Convergence' }));
    await expect(
      convergence.getByText(
        'The spread of premise 2 narrowed from 0.10 to 0.00 (IQR) between round 2 and round 3.',
      ),
    ).toBeVisible();
    const select = view.getByRole('button', { name: /Closed round shown/ });
    await expect(select).toHaveTextContent('Round 3');
    await userEvent.click(select);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Round 1' }));
    await waitFor(() =>
      expect(view.getByText('Round 1: 5 submissions, shown without names.')).toBeVisible(),
    );
    await expect(view.queryByRole('region', { name: 'Convergence' })).toBeNull();
  },
};

/** A submission under way: the button says so and ignores presses; the other actions wait. */
export const Submitting: Story = {
  args: { deliberation: STARTER_CAN_OPEN, status: 'submitting' },
  play: async ({ args, canvasElement }) => {
    const view = panel(canvasElement);
    const submit = view.getByRole('button', { name: 'Submitting...' });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      view.getByRole('button', { name: 'Close round 1 and open round 2' }),
    ).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  },
};

/** A write failed: the server's message as an alert; the panel keeps its last good view. */
export const SubmitFailed: Story = {
  args: { deliberation: ROUND_1_SUBMITTED, error: DELIBERATION_TEXTS.submitFailed },
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    await expect(view.getByRole('alert')).toHaveTextContent('Could not send your submission');
    await expect(
      view.getByRole('button', { name: 'Replace your round 1 submission' }),
    ).toBeEnabled();
  },
};

/** A reader of a public argument's deliberation: submitting makes them a member. */
export const NotYetAMember: Story = {
  args: { deliberation: { ...ROUND_2_OPEN, isMember: false } },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText(DELIBERATION_TEXTS.notMember)).toBeVisible();
  },
};

/** The starter deletes it, after confirming in a dialog. */
export const Delete: Story = {
  args: { deliberation: STARTER_CAN_OPEN },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      panel(canvasElement).getByRole('button', { name: 'Delete deliberation' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Delete this deliberation?' }, { timeout: 5000 }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete deliberation' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};
