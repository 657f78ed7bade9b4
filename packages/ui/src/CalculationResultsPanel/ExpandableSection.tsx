import { type ReactNode, useId, useState } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import * as styles from './CalculationResultsPanel.css';
import type { FormulaStep } from './formulas';
import { CALCULATION_RESULTS_TEXT as T } from './texts';

/** Props of {@link ExpandableSection}. */
export interface ExpandableSectionProps {
  /** The quantity, e.g. `'P(Premises)'`. */
  label: string;
  /** Its value as shown, e.g. `'64%'`. */
  value: string;
  /** 'Fallback settings', 'Bayesian analysis', … */
  source: string;
  /** What View Formula shows. */
  formula: FormulaStep;
  /** Extra content under the value source (e.g. the scenario list). */
  children?: ReactNode;
}

/** The formula lines of a step, as text. */
export function FormulaLines({ step }: { step: FormulaStep }) {
  return (
    <div className={styles.formula}>
      {step.lines.map((line, index) => (
        // Lines are fixed for a given result; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat, and never reorder.
        <div key={index}>{line}</div>
      ))}
    </div>
  );
}

/**
 * One of the spec's expandable sections (P(Premises), P(C|Premises), P(C|~Premises)): the value
 * in the trigger; inside, the value source and a View Formula toggle that explains the method.
 */
export function ExpandableSection({
  label,
  value,
  source,
  formula,
  children,
}: ExpandableSectionProps) {
  const [showFormula, setShowFormula] = useState(false);
  const formulaId = useId();
  return (
    <Disclosure className={styles.disclosure}>
      <Heading level={4} className={styles.disclosureHeading}>
        <AriaButton slot="trigger" className={styles.disclosureTrigger}>
          <span>{label}</span>
          <span>{value}</span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.disclosurePanel}>
        <p className={styles.muted}>
          {T.valueSource}: {source}
        </p>
        <AriaButton
          className={styles.linkButton}
          aria-expanded={showFormula}
          aria-controls={showFormula ? formulaId : undefined}
          onPress={() => setShowFormula(!showFormula)}
        >
          {showFormula ? T.hideFormula : T.viewFormula}
        </AriaButton>
        {showFormula ? (
          <div id={formulaId}>
            <strong>{formula.title}</strong>
            <FormulaLines step={formula} />
          </div>
        ) : null}
        {children}
      </DisclosurePanel>
    </Disclosure>
  );
}
