import { type CallName, createCredenceClient } from '@credence/api';
import { DURATIONS } from '@credence/engine';
import {
  ADA_ID,
  createHandlers,
  createMockStore,
  createScenarios,
  DELIBERATION_SCENARIOS,
  NUCLEAR_ID,
  NUCLEAR_SUPPORT_ID,
  RAIN_ID,
  REMOTE_WORK_ID,
  type Scenario,
  selectDeliberationScenario,
} from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { addLargeArgument, LARGE_ARGUMENT_TITLE } from '../testing/largeArgument';
import { phoneStory } from '../testing/phoneViewport';
import { storyBackend } from '../testing/storyBackend';
import { ArgumentEvaluator, ArgumentEvaluatorScreen } from './ArgumentEvaluator';
import { ArgumentEvaluatorProvider } from './ArgumentEvaluatorProvider';

/**
 * The evaluator screen on the mock backend (Storybook's MSW loader; see apps/storybook's
 * preview). Ada is signed in; each story may replace the handlers with its own scenarios.
 */
const meta = {
  title: 'Screens/ArgumentEvaluator',
  component: ArgumentEvaluator,
  subcomponents: { ArgumentEvaluatorScreen, ArgumentEvaluatorProvider, CredenceProvider },
  args: { argumentId: REMOTE_WORK_ID },
  render: (args) => (
    <CredenceProvider
      client={createCredenceClient({ baseUrl: '' })}
      userId={ADA_ID}
      userRole="USER"
    >
      <ArgumentEvaluator {...args} />
    </CredenceProvider>
  ),
} satisfies Meta<typeof ArgumentEvaluator>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * How long a step may wait for a lazy part of the evaluator (the inference dialog, the panels,
 * the share menu…). Its first load makes the dev server transform the part's modules, styles
 * included, on demand: well under a second alone, but a CI machine running other suites beside
 * Storybook's took over 5 s, and six of these stories failed together at 5 s.
 */
const LOAD_TIMEOUT = { timeout: 30_000 };

/** Handlers from a fresh store with one call misbehaving. */
function handlersWith(callName: CallName, scenario: Scenario) {
  const scenarios = createScenarios();
  scenarios.set(callName, scenario);
  return createHandlers({ store: createMockStore(), scenarios });
}

/** Waits for the screen to show the argument. */
async function loaded(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: title }, LOAD_TIMEOUT);
  return canvas;
}

/**
 * Moves Premise 1's slider one step up with the keyboard, then lets the constraint system's
 * corrections (after `DURATIONS.correctionDelay`) settle: a correction during a save counts as
 * a change, which leaves the evaluation unsaved.
 */
async function movePremiseOne(canvas: ReturnType<typeof within>) {
  const slider = canvas.getByRole('slider', { name: /Confidence in Premise 1/ });
  await userEvent.click(slider);
  await userEvent.keyboard('{ArrowRight}');
  await new Promise((resolve) => setTimeout(resolve, DURATIONS.correctionDelay * 5));
}

/**
 * Closes a dialog or popover with Escape and waits until it is gone: a modal left open would
 * hide the next story's screen from the accessibility tree.
 */
async function closeOverlay(page: ReturnType<typeof within>, name: string) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('dialog', { name })).toBeNull());
}

/** Argument 1 (inductive, Ada's saved fallback evaluation). */
export const Inductive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    await expect(canvas.getByText('Inductive Fallback Support Mode')).toBeInTheDocument();
    await expect(canvas.getAllByRole('slider', { name: /Confidence in Premise/ })).toHaveLength(4);
    await expect(canvas.getByRole('slider', { name: 'Inference strength' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /debug panel/ })).toBeNull();
  },
};

const inDeliberation = storyBackend((_scenarios, store) => {
  selectDeliberationScenario(store, 'roundTwoStarter');
});

/**
 * Opened with a deliberation (`deliberationId`): its panel beside the argument, with round 1's
 * anonymous group view; "Submit to round 2" sends the figures the evaluator shows, so moving a
 * premise's slider changes what the panel says it will send.
 */
