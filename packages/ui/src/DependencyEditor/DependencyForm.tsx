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
import {
  Button as AriaButton,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { LogicalExpressionBuilder } from '../LogicalExpressionBuilder/LogicalExpressionBuilder';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import { useThemeClassName } from '../theme/ThemeRoot';
import * as styles from './DependencyEditor.css';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';
import type { DependencyEditorActor } from './useDependencyEditor';

interface PremiseSelectProps {
  label: string;
  options: readonly DependencyClaim[];
  selectedId: string | null;
  onChange: (id: string | null) => void;
}

/** A premise picker; premise texts are shown as text. */
function PremiseSelect({ label, options, selectedId, onChange }: PremiseSelectProps) {
  const themeClass = useThemeClassName();
  return (
    <Select
      aria-label={label}
      placeholder={T.choosePremise}
      selectedKey={selectedId}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
    >
      <AriaButton className={styles.selectButton}>
        <SelectValue className={styles.selectValue} />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={`${themeClass} ${styles.popover}`}>
        <ListBox className={styles.listBox} items={options}>
          {(premise) => (
            <ListBoxItem id={premise.id} textValue={premise.content} className={styles.option}>
              {premise.content}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
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
    <section className={styles.form} aria-label={T.formLabel}>
      <div className={styles.sentence}>
        <span>{T.learningThat}</span>
        {expression === undefined ? (
          <PremiseSelect
            label={T.antecedentLabel}
            options={antecedentOptions(context)}
            selectedId={form.antecedentId}
            onChange={(id) => send({ type: 'SET_ANTECEDENT', id })}
          />
        ) : (
          <span className={styles.wording}>{T.theExpression}</span>
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
        <span className={styles.wording}>
          {bandFor(BELIEF_BANDS, form.conditionalProbability).text}
        </span>
        <span>{T.that}</span>
        <PremiseSelect
          label={T.consequentLabel}
          options={consequentOptions(context)}
          selectedId={form.consequentId}
          onChange={(id) => send({ type: 'SET_CONSEQUENT', id })}
        />
      </div>
      <ToggleButton
        className={styles.expressionToggle}
        isSelected={expression !== undefined}
        onChange={toggleExpression}
      >
        {T.useExpression}
      </ToggleButton>
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
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => send({ type: 'CANCEL_FORM' })}>
          {T.cancel}
        </Button>
        <Button
          isDisabled={!canAddDependency(context)}
          onPress={() => send({ type: 'ADD_DEPENDENCY' })}
        >
          {T.addDependency}
        </Button>
      </div>
    </section>
  );
}
