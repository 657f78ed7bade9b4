import {
  canAddOperand,
  changeExpressionType,
  createExpression,
  DEFAULT_EXPRESSION_MAX_DEPTH,
  EXPRESSION_OPERATORS,
  EXPRESSION_TYPES,
  type ExpressionOperator,
  type ExpressionType,
  expressionTooDeep,
  formatExpression,
  type LogicalExpression,
  NOT_NEEDS_ONE_OPERAND,
  validateExpression,
} from '@credence/engine';
import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
import { Select } from '../Select/Select';
import { Text } from '../Text/Text';
import { field } from '../TextField/TextField.css';
import * as styles from './LogicalExpressionBuilder.css';
import { LOGICAL_EXPRESSION_BUILDER_TEXT as T } from './LogicalExpressionBuilder.text';

/** A premise the builder offers as an operand. */
export interface ExpressionPremise {
  id: string;
  content: string;
}

/** Props of {@link LogicalExpressionBuilder}. */
export interface LogicalExpressionBuilderProps {
  /** The expression (controlled), the engine's `LogicalExpression`. */
  value: LogicalExpression;
  /** Called with the changed expression (a new object; `value` is never mutated). */
  onChange: (next: LogicalExpression) => void;
  /**
   * The premises operands may name, in the argument's order: the n-th is written `Pn` in the
   * preview and the operand selects.
   */
  premises: readonly ExpressionPremise[];
  /**
   * How many levels of expressions are allowed, the outermost being level 1: default
   * `DEFAULT_EXPRESSION_MAX_DEPTH` (3); the dependency form uses
   * `DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH` (2).
   */
  maxDepth?: number;
  /** Advanced mode: shows 'add Expression' (nested expressions). Default false. */
  advanced?: boolean;
  /**
   * Why the (valid) expression cannot be used where it is embedded, e.g. an OR as a
   * dependency's antecedent; shown under the validity indicator.
   */
  unsupportedReason?: string | null;
  /** The accessible name of the builder; default 'Logical expression'. */
  label?: string;
}

interface NodeProps {
  node: LogicalExpression;
  onChange: (next: LogicalExpression) => void;
  /** 1 for the root. */
  depth: number;
  /** The node's accessible name, e.g. 'Logical expression' or '… operand 2'. */
  name: string;
  onRemove?: () => void;
  premises: readonly ExpressionPremise[];
  maxDepth: number;
  advanced: boolean;
}

interface ChoiceSelectProps<K extends string> {
  label: string;
  items: ReadonlyArray<{ id: K; label: string }>;
  selected: K | null;
  placeholder?: string;
  onChange: (key: K) => void;
}

/** A small select named by `label` (the visible word beside it is only a caption). */
function ChoiceSelect<K extends string>({
  label,
  items,
  selected,
  placeholder,
  onChange,
}: ChoiceSelectProps<K>) {
  return (
    <Select<K>
      label={label}
      hideLabel
      size="small"
      width="content"
      items={items}
      value={selected}
      placeholder={placeholder}
      onChange={(key) => {
        if (key !== null) onChange(key);
      }}
    />
  );
}

const TYPE_ITEMS = EXPRESSION_TYPES.map((id) => ({ id, label: T.types[id] }));
const OPERATOR_ITEMS = EXPRESSION_OPERATORS.map((id) => ({ id, label: T.operators[id] }));

/** A fresh id for a nested expression, unique among its siblings. */
function childId(node: LogicalExpression): string {
  const taken = new Set(
    node.operands.flatMap((operand) => (typeof operand === 'string' ? [] : [operand.id])),
  );
  let n = node.operands.length + 1;
  while (taken.has(`${node.id}.${n}`)) n++;
  return `${node.id}.${n}`;
}

