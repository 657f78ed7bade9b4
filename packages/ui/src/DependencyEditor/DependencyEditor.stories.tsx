import { ADA_ID, claimFixtures, NUCLEAR_ID, RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import type { DependencyResolutionMode } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { DependencyCard } from './DependencyCard';
import { DependencyEditor } from './DependencyEditor';
import { useDependencyEditor } from './useDependencyEditor';

/** The premises of a seeded argument, as the evaluator passes them. */
function premisesOf(ids: readonly string[]) {
  return ids.map((id) => {
    const claim = claimFixtures.find((candidate) => candidate.id === id);
    return { id, content: claim?.content ?? id };
  });
}

const REMOTE_WORK_PREMISES = premisesOf(['c101', 'c102', 'c103', 'c104']);
const C101 = 'Remote workers lose less time commuting.';
const C102 = 'Time saved on commuting is partly spent on work.';
const C103 = 'Fewer office interruptions allow longer periods of focused work.';
const C104 = 'Written updates keep the communication costs of remote teams under control.';

interface DependencyEditorExampleProps {
  /** The saved argument (null: not saved yet, nothing loads). */
  argumentId: number | null;
  premises: Array<{ id: string; content: string }>;
  resolutionMode?: DependencyResolutionMode;
  /** Claims backed by a supporting argument or targeted by an objection. */
  overriddenClaimIds?: string[];
  /** Inside the collapsible 'Configure Premise Dependencies' card. */
  asCard?: boolean;
}

/** The editor wired with `useDependencyEditor`, alone or in its card. */
function DependencyEditorExample({
  argumentId,
  premises,
  resolutionMode,
  overriddenClaimIds,
  asCard = false,
}: DependencyEditorExampleProps) {
  const actorRef = useDependencyEditor({
    argumentId,
    premises,
    resolutionMode,
    overriddenClaimIds,
  });
  return asCard ? <DependencyCard actorRef={actorRef} /> : <DependencyEditor actorRef={actorRef} />;
}

/**
 * The Premise Dependencies editor on the mock backend (Storybook's MSW loader; see
 * apps/storybook's preview). Ada is signed in; argument 1 (remote work) has two dependencies,
 * one on an external claim; argument 2 has none; argument 3 has one on a premise targeted by an
 * objection. Each story has its own store and scenarios, reset before it renders.
 */
const meta = {
  title: 'Screens/DependencyEditor',
  component: DependencyEditorExample,
  subcomponents: { DependencyEditor, DependencyCard },
  args: { argumentId: REMOTE_WORK_ID, premises: REMOTE_WORK_PREMISES },
  render: (args) => withCredence(<DependencyEditorExample {...args} />),
} satisfies Meta<typeof DependencyEditorExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs, popovers and toasts render in portals on `document.body`. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const cardTitle = (source: string, target: string, value = 'TRUE') =>
  `"${source}" is ${value} → "${target}"`;

/** Waits for the list of cards. */
async function cards(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: 'Dependencies' }, TIMEOUT));
}

/** Picks a premise in one of the form's selects. */
async function choose(canvasElement: HTMLElement, select: RegExp, premise: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: select }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: premise }));
}

/** Opens a card by its title and returns it. */
async function expandCard(canvasElement: HTMLElement, title: string) {
  const card = (await cards(canvasElement)).getByRole('listitem', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: new RegExp(title.slice(1, 20)) }));
  return within(card);
}

const list = storyBackend();

/** Argument 1: a card per dependency; one slider moved with the keyboard commits on release. */
export const List: Story = {
  parameters: list.parameters,
  beforeEach: list.beforeEach,
  play: async ({ canvasElement }) => {
    const items = await cards(canvasElement);
    await expect(items.getAllByRole('listitem')).toHaveLength(2);
    await expect(items.getByText('External')).toBeVisible();
    const card = await expandCard(canvasElement, cardTitle(C101, C102));
    await expect(card.getByText('Strongly Weakens')).toBeVisible();
    await expect(card.getByText('Neutral (Independent)')).toBeVisible();
    await expect(card.getByText('Strongly Strengthens')).toBeVisible();
    const slider = card.getByRole('slider', { name: 'Conditional probability' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '83%'));
    await expect(card.getAllByText('83%').length).toBeGreaterThan(0);
  },
};

const loading = storyBackend((scenarios) => scenarios.set('getArgument', { delayMs: 60_000 }));

