import { ADA_ID, claimFixtures, NUCLEAR_ID, RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import {
  type DependencyEditorEmitted,
  type DependencyResolutionMode,
  dependencyEditorMessages,
} from '@credence/state-machines';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { heldAnswer } from '../testing/heldAnswer';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { DependencyCard } from './DependencyCard';
import { DependencyEditor } from './DependencyEditor';
import { useDependencyEditor } from './useDependencyEditor';

/** The premises of a seeded argument, as the evaluator passes them. */
function premisesOf(ids: readonly string[]) {
  return ids.map((id) => {
    const claim = claimFixtures.find((candidate) => candidate.id === id);
    if (!claim) throw new Error(`No fixture claim ${id}`);
    return { id: claim.id, content: claim.content };
  });
}

const REMOTE_WORK_PREMISES = premisesOf(['c101', 'c102', 'c103', 'c104']);
const C101 = 'Remote workers lose less time commuting.';
const C102 = 'Time saved on commuting is partly spent on work.';
const C103 = 'Fewer office interruptions allow longer periods of focused work.';
const C104 = 'Written updates keep the communication costs of remote teams under control.';
const C901 = 'Home offices are quieter than open-plan offices.';

interface ExampleProps {
  argumentId?: number | null;
  premises?: Array<{ id: string; content: string }>;
  resolutionMode?: DependencyResolutionMode;
  overriddenClaimIds?: string[];
  onEvent?: (event: DependencyEditorEmitted) => void;
  card?: boolean;
}

function Example({
  argumentId = REMOTE_WORK_ID,
  premises = REMOTE_WORK_PREMISES,
  resolutionMode,
  overriddenClaimIds,
  onEvent,
  card = false,
}: ExampleProps) {
  const actorRef = useDependencyEditor({
    argumentId,
    premises,
    resolutionMode,
    overriddenClaimIds,
    onEvent,
  });
  return card ? <DependencyCard actorRef={actorRef} /> : <DependencyEditor actorRef={actorRef} />;
}

async function renderEditor(backend: TestBackend, props: ExampleProps = {}) {
  const tree = (next: ExampleProps) => withCredence(<Example {...next} />, backend.client);
  const screen = await render(tree(props));
  return { screen, rerender: (next: ExampleProps) => screen.rerender(tree(next)) };
}

type Screen = Awaited<ReturnType<typeof renderEditor>>['screen'];

const cardTitle = (source: string, target: string, value = 'TRUE') =>
  `"${source}" is ${value} → "${target}"`;

/** Picks a premise in one of the form's selects. */
async function choose(screen: Screen, select: RegExp, premise: string | RegExp) {
  await screen.getByRole('button', { name: select }).click();
  await screen.getByRole('option', { name: premise }).click();
}

/** Focuses a slider and presses keys on it. */
async function pressOnSlider(slider: ReturnType<Screen['getByRole']>, keys: string) {
  await expect.element(slider).toBeInTheDocument();
  (slider.element() as HTMLElement).focus();
  await userEvent.keyboard(keys);
}

describe('DependencyEditor', () => {
  it("shows 'Loading dependencies...', then a card per dependency with the external claim's text", async () => {
    const backend = testBackend();
    const held = heldAnswer();
    backend.scenarios.set('getArgument', { until: held.until });
    const { screen } = await renderEditor(backend);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading dependencies...');
    held.release();
    const list = screen.getByRole('list', { name: 'Dependencies' });
    await expect.element(list).toBeVisible();
    // One card per parent (P(c102|~c101) is the same dependency's other conditional).
    expect(list.getByRole('listitem').elements()).toHaveLength(2);
    const internal = list.getByRole('listitem', { name: cardTitle(C101, C102) });
    await expect.element(internal).toHaveTextContent('80%');
    await expect.element(internal).toHaveTextContent('Internal');
    const external = list.getByRole('listitem', {
      name: cardTitle(C901, 'Fewer office interruptions allow longer periods of focused work.'),
    });
    await expect.element(external).toHaveTextContent('External');
    // The external claim's text came from POST /api/objects/claims/batch.
    expect(backend.requests).toContain('POST /api/objects/claims/batch');
  });

  it('shows the empty state for an argument without dependencies', async () => {
    const { screen } = await renderEditor(testBackend(), {
      argumentId: RAIN_ID,
      premises: premisesOf(['c201', 'c202']),
    });
    await expect
      .element(screen.getByText('No dependencies defined yet. Click the + button to add one.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Save Dependencies to DB' }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Reset from DB' })).toBeVisible();
  });

  it('adds a dependency from the sentence form and reports the change', async () => {
    const onEvent = vi.fn();
    const { screen } = await renderEditor(testBackend(), { onEvent });
    await screen.getByRole('button', { name: 'Add Dependency' }).click();
    const form = screen.getByRole('region', { name: 'New dependency' });
    await expect.element(form).toHaveTextContent('Learning that');
    const add = form.getByRole('button', { name: 'Add Dependency' });
    await expect.element(add).toBeDisabled();
    // Premises that already have dependencies are not offered as the antecedent.
    await screen.getByRole('button', { name: /Premise that is learned/ }).click();
    await expect.element(screen.getByRole('option', { name: C104 })).toBeVisible();
    expect(screen.getByRole('option', { name: C102 }).elements()).toHaveLength(0);
    await screen.getByRole('option', { name: C104 }).click();
    await expect.element(add).toBeDisabled();
    await choose(screen, /Premise whose credence changes/, C101);
    await expect.element(add).toBeEnabled();
    await form.getByRole('radio', { name: 'FALSE' }).click();
    await pressOnSlider(
      form.getByRole('slider', { name: 'Confidence in the other premise' }),
      '{ArrowRight}{ArrowRight}',
    );
    await expect.element(form).toHaveTextContent('72%');
    await expect.element(form).toHaveTextContent('makes me moderately confident that');
    await add.click();
    await expect
      .element(screen.getByRole('region', { name: 'New dependency' }))
      .not.toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: cardTitle(C104, C101, 'FALSE') });
    await expect.element(card).toHaveTextContent('72%');
    expect(onEvent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: 'dependency-changed',
        premiseConditionals: expect.objectContaining({ 'c101|~c104': 0.72 }),
      }),
    );
  });

  it("refuses a duplicate with the 'Duplicate Dependency' dialog", async () => {
    const { screen } = await renderEditor(testBackend());
    await screen.getByRole('button', { name: 'Add Dependency' }).click();
    await choose(screen, /Premise that is learned/, C101);
    await choose(screen, /Premise whose credence changes/, C102);
    await screen
      .getByRole('region', { name: 'New dependency' })
      .getByRole('button', { name: 'Add Dependency' })
      .click();
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Dependency' });
    await expect
      .element(dialog)
      .toHaveTextContent(
        `This dependency relationship already exists between "${C101}" and "${C102}". Please choose different premises or edit the existing dependency.`,
      );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    // The form stays open with the choices kept.
    await expect.element(screen.getByRole('region', { name: 'New dependency' })).toBeVisible();
  });

  it('adds a multi-parent dependency from an AND antecedent built with the expression builder', async () => {
    const onEvent = vi.fn();
    const { screen } = await renderEditor(testBackend(), { onEvent });
    await screen.getByRole('button', { name: 'Add Dependency' }).click();
    const form = screen.getByRole('region', { name: 'New dependency' });
    await form.getByRole('button', { name: 'Use a logical expression' }).click();
    const builder = form.getByRole('region', { name: 'Antecedent expression' });
    await expect.element(builder).toBeVisible();
    await expect.element(form).toHaveTextContent('the expression below');
    await choose(screen, /^(?!Remove )(.*\s)?Operand 1$/, /^P1:/);
    await choose(screen, /^(?!Remove )(.*\s)?Operand 2$/, /^P4:/);
    await expect
      .element(builder.getByRole('status', { name: 'Preview' }))
      .toHaveTextContent('P1 ∧ P4');
    await expect
      .element(builder.getByRole('status', { name: 'Validity' }))
      .toHaveTextContent('Expression is valid');
    await choose(screen, /Premise whose credence changes/, C103);
    await expect.element(form).toHaveTextContent(`Learning that "${C101} ∧ ${C104}" is TRUE`);
    await form.getByRole('button', { name: 'Add Dependency' }).click();
    await expect
      .element(screen.getByRole('listitem', { name: cardTitle(C101, C103) }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('listitem', { name: cardTitle(C104, C103) }))
      .toBeVisible();
    // Listed together with c103's external parent: one calculated (noisy-OR) dependency.
    await expect
      .element(
        screen.getByRole('listitem', { name: `"${C901}" & "${C101}" & "${C104}" → "${C103}"` }),
      )
      .toBeVisible();
    expect(onEvent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: 'dependency-changed',
        dependencies: expect.objectContaining({ c103: ['c901', 'c101', 'c104'] }),
        premiseConditionals: expect.objectContaining({ 'c103|c101': 0.7, 'c103|c104': 0.7 }),
      }),
    );
  });

  it('adds a negated parent ~id from a NOT antecedent; an invalid expression keeps Add disabled', async () => {
    const onEvent = vi.fn();
    const { screen } = await renderEditor(testBackend(), { onEvent });
    await screen.getByRole('button', { name: 'Add Dependency' }).click();
    const form = screen.getByRole('region', { name: 'New dependency' });
    await choose(screen, /Premise that is learned/, C101);
    await form.getByRole('button', { name: 'Use a logical expression' }).click();
    await choose(screen, /Operator$/, 'NOT');
    await choose(screen, /Premise whose credence changes/, C103);
    const builder = form.getByRole('region', { name: 'Antecedent expression' });
    await expect
      .element(builder.getByRole('status', { name: 'Validity' }))
      .toHaveTextContent('NOT operator must have exactly one operand');
    await expect.element(form.getByRole('button', { name: 'Add Dependency' })).toBeDisabled();
    await builder.getByRole('button', { name: 'Remove Operand 2' }).click();
    await expect.element(builder.getByRole('status', { name: 'Preview' })).toHaveTextContent('¬P1');
    await form.getByRole('button', { name: 'Add Dependency' }).click();
    await expect
      .element(screen.getByRole('listitem', { name: cardTitle(C101, C103, 'FALSE') }))
      .toBeVisible();
    expect(onEvent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        dependencies: expect.objectContaining({ c103: ['c901', '~c101'] }),
      }),
    );
  });

  it('disables an antecedent the maths cannot use (OR) with its explanation', async () => {
    const { screen } = await renderEditor(testBackend());
    await screen.getByRole('button', { name: 'Add Dependency' }).click();
    const form = screen.getByRole('region', { name: 'New dependency' });
    await choose(screen, /Premise that is learned/, C101);
    await form.getByRole('button', { name: 'Use a logical expression' }).click();
    await choose(screen, /^(?!Remove )(.*\s)?Operand 2$/, /^P4:/);
    await choose(screen, /Operator$/, 'OR');
    await choose(screen, /Premise whose credence changes/, C103);
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent(dependencyEditorMessages.OR_ANTECEDENT_UNSUPPORTED);
    await expect.element(form.getByRole('button', { name: 'Add Dependency' })).toBeDisabled();
    await choose(screen, /Operator$/, 'AND');
    await expect.element(form.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(form.getByRole('button', { name: 'Add Dependency' })).toBeEnabled();
    // Turning the builder off returns to the single premise, kept.
    await form.getByRole('button', { name: 'Use a logical expression' }).click();
    await expect
      .element(screen.getByRole('button', { name: /Premise that is learned/ }))
      .toHaveTextContent(C101);
  });

  it('expands a card and commits its slider from the keyboard', async () => {
    const onEvent = vi.fn();
    const { screen } = await renderEditor(testBackend(), { onEvent });
    const card = screen.getByRole('listitem', { name: cardTitle(C101, C102) });
    const toggle = card.getByRole('button', { name: new RegExp(C101) });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(card).toHaveTextContent('Strongly Weakens');
    await expect.element(card).toHaveTextContent('Neutral (Independent)');
    await expect.element(card).toHaveTextContent('Strongly Strengthens');
    await pressOnSlider(
      card.getByRole('slider', { name: 'Conditional probability' }),
      '{ArrowLeft}',
    );
    await expect.element(card).toHaveTextContent('79%');
    await expect
      .poll(() => onEvent.mock.calls.at(-1)?.[0])
      .toMatchObject({ type: 'dependency-changed', premiseConditionals: { 'c102|c101': 0.79 } });
  });

  it('removes a dependency after confirmation, in the database too', async () => {
    const backend = testBackend();
    const onEvent = vi.fn();
    const { screen } = await renderEditor(backend, { onEvent });
    const card = screen.getByRole('listitem', { name: cardTitle(C101, C102) });
    await card.getByRole('button', { name: new RegExp(C101) }).click();
    await card.getByRole('button', { name: 'Remove Dependency' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Remove Dependency' });
    await expect
      .element(dialog)
      .toHaveTextContent(
        'Are you sure you want to remove this dependency? This action cannot be undone.',
      );
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.element(screen.getByText('Dependency removed')).toBeVisible();
    await expect.element(card).not.toBeInTheDocument();
    expect(backend.requests).toContain(`DELETE /api/arguments/${REMOTE_WORK_ID}/dependencies`);
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'dependency-deleted', targetId: 'c102', sourceId: 'c101' }),
    );
  });

  it('keeps the dependency and shows the toast when the removal fails', async () => {
    const backend = testBackend();
    backend.scenarios.set('deleteDependency', 'server-error');
    const { screen } = await renderEditor(backend);
    const card = screen.getByRole('listitem', { name: cardTitle(C101, C102) });
    await card.getByRole('button', { name: new RegExp(C101) }).click();
    await card.getByRole('button', { name: 'Remove Dependency' }).click();
    await screen.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect
      .element(screen.getByText('Failed to remove dependency from database. Please try again.'))
      .toBeVisible();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(card).toBeVisible();
  });

  it('cancels a removal', async () => {
    const backend = testBackend();
    const { screen } = await renderEditor(backend);
    const card = screen.getByRole('listitem', { name: cardTitle(C101, C102) });
    await card.getByRole('button', { name: new RegExp(C101) }).click();
    await card.getByRole('button', { name: 'Remove Dependency' }).click();
    await screen.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(card).toBeVisible();
    expect(backend.requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
  });

  it('saves to the database, and only logs a failed save', async () => {
    const backend = testBackend();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { screen } = await renderEditor(backend);
    const save = screen.getByRole('button', { name: 'Save Dependencies to DB' });
    await save.click();
    await expect
      .poll(() => backend.requests)
      .toContain('POST /api/user/conditional-probabilities/batch');
    expect(backend.requests).toContain(`PUT /api/arguments/${REMOTE_WORK_ID}/dependencies`);

    backend.scenarios.set('upsertDependencies', 'server-error');
    await save.click();
    await expect
      .poll(() => warn.mock.calls.map((call) => String(call[0])))
      .toContainEqual(expect.stringContaining('Failed to save dependencies'));
    await expect.element(save).toBeEnabled();
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
    warn.mockRestore();
  });

  it('resets from the database: unsaved dependencies go, saved values come back', async () => {
    const backend = testBackend();
    const { screen } = await renderEditor(backend);
    await screen.getByRole('button', { name: 'Add Dependency' }).click();
    await choose(screen, /Premise that is learned/, C104);
    await choose(screen, /Premise whose credence changes/, C101);
    await screen
      .getByRole('region', { name: 'New dependency' })
      .getByRole('button', { name: 'Add Dependency' })
      .click();
    const added = screen.getByRole('listitem', { name: cardTitle(C104, C101) });
    await expect.element(added).toBeVisible();
    await screen.getByRole('button', { name: 'Reset from DB' }).click();
    await expect.element(added).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('listitem', { name: cardTitle(C101, C102) }))
      .toHaveTextContent('80%');
    expect(backend.requests).toContain('POST /api/user/conditional-probabilities/batch-reset');
  });

  it('assesses with the AI, drops a suggestion that would close a cycle, and says what it added', async () => {
    const backend = testBackend({
      estimateDependencies: () => ({
        suggestedDependencies: [
          // c102 already depends on c101: c101 depending on c102 would close a cycle.
          {
            targetId: 'c101',
            sourceId: 'c102',
            conditionalProbability: 0.7,
            strength: 'moderate',
            reasoning: 'cycle',
          },
          {
            targetId: 'c102',
            sourceId: 'c101',
            conditionalProbability: 0.8,
            strength: 'strong',
            reasoning: 'exists',
          },
          {
            targetId: 'c104',
            sourceId: 'c101',
            conditionalProbability: 0.65,
            strength: 'moderate',
            reasoning: 'new',
          },
        ],
      }),
    });
    const held = heldAnswer();
    backend.scenarios.set('estimateDependencies', { until: held.until });
    const { screen } = await renderEditor(backend);
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect.element(screen.getByRole('button', { name: 'Assessing...' })).toBeVisible();
    await expect
      .element(screen.getByText('Analyzing semantic relationships between 4 premises...'))
      .toBeVisible();
    held.release();
    await expect
      .element(
        screen.getByText('Added 1 dependencies based on semantic analysis. (1 already existed)'),
      )
      .toBeVisible();
    await expect
      .element(screen.getByRole('listitem', { name: cardTitle(C101, C104) }))
      .toBeVisible();
    expect(screen.getByRole('listitem', { name: cardTitle(C102, C101) }).elements()).toHaveLength(
      0,
    );
  });

  it("shows 'Assessment failed: …' when the AI call fails", async () => {
    const backend = testBackend();
    backend.scenarios.set('estimateDependencies', 'server-error');
    const { screen } = await renderEditor(backend);
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/^Assessment failed: .+/);
  });

  it('disables AI Assess with fewer than 2 premises and says why', async () => {
    const { screen } = await renderEditor(testBackend(), {
      argumentId: null,
      premises: premisesOf(['c101']),
    });
    await expect.element(screen.getByRole('button', { name: 'AI Assess' })).toBeDisabled();
    await expect
      .element(screen.getByText('Need at least 2 premises to assess dependencies'))
      .toBeVisible();
    // No model picker with a single premise.
    expect(screen.getByRole('button', { name: /^AI model:/ }).elements()).toHaveLength(0);
  });

  it('marks an overridden dependency and disables its slider', async () => {
    // Ada reads Grace's argument: her own dependency (a reader never gets the owner's).
    const backend = testBackend();
    const nuclear = backend.store.argument(NUCLEAR_ID);
    if (!nuclear) throw new Error('no nuclear argument in the mocks');
    backend.store.setDependencySettings(nuclear, ADA_ID, {
      dependencies: { c303: ['c302'] },
      premiseConditionals: { 'c303|c302': 0.7 },
    });
    const { screen } = await renderEditor(backend, {
      argumentId: NUCLEAR_ID,
      premises: premisesOf(['c301', 'c302', 'c303']),
      overriddenClaimIds: ['c302'],
    });
    const card = screen.getByRole('listitem', {
      name: cardTitle(
        'Modern reactors have an excellent safety record.',
        'Nuclear plants provide reliable baseload power.',
      ),
    });
    await expect.element(card).toHaveTextContent('Overridden');
    await card.getByRole('button', { name: /Modern reactors/ }).click();
    await expect.element(card.getByRole('slider')).toBeDisabled();
  });

  it('orders, moves and locks cards in foundationalist mode', async () => {
    const { screen } = await renderEditor(testBackend(), { resolutionMode: 'foundationalist' });
    const list = screen.getByRole('list', { name: 'Dependencies' });
    await expect.element(list).toBeVisible();
    const first = list.getByRole('listitem').first();
    await expect.element(first).toHaveTextContent('#1');
    const firstName = first.element().getAttribute('data-dependency-id');
    await first
      .getByRole('button', { name: /is (TRUE|FALSE)/ })
      .first()
      .click();
    await first.getByRole('button', { name: /^Move down/ }).click();
    await expect
      .poll(() => list.getByRole('listitem').nth(1).element().getAttribute('data-dependency-id'))
      .toBe(firstName);
    const moved = list.getByRole('listitem').nth(1);
    await expect.element(moved).toHaveTextContent('#2');
    await moved.getByRole('button', { name: 'Lock' }).click();
    await expect
      .element(moved.getByRole('button', { name: 'Unlock' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(moved.getByRole('slider')).toBeDisabled();
  });

  it('shows claim texts as text, never as HTML', async () => {
    const markup = '<img src="x" data-injected="yes"><b>bold</b>';
    const { screen } = await renderEditor(testBackend(), {
      argumentId: null,
      premises: [
        { id: 'p1', content: markup },
        { id: 'p2', content: 'Plain' },
      ],
    });
    await screen.getByRole('button', { name: 'Add Dependency' }).click();
    await choose(screen, /Premise that is learned/, markup);
    await choose(screen, /Premise whose credence changes/, 'Plain');
    await screen
      .getByRole('region', { name: 'New dependency' })
      .getByRole('button', { name: 'Add Dependency' })
      .click();
    await expect
      .element(screen.getByRole('listitem', { name: cardTitle(markup, 'Plain') }))
      .toBeVisible();
    expect(document.querySelector('[data-injected]')).toBeNull();
  });

  it('works under Strict Mode, with one toast per removal', async () => {
    const backend = testBackend();
    const screen = await render(
      <StrictMode>{withCredence(<Example />, backend.client)}</StrictMode>,
    );
    const card = screen.getByRole('listitem', { name: cardTitle(C101, C102) });
    await card.getByRole('button', { name: new RegExp(C101) }).click();
    await card.getByRole('button', { name: 'Remove Dependency' }).click();
    await screen.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect.element(screen.getByText('Dependency removed')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Dependency removed').elements()).toHaveLength(1);
  });

  it('loads the other argument when argumentId changes', async () => {
    const backend = testBackend();
    const { screen, rerender } = await renderEditor(backend);
    await expect
      .element(screen.getByRole('listitem', { name: cardTitle(C101, C102) }))
      .toBeVisible();
    await rerender({ argumentId: RAIN_ID, premises: premisesOf(['c201', 'c202']) });
    await expect
      .element(screen.getByText('No dependencies defined yet. Click the + button to add one.'))
      .toBeVisible();
    expect(backend.requests).toContain(`GET /api/arguments/${RAIN_ID}`);
  });
});

describe('DependencyCard', () => {
  it("is collapsed with '{n} configured' and expands to the help and the editor", async () => {
    const { screen } = await renderEditor(testBackend(), { card: true });
    const trigger = screen.getByRole('button', { name: /Configure Premise Dependencies/ });
    await expect.element(trigger).toHaveTextContent('2 configured');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    // Collapsed: the editor is hidden (and so out of the accessibility tree).
    await expect
      .element(screen.getByRole('list', { name: 'Dependencies' }))
      .not.toBeInTheDocument();
    await trigger.click();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('list', { name: 'Dependencies' })).toBeVisible();
    const help = screen.getByRole('button', { name: 'What are dependencies?' });
    await help.click();
    await expect
      .element(screen.getByText(/Independent premises are multiplied together/))
      .toBeVisible();
    // One help only: the embedded editor leaves it to the card.
    expect(screen.getByRole('button', { name: 'What are dependencies?' }).elements()).toHaveLength(
      1,
    );
  });
});
