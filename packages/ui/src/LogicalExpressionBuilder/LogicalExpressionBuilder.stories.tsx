import {
  createExpression,
  DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH,
  type LogicalExpression,
} from '@credence/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ExpressionPremise, LogicalExpressionBuilder } from './LogicalExpressionBuilder';

const PREMISES: ExpressionPremise[] = [
  { id: 'p1', content: 'Remote workers lose less time commuting.' },
  { id: 'p2', content: 'Time saved on commuting is partly spent on work.' },
  { id: 'p3', content: 'Fewer office interruptions allow longer periods of focused work.' },
];

interface ExampleProps {
  /** The expression the story starts from. */
  initial: LogicalExpression;
  onChange: (next: LogicalExpression) => void;
  maxDepth?: number;
  advanced?: boolean;
  unsupportedReason?: string | null;
}

/** The controlled builder holding its value in state, as an app does. */
function LogicalExpressionBuilderExample({ initial, onChange, ...props }: ExampleProps) {
  const [value, setValue] = useState(initial);
  return (
    <LogicalExpressionBuilder
      {...props}
      premises={PREMISES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/**
 * The Logical Expression Builder with three premises (P1–P3), controlled by a story-local state.
 * Each story starts from one state of the builder.
 */
const meta = {
  title: 'Presentational/LogicalExpressionBuilder',
  component: LogicalExpressionBuilderExample,
  subcomponents: { LogicalExpressionBuilder },
  args: { initial: createExpression({ id: 'e1' }), onChange: fn() },
} satisfies Meta<typeof LogicalExpressionBuilderExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Popovers render in a portal on `document.body`. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A select's button: its name is the chosen value, then the select's label. */
const selectName = (label: string) =>
  new RegExp(`^(?!Remove )(.*\\s)?${label.replace(/[()]/g, '\\$&')}$`);

async function pick(canvasElement: HTMLElement, select: string, option: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: selectName(select) }));
  const name = typeof option === 'string' ? new RegExp(`^${option}$`) : option;
  await userEvent.click(await page(canvasElement).findByRole('option', { name }));
}

const validity = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Validity' });
const preview = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Preview' });

/** A new expression: simple, no operand yet: invalid. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(preview(canvasElement)).toHaveTextContent('(empty)');
    await expect(validity(canvasElement)).toHaveTextContent(
      'Expression must have at least one operand',
    );
    await expect(validity(canvasElement)).toHaveAttribute('data-valid', 'false');
  },
};

/** Building an AND of two premises: the preview reads P1 ∧ P2 and the indicator says valid. */
export const AndOfTwoPremises: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Type', 'Compound');
    await userEvent.click(canvas.getByRole('button', { name: 'add Premise' }));
    await userEvent.click(canvas.getByRole('button', { name: 'add Premise' }));
    await pick(canvasElement, 'Operand 1', /^P1:/);
    await pick(canvasElement, 'Operand 2', /^P2:/);
    await expect(preview(canvasElement)).toHaveTextContent('P1 ∧ P2');
    await expect(validity(canvasElement)).toHaveTextContent('Expression is valid');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'compound', operator: 'AND', operands: ['p1', 'p2'] }),
    );
  },
};

/** An operand without a premise: 'Every operand must name a premise', shown as `?`. */
export const EmptyOperand: Story = {
  args: {
    initial: createExpression({ id: 'e1', type: 'compound', operands: ['p1', ''] }),
  },
  play: async ({ canvasElement }) => {
    await expect(preview(canvasElement)).toHaveTextContent('P1 ∧ ?');
    await expect(validity(canvasElement)).toHaveTextContent('Every operand must name a premise');
  },
};

/** An AND of one operand: the spec's message. */
export const AndOfOne: Story = {
  args: { initial: createExpression({ id: 'e1', type: 'compound', operands: ['p1'] }) },
  play: async ({ canvasElement }) => {
    await expect(validity(canvasElement)).toHaveTextContent(
      'AND operator must have at least two operands',
    );
  },
};

/** NOT with its operand: valid, and the add buttons are disabled with the reason. */
export const NotWithItsOperand: Story = {
  args: {
    initial: createExpression({ id: 'e1', type: 'compound', operator: 'NOT', operands: ['p3'] }),
    advanced: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(preview(canvasElement)).toHaveTextContent('¬P3');
    await expect(validity(canvasElement)).toHaveTextContent('Expression is valid');
    for (const name of ['add Premise', 'add Expression']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(
        'NOT operator must have exactly one operand',
      );
    }
  },
};