/** One expression: its type and operator selects, its operands and the add buttons. */
function ExpressionNode({
  node,
  onChange,
  depth,
  name,
  onRemove,
  premises,
  maxDepth,
  advanced,
}: NodeProps) {
  const hintId = useId();
  const premiseItems = premises.map((premise, index) => ({
    id: premise.id,
    label: `${T.premiseLabel(index + 1)}: ${premise.content}`,
  }));
  const setOperand = (index: number, operand: string | LogicalExpression) =>
    onChange({ ...node, operands: node.operands.map((o, i) => (i === index ? operand : o)) });
  const removeOperand = (index: number) =>
    onChange({ ...node, operands: node.operands.filter((_, i) => i !== index) });
  const canAdd = canAddOperand(node);
  const atDepthLimit = depth >= maxDepth;
  const hint = !canAdd ? NOT_NEEDS_ONE_OPERAND : atDepthLimit ? expressionTooDeep(maxDepth) : null;
  const suffix = depth === 1 ? '' : ` (${name})`;
  return (
    <Card component="fieldset" padding="small" space="small" aria-label={name} data-depth={depth}>
      <Inline space="small" alignY="center">
        <Box component="span" color="secondary">
          {T.type}
        </Box>
        <ChoiceSelect<ExpressionType>
          label={`${T.type}${suffix}`}
          items={TYPE_ITEMS}
          selected={node.type}
          onChange={(type) => onChange(changeExpressionType(node, type))}
        />
        {node.type === 'compound' && (
          <>
            <Box component="span" color="secondary">
              {T.operator}
            </Box>
            <ChoiceSelect<ExpressionOperator>
              label={`${T.operator}${suffix}`}
              items={OPERATOR_ITEMS}
              selected={node.operator ?? null}
              onChange={(operator) => onChange({ ...node, operator })}
            />
          </>
        )}
        {onRemove && (
          <Button variant="secondary" aria-label={`${T.remove} ${name}`} onPress={onRemove}>
            {T.remove}
          </Button>
        )}
      </Inline>
      <Box
        component="ol"
        display="flex"
        flexDirection="column"
        gap="small"
        paddingLeft="large"
        aria-label={`${T.operands}${suffix}`}
      >
        {node.operands.map((operand, index) => {
          const operandName = `${T.operand(index + 1)}${suffix}`;
          return (
            // Operands are positional: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: operands have no ids of their own
            <Inline key={index} component="li" space="small" alignY="top">
              {typeof operand === 'string' ? (
                <>
                  <ChoiceSelect<string>
                    label={operandName}
                    items={premiseItems}
                    selected={operand === '' ? null : operand}
                    placeholder={T.choosePremise}
                    onChange={(id) => setOperand(index, id)}
                  />
                  <Button
                    variant="secondary"
                    aria-label={`${T.remove} ${operandName}`}
                    onPress={() => removeOperand(index)}
                  >
                    {T.remove}
                  </Button>
                </>
              ) : (
                <div className={styles.nested}>
                  <ExpressionNode
                    node={operand}
                    onChange={(next) => setOperand(index, next)}
                    onRemove={() => removeOperand(index)}
                    depth={depth + 1}
                    name={`${name}, ${T.nested(index + 1)}`}
                    premises={premises}
                    maxDepth={maxDepth}
                    advanced={advanced}
                  />
                </div>
              )}
            </Inline>
          );
        })}
      </Box>
      <Inline space="small" alignY="center">
        <AddButton
          label={T.addPremise}
          name={`${T.addPremise}${suffix}`}
          isDisabled={!canAdd}
          describedBy={!canAdd ? hintId : undefined}
          onPress={() => onChange({ ...node, operands: [...node.operands, ''] })}
        />
        {advanced && (
          <AddButton
            label={T.addExpression}
            name={`${T.addExpression}${suffix}`}
            isDisabled={!canAdd || atDepthLimit}
            describedBy={hint === null ? undefined : hintId}
            onPress={() =>
              onChange({
                ...node,
                operands: [
                  ...node.operands,
                  createExpression({ id: childId(node), type: 'simple', operands: [''] }),
                ],
              })
            }
          />
        )}
      </Inline>
      {hint !== null && (advanced || !canAdd) && (
        <Text component="p" id={hintId} tone="secondary">
          {hint}
        </Text>
      )}
    </Card>
  );
}

