import { createExpression, type LogicalExpression } from '@credence/engine';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import {
  LogicalExpressionBuilder,
  type LogicalExpressionBuilderProps,
} from './LogicalExpressionBuilder';

const PREMISES = [
  { id: 'p1', content: 'It rains' },
  { id: 'p2', content: 'The ground is wet' },
  { id: 'p3', content: 'The game is cancelled' },
];

type HarnessProps = Omit<LogicalExpressionBuilderProps, 'value' | 'onChange' | 'premises'> & {
  initial: LogicalExpression;
  onChange?: (next: LogicalExpression) => void;
};

/** The controlled builder with its own state. */
function Harness({ initial, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeRoot>
      <LogicalExpressionBuilder
        {...props}
        premises={PREMISES}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </ThemeRoot>
  );
}

async function renderBuilder(props: HarnessProps) {
  return render(<Harness {...props} />);
}

type Screen = Awaited<ReturnType<typeof renderBuilder>>;

/** A select's button: its name is the chosen value, then the select's label. */
const selectButton = (screen: Screen, label: string) =>
  screen.getByRole('button', {
    name: new RegExp(`^(?!Remove )(.*\\s)?${label.replace(/[()]/g, '\\$&')}$`),
  });

async function pick(screen: Screen, select: string, option: string | RegExp) {
  await selectButton(screen, select).click();
  await screen
    .getByRole(
      'option',
      typeof option === 'string' ? { name: option, exact: true } : { name: option },
    )
    .click();
}

const validity = (screen: Screen) => screen.getByRole('status', { name: 'Validity' });
const preview = (screen: Screen) => screen.getByRole('status', { name: 'Preview' });