/** NOT with two operands: the spec's message. */
export const NotWithTwoOperands: Story = {
  args: {
    initial: createExpression({
      id: 'e1',
      type: 'compound',
      operator: 'NOT',
      operands: ['p1', 'p2'],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(validity(canvasElement)).toHaveTextContent(
      'NOT operator must have exactly one operand',
    );
  },
};

/** Type changes: conditional keeps two operands, compound defaults to AND, simple keeps one. */
export const TypeChanges: Story = {
  args: {
    initial: createExpression({
      id: 'e1',
      type: 'compound',
      operator: 'OR',
      operands: ['p1', 'p2', 'p3'],
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(preview(canvasElement)).toHaveTextContent('P1 ∨ P2 ∨ P3');
    await pick(canvasElement, 'Type', 'Conditional');
    await expect(preview(canvasElement)).toHaveTextContent('P1 → P2');
    await expect(canvas.queryByRole('button', { name: selectName('Operator') })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      id: 'e1',
      type: 'conditional',
      operands: ['p1', 'p2'],
      probability: 0.8,
    });
    await pick(canvasElement, 'Type', 'Compound');
    await expect(canvas.getByRole('button', { name: selectName('Operator') })).toHaveTextContent(
      'AND',
    );
    await pick(canvasElement, 'Type', 'Simple');
    await expect(preview(canvasElement)).toHaveTextContent(/^P1$/);
    await expect(validity(canvasElement)).toHaveTextContent('Expression is valid');
  },
};

/** A biconditional of two premises. */
export const Biconditional: Story = {
  args: {
    initial: createExpression({ id: 'e1', type: 'biconditional', operands: ['p1', 'p3'] }),
  },
  play: async ({ canvasElement }) => {
    await expect(preview(canvasElement)).toHaveTextContent('P1 ↔ P3');
    await expect(validity(canvasElement)).toHaveTextContent('Expression is valid');
  },
};

/** Advanced mode, 3 levels by default: nested expressions, with the depth message at level 3. */
export const AdvancedNested: Story = {
  args: {
    initial: createExpression({ id: 'e1', type: 'compound', operands: ['p1'] }),
    advanced: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'add Expression' }));
    await pick(canvasElement, 'Type (Logical expression, operand 2)', 'Compound');
    await pick(canvasElement, 'Operator (Logical expression, operand 2)', 'NOT');
    await pick(canvasElement, 'Operand 1 (Logical expression, operand 2)', /^P2:/);
    await expect(preview(canvasElement)).toHaveTextContent('P1 ∧ ¬P2');
    await expect(validity(canvasElement)).toHaveTextContent('Expression is valid');
  },
};

/** The dependency form's limit (2 levels): 'add Expression' is disabled with the message. */
export const DepthLimitReached: Story = {
  args: {
    initial: createExpression({
      id: 'e1',
      type: 'compound',
      operands: ['p1', createExpression({ id: 'e1.2', type: 'simple', operands: ['p2'] })],
    }),
    advanced: true,
    maxDepth: DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH,
  },
  play: async ({ canvasElement }) => {
    const nested = within(
      within(canvasElement).getByRole('group', { name: 'Logical expression, operand 2' }),
    );
    const add = nested.getByRole('button', { name: /^add Expression/ });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(
      'Expressions can be nested at most 2 levels deep',
    );
    await expect(nested.getByRole('button', { name: /^add Premise/ })).toBeEnabled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'add Expression' }),
    ).toBeEnabled();
  },
};

/** A valid expression that cannot be used where it is embedded shows why. */
export const Unsupported: Story = {
  args: {
    initial: createExpression({
      id: 'e1',
      type: 'compound',
      operator: 'OR',
      operands: ['p1', 'p2'],
    }),
    unsupportedReason:
      'OR cannot be used here: a dependency learns all of its parents together (AND), so an either-or antecedent would be mis-evaluated. Add one dependency per premise instead.',
  },
  play: async ({ canvasElement }) => {
    await expect(validity(canvasElement)).toHaveTextContent('Expression is valid');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^OR cannot be used here/,
    );
  },
};