/** The stored dependencies are still loading. */
export const Loading: Story = {
  parameters: loading.parameters,
  beforeEach: loading.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, TIMEOUT)).toHaveTextContent(
      'Loading dependencies...',
    );
  },
};

const empty = storyBackend();

/** Argument 2 has no dependencies: the empty state. */
export const Empty: Story = {
  args: { argumentId: RAIN_ID, premises: premisesOf(['c201', 'c202']) },
  parameters: empty.parameters,
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No dependencies defined yet. Click the + button to add one.',
        {},
        TIMEOUT,
      ),
    ).toBeVisible();
  },
};

const add = storyBackend();

/**
 * Add a dependency with the sentence form: 'Add Dependency' stays disabled until both premises
 * are chosen; the slider is set with the keyboard; the new card appears and the form closes.
 */
export const AddDependency: Story = {
  parameters: add.parameters,
  beforeEach: add.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Dependency' }));
    const form = within(canvas.getByRole('region', { name: 'New dependency' }));
    const submit = form.getByRole('button', { name: 'Add Dependency' });
    await expect(submit).toBeDisabled();
    await choose(canvasElement, /Premise that is learned/, C104);
    await choose(canvasElement, /Premise whose credence changes/, C101);
    await expect(submit).toBeEnabled();
    const slider = form.getByRole('slider', { name: 'Confidence in the other premise' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '75%'));
    await expect(
      form.getByText(/makes me quite confident that/, { selector: 'p' }),
    ).toBeInTheDocument();
    await userEvent.click(submit);
    const items = await cards(canvasElement);
    const card = await items.findByRole('listitem', { name: cardTitle(C104, C101) });
    await expect(card).toHaveTextContent('75%');
    await expect(canvas.queryByRole('region', { name: 'New dependency' })).toBeNull();
  },
};

const addExpression = storyBackend();

/**
 * The optional expression builder as the antecedent: an AND of P1 and P4 given to P3 adds both
 * parents together — a multi-parent dependency, shown as the calculated (noisy-OR) card with
 * P3's external parent.
 */
export const AddWithAndExpression: Story = {
  parameters: addExpression.parameters,
  beforeEach: addExpression.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Dependency' }));
    const form = within(canvas.getByRole('region', { name: 'New dependency' }));
    await userEvent.click(form.getByRole('button', { name: 'Use a logical expression' }));
    const builder = within(form.getByRole('region', { name: 'Antecedent expression' }));
    await choose(canvasElement, /^(?!Remove )(.*\s)?Operand 1$/, /^P1:/);
    await choose(canvasElement, /^(?!Remove )(.*\s)?Operand 2$/, /^P4:/);
    await expect(builder.getByRole('status', { name: 'Preview' })).toHaveTextContent('P1 ∧ P4');
    await expect(builder.getByRole('status', { name: 'Validity' })).toHaveTextContent(
      'Expression is valid',
    );
    await choose(canvasElement, /Premise whose credence changes/, C103);
    await userEvent.click(form.getByRole('button', { name: 'Add Dependency' }));
    const items = await cards(canvasElement);
    await expect(
      await items.findByRole('listitem', { name: cardTitle(C101, C103) }),
    ).toBeInTheDocument();
    await expect(items.getByRole('listitem', { name: cardTitle(C104, C103) })).toBeInTheDocument();
    await expect(
      items.getByRole('listitem', { name: /^".+" & "Remote workers.+" & "Written updates.+" → / }),
    ).toHaveTextContent('Calculated (noisy-OR)');
  },
};

const unsupportedExpression = storyBackend();

/** An OR antecedent is valid as an expression but the maths cannot use it: Add stays disabled. */
export const UnsupportedExpression: Story = {
  parameters: unsupportedExpression.parameters,
  beforeEach: unsupportedExpression.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Dependency' }));
    const form = within(canvas.getByRole('region', { name: 'New dependency' }));
    await choose(canvasElement, /Premise that is learned/, C101);
    await userEvent.click(form.getByRole('button', { name: 'Use a logical expression' }));
    await choose(canvasElement, /^(?!Remove )(.*\s)?Operand 2$/, /^P4:/);
    await choose(canvasElement, /Operator$/, /^OR$/);
    await choose(canvasElement, /Premise whose credence changes/, C103);
    await expect(form.getByRole('alert')).toHaveTextContent(/^OR cannot be used here/);
    await expect(form.getByRole('button', { name: 'Add Dependency' })).toBeDisabled();
  },
};

