import { BELIEF_BANDS, bandFor } from '@credence/engine';
import {
  antecedentOptions,
  canAddDependency,
  consequentOptions,
  type DependencyClaim,
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
 * [confidence wording] that [other premise]', a slider for the conditional probability, and
 * Cancel and 'Add Dependency' (disabled until both premises are chosen). The machine keeps the
 * form: the option lists exclude the other choice (and, for the antecedent, premises that
 * already have dependencies).
 */
export function DependencyForm({ actorRef }: { actorRef: DependencyEditorActor }) {
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const { form } = context;
  const send = actorRef.send;
  const sentence = formSentence(context);
  return (
    <section className={styles.form} aria-label={T.formLabel}>
      <div className={styles.sentence}>
        <span>{T.learningThat}</span>
        <PremiseSelect
          label={T.antecedentLabel}
          options={antecedentOptions(context)}
          selectedId={form.antecedentId}
          onChange={(id) => send({ type: 'SET_ANTECEDENT', id })}
        />
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
