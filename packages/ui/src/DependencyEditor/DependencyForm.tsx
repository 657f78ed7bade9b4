import {
  BELIEF_BANDS,
  bandFor,
  createExpression,
  DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH,
} from '@credence/engine';
import {
  antecedentOptions,
  canAddDependency,
  consequentOptions,
  type DependencyClaim,
  formExpressionAntecedent,
  formSentence,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { choice } from '../ChoiceGroup/ChoiceGroup.css';
import { Inline } from '../Inline/Inline';
import { LogicalExpressionBuilder } from '../LogicalExpressionBuilder/LogicalExpressionBuilder';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import { Select } from '../Select/Select';
import * as styles from './DependencyEditor.css';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';
import type { DependencyEditorActor } from './useDependencyEditor';

interface PremiseSelectProps {
  label: string;
  options: readonly DependencyClaim[];
  selectedId: string | null;
  onChange: (id: string | null) => void;
}

/** A premise picker inside the form's sentence; premise texts are shown as text. */
function PremiseSelect({ label, options, selectedId, onChange }: PremiseSelectProps) {
  return (
    <Select
      label={label}
      hideLabel
      size="small"
      width="content"
      placeholder={T.choosePremise}
      items={options.map((premise) => ({ id: premise.id, label: premise.content }))}
      value={selectedId}
      onChange={onChange}
    />
  );
}

/**
 * The add-dependency form, read as a sentence: 'Learning that [premise] is [TRUE/FALSE] makes me
 * [confidence wording] that [other premise]', a slider for the conditional probability, the
 * optional logical-expression builder for the antecedent (advanced, 2 levels deep), and Cancel
 * and 'Add Dependency' (disabled until both premises are chosen, or while the expression is
 * invalid or unsupported). The machine keeps the form: the option lists exclude the other choice
 * (and, for the antecedent, premises that already have dependencies). An expression antecedent
 * enters the maths as `expressionAntecedent` reads it: an AND of premises adds its parents
 * together (a multi-parent dependency `target|a & b`, combined by noisy-OR), a NOT of one premise
 * is the negated parent `~a`, anything else is disabled with its explanation.
 */
export function DependencyForm({ actorRef }: { actorRef: DependencyEditorActor }) {
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const { form } = context;
  const send = actorRef.send;
  const sentence = formSentence(context);
  const expression = form.antecedentExpression;
  const antecedent = formExpressionAntecedent(context);
  const toggleExpression = (on: boolean) =>
    send({
      type: 'SET_ANTECEDENT_EXPRESSION',
      expression: on
        ? createExpression({
            id: 'antecedent',
            type: 'compound',
            operator: 'AND',
            operands: [form.antecedentId ?? '', ''],
          })
        : null,
    });
  return (
    <Card component="section" space="medium" aria-label={T.formLabel}>
      <Inline space="small" alignY="center">
        <span>{T.learningThat}</span>
        {expression === undefined ? (
          <PremiseSelect
            label={T.antecedentLabel}
            options={antecedentOptions(context)}
            selectedId={form.antecedentId}
            onChange={(id) => send({ type: 'SET_ANTECEDENT', id })}
          />
        ) : (
          <Box component="span" fontWeight="strong">
            {T.theExpression}
          </Box>
        )}
        <span>{T.is}</span>
        <ToggleButtonGroup
          aria-label={T.antecedentValueLabel}
          className={styles.toggleGroup}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[form.antecedentValue ? 'true' : 'false']}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key !== undefined) send({ type: 'SET_ANTECEDENT_VALUE', value: key === 'true' });
          }}
        >
          <ToggleButton id="true" className={styles.toggle}>
            TRUE
          </ToggleButton>
          <ToggleButton id="false" className={styles.toggle}>
            FALSE
          </ToggleButton>
        </ToggleButtonGroup>
        <span>{T.makesMe}</span>
        <Box component="span" fontWeight="strong">
          {bandFor(BELIEF_BANDS, form.conditionalProbability).text}
        </Box>
        <span>{T.that}</span>
        <PremiseSelect
          label={T.consequentLabel}
          options={consequentOptions(context)}
          selectedId={form.consequentId}
          onChange={(id) => send({ type: 'SET_CONSEQUENT', id })}
        />
      </Inline>
      <div>
        <ToggleButton
          className={choice({ size: 'small' })}
          isSelected={expression !== undefined}
          onChange={toggleExpression}
        >
          {T.useExpression}
        </ToggleButton>
      </div>
      {expression !== undefined && (
        <LogicalExpressionBuilder
          label={T.expressionLabel}
          value={expression}
          onChange={(next) => send({ type: 'SET_ANTECEDENT_EXPRESSION', expression: next })}
          premises={context.premises}
          maxDepth={DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH}
          advanced
          unsupportedReason={antecedent?.kind === 'unsupported' ? antecedent.reason : null}
        />
      )}
      <ProbabilitySlider
        label={T.formSliderLabel}
        value={form.conditionalProbability}
        onChange={(value) => send({ type: 'SET_FORM_CONDITIONAL', value })}
        scaleLabels={T.scale}
        describe={sentence === null ? undefined : () => sentence}
      />
      <Inline space="small" align="right">
        <Button variant="secondary" onPress={() => send({ type: 'CANCEL_FORM' })}>
          {T.cancel}
        </Button>
        <Button
          isDisabled={!canAddDependency(context)}
          onPress={() => send({ type: 'ADD_DEPENDENCY' })}
        >
          {T.addDependency}
        </Button>
      </Inline>
    </Card>
  );
}