const duplicate = storyBackend();

/** Adding c102 given c101 again opens the 'Duplicate Dependency' dialog. */
export const Duplicate: Story = {
  parameters: duplicate.parameters,
  beforeEach: duplicate.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Dependency' }));
    await choose(canvasElement, /Premise that is learned/, C101);
    await choose(canvasElement, /Premise whose credence changes/, C102);
    const form = within(canvas.getByRole('region', { name: 'New dependency' }));
    await userEvent.click(form.getByRole('button', { name: 'Add Dependency' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Duplicate Dependency',
    });
    await expect(dialog).toHaveTextContent(
      `This dependency relationship already exists between "${C101}" and "${C102}". Please choose different premises or edit the existing dependency.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const remove = storyBackend();

/** Remove a dependency: the confirmation, then 'Dependency removed' and the card is gone. */
export const Remove: Story = {
  parameters: remove.parameters,
  beforeEach: remove.beforeEach,
  play: async ({ canvasElement }) => {
    const card = await expandCard(canvasElement, cardTitle(C101, C102));
    await userEvent.click(card.getByRole('button', { name: 'Remove Dependency' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove Dependency' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to remove this dependency? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(
      await page(canvasElement).findByText('Dependency removed', {}, TIMEOUT),
    ).toBeInTheDocument();
    const items = await cards(canvasElement);
    await waitFor(() => expect(items.getAllByRole('listitem')).toHaveLength(1));
    await expect(remove.store.argument(REMOTE_WORK_ID)?.dependencies).not.toHaveProperty('c102');
  },
};

const removeFailed = storyBackend((scenarios) => scenarios.set('deleteDependency', 'server-error'));

/** The delete call fails: the error toast, the dialog closes and the dependency stays. */
export const RemoveFailed: Story = {
  parameters: removeFailed.parameters,
  beforeEach: removeFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const card = await expandCard(canvasElement, cardTitle(C101, C102));
    await userEvent.click(card.getByRole('button', { name: 'Remove Dependency' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove Dependency' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(
      await page(canvasElement).findByText(
        'Failed to remove dependency from database. Please try again.',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect((await cards(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
  },
};

const saveFailed = storyBackend((scenarios) =>
  scenarios.set('upsertDependencies', { status: 500, body: { error: 'Database unavailable' } }),
);

/**
 * 'Save Dependencies to DB' fails: the spec only logs save failures, so no message appears and
 * the button is ready again (the warning is in the console).
 */
export const SaveFailed: Story = {
  parameters: saveFailed.parameters,
  beforeEach: saveFailed.beforeEach,
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const save = within(canvasElement).getByRole('button', { name: 'Save Dependencies to DB' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveTextContent('Save Dependencies to DB'), TIMEOUT);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(page(canvasElement).queryByText(/Database unavailable/)).toBeNull();
  },
};

const saving = storyBackend((scenarios) =>
  scenarios.set('batchSaveConditionals', { delayMs: 800 }),
);

/** A slow save reads 'Saving...', then the stored conditionals are there. */
export const Save: Story = {
  parameters: saving.parameters,
  beforeEach: saving.beforeEach,
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Save Dependencies to DB' }),
    );
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Saving...' }),
    ).toBeInTheDocument();
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Save Dependencies to DB' },
        TIMEOUT,
      ),
    ).toBeEnabled();
  },
};

const assess = storyBackend(
  (scenarios) => scenarios.set('estimateDependencies', { delayMs: 600 }),
  {
    estimateDependencies: () => ({
      suggestedDependencies: [
        // c102 depends on c101 already: c101 depending on c102 would close a cycle.
        {
          targetId: 'c101',
          sourceId: 'c102',
          conditionalProbability: 0.7,
          strength: 'moderate',
          reasoning: 'A cycle, refused.',
        },
        {
          targetId: 'c104',
          sourceId: 'c101',
          conditionalProbability: 0.65,
          strength: 'moderate',
          reasoning: 'Commuting and communication are both about remote work.',
        },
      ],
    }),
  },
);

/**
 * 'AI Assess': 'Assessing...' and the progress banner, then the suggestions are added; the one
 * that would close a dependency cycle is refused.
 */
export const AiAssess: Story = {
  parameters: assess.parameters,
  beforeEach: assess.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Assess' }));
    await expect(await canvas.findByRole('button', { name: 'Assessing...' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Analyzing semantic relationships between 4 premises...'),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Added 1 dependencies based on semantic analysis.', {}, TIMEOUT),
    ).toBeVisible();
    const items = await cards(canvasElement);
    await expect(items.getByRole('listitem', { name: cardTitle(C101, C104) })).toBeVisible();
    await expect(items.queryByRole('listitem', { name: cardTitle(C102, C101) })).toBeNull();
  },
};

const assessFailed = storyBackend((scenarios) =>
  scenarios.set('estimateDependencies', { status: 502, body: { error: 'Model unavailable' } }),
);

/** The AI call fails: 'Assessment failed: {message}'. */
export const AiAssessFailed: Story = {
  parameters: assessFailed.parameters,
  beforeEach: assessFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Assess' }));
    await expect(await canvas.findByRole('alert', {}, TIMEOUT)).toHaveTextContent(
      'Assessment failed: Model unavailable',
    );
  },
};

const single = storyBackend();

/** One premise: 'AI Assess' is disabled and says why; no model picker. */
export const OnePremise: Story = {
  args: { argumentId: null, premises: premisesOf(['c101']) },
  parameters: single.parameters,
  beforeEach: single.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'AI Assess' })).toBeDisabled();
    await expect(canvas.getByText('Need at least 2 premises to assess dependencies')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^AI model:/ })).toBeNull();
  },
};

// Ada reads Grace's argument 3 with a dependency of her own (a reader never gets the owner's).
const overridden = storyBackend((_scenarios, store) => {
  const nuclear = store.argument(NUCLEAR_ID);
  if (!nuclear) return;
  store.setDependencySettings(nuclear, ADA_ID, {
    dependencies: { c303: ['c302'] },
    premiseConditionals: { 'c303|c302': 0.7 },
  });
});

/** Argument 3: premise c302 is the target of an objection, so its dependency is overridden. */
export const Overridden: Story = {
  args: {
    argumentId: NUCLEAR_ID,
    premises: premisesOf(['c301', 'c302', 'c303']),
    overriddenClaimIds: ['c302'],
  },
  parameters: overridden.parameters,
  beforeEach: overridden.beforeEach,
  play: async ({ canvasElement }) => {
    const card = await expandCard(
      canvasElement,
      cardTitle(
        'Modern reactors have an excellent safety record.',
        'Nuclear plants provide reliable baseload power.',
      ),
    );
    await expect(card.getByText('Overridden')).toBeVisible();
    await expect(card.getByRole('slider')).toBeDisabled();
  },
};

const foundationalist = storyBackend();

/** Foundationalist mode: priorities, locks and reordering. */
export const Foundationalist: Story = {
  args: { resolutionMode: 'foundationalist' },
  parameters: foundationalist.parameters,
  beforeEach: foundationalist.beforeEach,
  play: async ({ canvasElement }) => {
    const items = await cards(canvasElement);
    const [first] = items.getAllByRole('listitem');
    if (!first) throw new Error('No card');
    await expect(first).toHaveTextContent('#1');
    const id = first.getAttribute('data-dependency-id');
    const card = within(first);
    await userEvent.click(card.getAllByRole('button', { name: /is TRUE/ })[0] as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: /^Move down/ }));
    await waitFor(() =>
      expect(items.getAllByRole('listitem')[1]).toHaveAttribute('data-dependency-id', id),
    );
    const moved = within(items.getAllByRole('listitem')[1] as HTMLElement);
    await userEvent.click(moved.getByRole('button', { name: 'Lock' }));
    await expect(moved.getByRole('button', { name: 'Unlock' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(moved.getByRole('slider')).toBeDisabled();
  },
};

const card = storyBackend();

/** The collapsible 'Configure Premise Dependencies' card, with '{n} configured' and the help. */
export const ConfigureCard: Story = {
  args: { asCard: true },
  parameters: card.parameters,
  beforeEach: card.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Configure Premise Dependencies/ });
    await waitFor(() => expect(trigger).toHaveTextContent('2 configured'), TIMEOUT);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'What are dependencies?' }));
    await expect(canvas.getByText(/Independent premises are multiplied together/)).toBeVisible();
    await expect(await cards(canvasElement)).toBeTruthy();
  },
};