describe('LogicalExpressionBuilder', () => {
  it('builds an AND of two premises: preview P1 ∧ P2 and valid', async () => {
    const onChange = vi.fn();
    const screen = await renderBuilder({ initial: createExpression({ id: 'e1' }), onChange });
    await expect
      .element(validity(screen))
      .toHaveTextContent('Expression must have at least one operand');
    await expect.element(preview(screen)).toHaveTextContent('(empty)');
    await pick(screen, 'Type', 'Compound');
    await expect.element(selectButton(screen, 'Operator')).toHaveTextContent('AND');
    await screen.getByRole('button', { name: 'add Premise' }).click();
    await screen.getByRole('button', { name: 'add Premise' }).click();
    await pick(screen, 'Operand 1', /^P1: It rains/);
    await pick(screen, 'Operand 2', /^P2: The ground is wet/);
    await expect.element(preview(screen)).toHaveTextContent('P1 ∧ P2');
    await expect.element(validity(screen)).toHaveTextContent('Expression is valid');
    expect(onChange).toHaveBeenLastCalledWith({
      id: 'e1',
      type: 'compound',
      operator: 'AND',
      operands: ['p1', 'p2'],
      probability: 0.8,
    });
  });

  it("shows the spec's messages: an AND of one, an empty operand, NOT of two", async () => {
    const screen = await renderBuilder({
      initial: createExpression({ id: 'e', type: 'compound', operands: ['p1'] }),
    });
    await expect
      .element(validity(screen))
      .toHaveTextContent('AND operator must have at least two operands');
    await screen.getByRole('button', { name: 'add Premise' }).click();
    // The new operand is empty until a premise is chosen.
    await expect.element(validity(screen)).toHaveTextContent('Every operand must name a premise');
    await expect.element(preview(screen)).toHaveTextContent('P1 ∧ ?');
    await pick(screen, 'Operator', 'NOT');
    await expect
      .element(validity(screen))
      .toHaveTextContent('NOT operator must have exactly one operand');
    await screen.getByRole('button', { name: 'Remove Operand 2' }).click();
    await expect.element(validity(screen)).toHaveTextContent('Expression is valid');
    await expect.element(preview(screen)).toHaveTextContent('¬P1');
    // The add buttons are disabled when NOT already has one operand.
    await expect.element(screen.getByRole('button', { name: 'add Premise' })).toBeDisabled();
    await expect
      .element(screen.getByRole('button', { name: 'add Premise' }))
      .toHaveAccessibleDescription('NOT operator must have exactly one operand');
  });

  it('follows the type-change rules', async () => {
    const onChange = vi.fn();
    const screen = await renderBuilder({
      initial: createExpression({
        id: 'e',
        type: 'compound',
        operator: 'OR',
        operands: ['p1', 'p2', 'p3'],
      }),
      onChange,
    });
    await expect.element(preview(screen)).toHaveTextContent('P1 ∨ P2 ∨ P3');
    await pick(screen, 'Type', 'Conditional');
    await expect.element(preview(screen)).toHaveTextContent('P1 → P2');
    expect(onChange).toHaveBeenLastCalledWith({
      id: 'e',
      type: 'conditional',
      operands: ['p1', 'p2'],
      probability: 0.8,
    });
    expect(selectButton(screen, 'Operator').elements()).toHaveLength(0);
    await pick(screen, 'Type', 'Compound');
    await expect.element(selectButton(screen, 'Operator')).toHaveTextContent('AND');
    await pick(screen, 'Type', 'Biconditional');
    await expect.element(preview(screen)).toHaveTextContent('P1 ↔ P2');
    await pick(screen, 'Type', 'Simple');
    await expect.element(preview(screen)).toHaveTextContent('P1');
    expect(onChange).toHaveBeenLastCalledWith({
      id: 'e',
      type: 'simple',
      operands: ['p1'],
      probability: 0.8,
    });
    await expect.element(validity(screen)).toHaveTextContent('Expression is valid');
  });

  it("offers 'add Expression' only in advanced mode, disabled at the depth limit with its message", async () => {
    const initial = createExpression({ id: 'e', type: 'compound', operands: ['p1'] });
    const screen = await renderBuilder({ initial, advanced: true, maxDepth: 2 });
    await screen.getByRole('button', { name: 'add Expression' }).click();
    const nested = screen.getByRole('group', { name: 'Logical expression, operand 2' });
    await expect.element(nested).toBeVisible();
    const addNested = nested.getByRole('button', { name: /^add Expression/ });
    await expect.element(addNested).toBeDisabled();
    await expect
      .element(addNested)
      .toHaveAccessibleDescription('Expressions can be nested at most 2 levels deep');
    await expect
      .element(nested)
      .toHaveTextContent('Expressions can be nested at most 2 levels deep');
    await pick(screen, 'Type (Logical expression, operand 2)', 'Compound');
    await pick(screen, 'Operator (Logical expression, operand 2)', 'NOT');
    await pick(screen, 'Operand 1 (Logical expression, operand 2)', /^P2:/);
    await expect.element(preview(screen)).toHaveTextContent('P1 ∧ ¬P2');
    await expect.element(validity(screen)).toHaveTextContent('Expression is valid');
    await screen.getByRole('button', { name: 'Remove Logical expression, operand 2' }).click();
    await expect.element(preview(screen)).toHaveTextContent('P1');
  });

  it('keeps 3 levels by default', async () => {
    const screen = await renderBuilder({
      initial: createExpression({ id: 'e', type: 'compound', operands: ['p1'] }),
      advanced: true,
    });
    await screen.getByRole('button', { name: 'add Expression' }).click();
    await screen
      .getByRole('button', { name: 'add Expression (Logical expression, operand 2)' })
      .click();
    const deepest = screen.getByRole('group', {
      name: 'Logical expression, operand 2, operand 2',
    });
    await expect
      .element(deepest.getByRole('button', { name: /^add Expression/ }))
      .toHaveAccessibleDescription('Expressions can be nested at most 3 levels deep');
  });

  it('shows why a valid expression cannot be used where it is embedded', async () => {
    const screen = await renderBuilder({
      initial: createExpression({
        id: 'e',
        type: 'compound',
        operator: 'OR',
        operands: ['p1', 'p2'],
      }),
      unsupportedReason: 'OR cannot be used here.',
    });
    await expect.element(validity(screen)).toHaveTextContent('Expression is valid');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('OR cannot be used here.');
  });

  it("has no 'add Expression' outside advanced mode", async () => {
    const screen = await renderBuilder({
      initial: createExpression({ id: 'e', type: 'compound', operands: ['p1'] }),
    });
    await expect.element(screen.getByRole('button', { name: 'add Premise' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /add Expression/ }).elements()).toHaveLength(0);
  });
});