export const WithDeliberation: Story = {
  args: { deliberationId: DELIBERATION_SCENARIOS.roundTwoStarter.deliberationId },
  parameters: inDeliberation.parameters,
  beforeEach: inDeliberation.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    const region = await canvas.findByRole('region', { name: /^Deliberation: / }, LOAD_TIMEOUT);
    const panel = within(region);
    await expect(panel.getByText('Round 2 is blind', { exact: false })).toBeVisible();
    await expect(panel.getByText(/^Pooled P\(C\):/)).toBeVisible();
    // The figures a submission would send: Premise 1's, as the panel lists them now.
    const willSend = () => {
      const list = panel
        .getByText(/^Submitting sends your figures/)
        .parentElement?.querySelector('dl');
      const term = [...(list?.querySelectorAll('dt') ?? [])].find(
        (dt) => dt.textContent === 'Premise 1',
      );
      return term?.nextElementSibling?.textContent ?? null;
    };
    const before = willSend();
    await expect(before).toMatch(/%$/);
    await movePremiseOne(canvas);
    await waitFor(() => expect(willSend()).not.toBe(before));
  },
};

/**
 * On a phone (390 × 844): the conclusion and P(C) are in view on arrival, above the first
 * premise, and stay at the top of the screen while the premises scroll; each premise's text is
 * shown once (its wording line speaks of "this premise").
 */
export const OnAPhone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    const summary = canvas.getByRole('region', { name: 'Conclusion and P(C)' });
    await expect(summary).toHaveTextContent(/P\(C\) \d+%/);
    const top = summary.getBoundingClientRect();
    await expect(top.bottom).toBeLessThanOrEqual(window.innerHeight);
    const premise = canvas.getByRole('region', { name: 'Premise 1' });
    const text = within(premise).getAllByText(/./, { selector: 'p' })[0]?.textContent ?? '';
    await expect(premise.textContent?.split(text)).toHaveLength(2);
    canvas.getByRole('button', { name: 'Share' }).scrollIntoView({ block: 'end' });
    await waitFor(() => expect(summary.getBoundingClientRect().top).toBeLessThanOrEqual(1));
    window.scrollTo(0, 0);
  },
};

/**
 * The Version box: Ada's newest version of argument 1 (v3), which opens the Version History
 * dialog; loading a version there only says 'Version loading coming soon!'.
 */
export const VersionBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    const box = await canvas.findByRole(
      'button',
      { name: 'Version history: Ada Lovelace, v3' },
      LOAD_TIMEOUT,
    );
    await userEvent.click(box);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Your Version History' });
    const first = await within(dialog).findAllByRole('button', { name: 'Load This Version' });
    await userEvent.click(first[0] as HTMLElement);
    await expect(await page.findByText('Version loading coming soon!')).toBeInTheDocument();
    await closeOverlay(page, 'Your Version History');
  },
};

/**
 * "Evaluate inference" opens the Inference Evaluation dialog on the loaded argument: moving a
 * Fallback slider changes the evaluator's P(C) behind it, and the dialog's Save saves the
 * evaluation through the evaluator ("Successfully saved!", the screen's button reads Saved).
 */
export const EvaluateInference: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    const conclusion = canvas.getByRole('slider', {
      name: 'Confidence in the conclusion',
    }) as HTMLInputElement;
    const before = conclusion.value;
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate inference' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await page.findByRole('dialog', { name: 'Inference Evaluation' }, LOAD_TIMEOUT),
    );
    const save = () =>
      dialog.getByRole('button', { name: /^(Save|Processing\.\.\.|Saving\.\.\.)$/ });
    await waitFor(() => expect(save()).toBeEnabled(), LOAD_TIMEOUT);
    const strength = dialog.getByRole('slider', { name: 'If all premises are true' });
    await userEvent.click(strength);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(conclusion.value).not.toBe(before), LOAD_TIMEOUT);
    await userEvent.click(save());
    await expect(await dialog.findByText('Successfully saved!', {}, LOAD_TIMEOUT)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Saved' }, LOAD_TIMEOUT)).toBeDisabled();
  },
};

/** The two panel toggles show the calculation results and the dependency configuration. */
export const Panels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    await expect(canvas.queryByText('Final P(C)')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Calculation results/ }));
    await expect(await canvas.findByText('Final P(C)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Dependency configuration/ }));
    await expect(
      await canvas.findByText('Configure Premise Dependencies', {}, LOAD_TIMEOUT),
    ).toBeVisible();
  },
};

/** Share, on Ada's saved evaluation, opens the Share menu above the buttons. */
export const ShareMenuOpens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const page = within(canvasElement.ownerDocument.body);
    const menu = within(await page.findByRole('dialog', { name: 'Share' }, LOAD_TIMEOUT));
    await expect(menu.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    await closeOverlay(page, 'Share');
  },
};