interface AddButtonProps {
  label: string;
  name: string;
  isDisabled: boolean;
  describedBy: string | undefined;
  onPress: () => void;
}

/** 'add Premise' / 'add Expression', described by the reason when disabled. */
function AddButton({ label, name, isDisabled, describedBy, onPress }: AddButtonProps) {
  return (
    <AriaButton
      className={field({ size: 'small', trigger: true })}
      aria-label={name === label ? undefined : name}
      aria-describedby={describedBy}
      isDisabled={isDisabled}
      onPress={onPress}
    >
      <span aria-hidden="true">+ </span>
      {label}
    </AriaButton>
  );
}

/**
 * The Logical Expression Builder (spec §2): a type select (simple, compound, conditional,
 * biconditional), an operator select for a compound (AND, OR, NOT), an operand list with
 * 'add Premise' and — in `advanced` mode only — 'add Expression' (nested expressions, at most
 * `maxDepth` levels: 3 by default, 2 in the dependency form), a preview written by the engine's
 * formatter (`formatExpression`, premises as `P1`, `P2`, … in the order of `premises`) and a
 * validity indicator with the engine's message (`validateExpression`: 'Expression is valid',
 * 'AND operator must have at least two operands', …).
 *
 * Controlled: `value` is the engine's `LogicalExpression`, and every edit calls `onChange` with a
 * new one. Changing the type follows the spec (`changeExpressionType`): simple keeps one operand
 * and drops the operator, compound defaults the operator to AND, conditional and biconditional
 * keep two operands and drop the operator. The add buttons are disabled when a NOT already has
 * its operand, and 'add Expression' when the depth limit is reached; the reason is shown and
 * read with the button.
 *
 * Inside the dependency editor's add form the expression is the new dependency's antecedent
 * (see `expressionAntecedent` in `@credence/state-machines`): an AND of premises is a
 * multi-parent dependency (the parents listed together, shown as `target|a & b`), a NOT of one
 * premise is the negated parent `~a`, and anything the maths cannot use is refused with
 * `unsupportedReason` rather than mis-evaluated.
 */
export function LogicalExpressionBuilder({
  value,
  onChange,
  premises,
  maxDepth = DEFAULT_EXPRESSION_MAX_DEPTH,
  advanced = false,
  unsupportedReason = null,
  label = T.label,
}: LogicalExpressionBuilderProps) {
  const labels = new Map(premises.map((premise, index) => [premise.id, T.premiseLabel(index + 1)]));
  const preview = formatExpression(value, { atomName: (id) => labels.get(id) ?? id });
  const validation = validateExpression(value, { maxDepth });
  return (
    <Box
      component="section"
      display="flex"
      flexDirection="column"
      gap="small"
      fontSize="small"
      aria-label={label}
    >
      <ExpressionNode
        node={value}
        onChange={onChange}
        depth={1}
        name={label}
        premises={premises}
        maxDepth={maxDepth}
        advanced={advanced}
      />
      <Inline component="p" space="small" alignY="baseline">
        <Box component="span" color="secondary">
          {T.preview}
        </Box>
        <Box component="output" fontFamily="mono" fontSize="standard" aria-label={T.preview}>
          {preview === '' ? T.emptyPreview : preview}
        </Box>
      </Inline>
      <Card
        component="p"
        tone={validation.valid ? 'positive' : 'critical'}
        accent
        padding="xsmall"
        background="none"
        role="status"
        aria-label={T.validity}
        data-valid={validation.valid}
      >
        <Box component="span" color={validation.valid ? undefined : 'critical'}>
          <span aria-hidden="true">{validation.valid ? '✓ ' : '✗ '}</span>
          {validation.message}
        </Box>
      </Card>
      {validation.valid && unsupportedReason !== null && (
        <Card
          component="p"
          tone="critical"
          accent
          padding="xsmall"
          background="raised"
          role="alert"
        >
          {unsupportedReason}
        </Card>
      )}
    </Box>
  );
}