/** Argument 2 (deductive): Demonstration mode, the bar locked at 100 %, 0 / 0.5 / 1 choices. */
export const Deductive: Story = {
  args: { argumentId: RAIN_ID },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Rain slows driving');
    await expect(canvas.getByText('Deductive Demonstration Mode')).toBeInTheDocument();
    await expect(canvas.getByRole('meter', { name: 'Inference strength' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('radiogroup')).toBeInTheDocument();
  },
};

/**
 * A sub-conclusion: the nuclear argument's first premise is concluded by a supporting argument;
 * 'Open supporting argument' evaluates that argument and tells the host (`onArgumentChange`).
 */
export const SubConclusion: Story = {
  args: { argumentId: NUCLEAR_ID, onArgumentChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement, 'Expand nuclear power');
    // Premise 2 is only objected to: an objection does not conclude it.
    const second = canvas.getByRole('region', { name: 'Premise 2' });
    await expect(within(second).queryByRole('button', { name: /Open supporting/ })).toBeNull();
    const first = canvas.getByRole('region', { name: 'Premise 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Open supporting argument' }));
    await loaded(canvasElement, 'Support: Nuclear power emits very little CO2 per kilowatt-hour.');
    await expect(args.onArgumentChange).toHaveBeenCalledWith(NUCLEAR_SUPPORT_ID);
  },
};

/** "⊢" on the deductive argument opens its validated proof. */
export const ViewProof: Story = {
  args: { argumentId: RAIN_ID },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Rain slows driving');
    await userEvent.click(canvas.getByRole('button', { name: 'View proof (⊢)' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText(/^Valid Proof \(\d+ lines\)/, {}, LOAD_TIMEOUT),
    ).toBeVisible();
  },
};

/** An ADMIN also sees the debug panel, with the spec's sections computed by the engine. */
export const AdminDebugPanel: Story = {
  render: (args) => (
    <CredenceProvider
      client={createCredenceClient({ baseUrl: '' })}
      userId={ADA_ID}
      userRole="ADMIN"
    >
      <ArgumentEvaluator {...args} />
    </CredenceProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    await userEvent.click(canvas.getByRole('button', { name: 'Show debug panel' }));
    // The panel's code arrives on demand (prefetched when the button is pointed at).
    await canvas.findByRole('heading', { name: 'Evaluation Mode' }, LOAD_TIMEOUT);
    for (const section of ['Evaluation Mode', 'Premise Values', 'Calculated Values']) {
      await expect(canvas.getByRole('heading', { name: section })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Hide debug panel' }));
    await expect(canvas.queryByRole('heading', { name: 'Evaluation Mode' })).toBeNull();
  },
};

/** A premise's Objection button opens the linked-argument creator against that premise. */
export const Objection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    const premise = canvas.getByRole('region', { name: 'Premise 1' });
    await userEvent.click(within(premise).getByRole('button', { name: 'Objection' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: /Objection/ }, LOAD_TIMEOUT);
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: /Objection/ })).toBeNull());
  },
};

/** "c.e." on the deductive argument opens the counterexample finder; Escape closes it. */
export const FindCounterexample: Story = {
  args: { argumentId: RAIN_ID },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Rain slows driving');
    await userEvent.click(canvas.getByRole('button', { name: 'c.e.' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('dialog', { name: 'Find a Counterexample' }, LOAD_TIMEOUT),
    ).toBeVisible();
    await closeOverlay(page, 'Find a Counterexample');
  },
};

/** Locking a premise: the lock toast shows and its slider no longer moves. */
export const LockedPremise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    const premise = canvas.getByRole('region', { name: 'Premise 1' });
    await userEvent.click(within(premise).getByRole('button', { name: 'Lock' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Premise locked - protected from auto-updates'),
    ).toBeInTheDocument();
    const slider = within(premise).getByRole('slider');
    await expect(slider).toBeDisabled();
    const before = slider.getAttribute('aria-valuenow');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider.getAttribute('aria-valuenow')).toBe(before);
  },
};

const largeStore = createMockStore();
const large = addLargeArgument(largeStore);

/**
 * A 16-premise argument: from 14 premises on, the evaluator evaluates in a Web Worker (and the
 * results panel's scenarios and sensitivity come from there too). Setting premise 1 to 0 with
 * the keyboard brings P(C) down to the fallback support once the worker answers.
 */
export const LargeArgumentOffThread: Story = {
  args: { argumentId: large.id },
  parameters: { msw: { handlers: createHandlers({ store: largeStore }) } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, LARGE_ARGUMENT_TITLE);
    await expect(canvas.getAllByRole('slider', { name: /Confidence in Premise/ })).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: /Calculation results/ }));
    const shownPC = await canvas.findByTestId('result-p-c', {}, LOAD_TIMEOUT);
    await waitFor(() => expect(shownPC).toHaveTextContent(large.shownPC), LOAD_TIMEOUT);
    const slider = canvas.getByRole('slider', { name: /Confidence in Premise 1\b/ });
    slider.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(
      () => expect(shownPC).toHaveTextContent(large.shownPCWithoutPremiseOne),
      LOAD_TIMEOUT,
    );
  },
};

/** The argument never arrives. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/arguments/:id', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...createHandlers({ store: createMockStore() }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Loading argument evaluation...',
    );
  },
};

/** GET /api/arguments/:id answers 500. */
export const LoadError: Story = {
  parameters: { msw: { handlers: handlersWith('getArgument', 'server-error') } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LOAD_TIMEOUT);
    await expect(alert.textContent).toMatch(/^Error: .+/);
  },
};

/** GET /api/arguments/:id answers 404: the argument is missing. */
export const MissingData: Story = {
  parameters: { msw: { handlers: handlersWith('getArgument', 'not-found') } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LOAD_TIMEOUT);
    await expect(alert).toHaveTextContent('Missing argument data');
  },
};

/** A slow save: the button reads "Saving..." and is disabled. */
export const Saving: Story = {
  parameters: { msw: { handlers: handlersWith('saveEvaluation', { delayMs: 60_000 }) } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    await movePremiseOne(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Evaluation' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** Move a slider, save: "Saving..." then "Saved". */
export const Saved: Story = {
  parameters: { msw: { handlers: handlersWith('saveEvaluation', { delayMs: 400 }) } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    await movePremiseOne(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Evaluation' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled(),
      LOAD_TIMEOUT,
    );
  },
};

/** PUT /api/objects/evaluations/:id answers 500: an error toast, and Save is offered again. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: handlersWith('saveEvaluation', 'server-error') } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    await movePremiseOne(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Evaluation' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alertdialog', {}, LOAD_TIMEOUT)).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save Evaluation' })).toBeEnabled(),
    );
  },
};

/**
 * Locks are saved with the evaluation: locking a premise of a saved evaluation offers Save
 * again, and the app hears that there are unsaved changes (`onUnsavedChangesChange`).
 */
export const LockIsAnUnsavedChange: Story = {
  args: { onUnsavedChangesChange: fn() },
  parameters: { msw: { handlers: createHandlers({ store: createMockStore() }) } },
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(args.onUnsavedChangesChange).toHaveBeenLastCalledWith(false);
    const premise = canvas.getByRole('region', { name: 'Premise 2' });
    await userEvent.click(within(premise).getByRole('button', { name: 'Lock' }));
    await expect(canvas.getByRole('button', { name: 'Save Evaluation' })).toBeEnabled();
    await expect(args.onUnsavedChangesChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Evaluation' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled(),
      LOAD_TIMEOUT,
    );
    await expect(args.onUnsavedChangesChange).toHaveBeenLastCalledWith(false);
  },
};

/** Reset Evaluation asks first: Cancel keeps the values, Reset sets the premises to 50 %. */
export const ResetAsksFirst: Story = {
  parameters: { msw: { handlers: createHandlers({ store: createMockStore() }) } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Remote work raises productivity');
    const slider = canvas.getByRole<HTMLInputElement>('slider', {
      name: /Confidence in Premise 1/,
    });
    const before = slider.value;
    await expect(before).not.toBe('0.5');
    const page = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset Evaluation' }));
    const dialog = await page.findByRole('dialog', { name: 'Reset Evaluation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(slider.value).toBe(before);
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset Evaluation' }));
    const again = await page.findByRole('dialog', { name: 'Reset Evaluation?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(slider.value).toBe('0.5');
    await expect(canvas.getByRole('button', { name: 'Save Evaluation' })).toBeEnabled();
  },
};
