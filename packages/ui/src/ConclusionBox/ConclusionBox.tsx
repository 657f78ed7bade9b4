import type { ArgumentType } from '@credence/engine';
import { beliefWording } from '@credence/engine';
import { useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button';
import { LockToggle } from '../LockToggle/LockToggle';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import * as styles from './ConclusionBox.css';

/** The values a deductive conclusion can take, as offered by {@link ConclusionBox}. */
export const DEDUCTIVE_CONCLUSION_VALUES = [0, 0.5, 1] as const;

/** Props of {@link ConclusionBox}. */
export interface ConclusionBoxProps {
  /** The conclusion's claim text. */
  text: string;
  /** `'INDUCTIVE'`: a slider; `'DEDUCTIVE'`: a 0 / 0.5 / 1 radio group. */
  argumentType: ArgumentType;
  /** The conclusion probability (controlled), 0..1. */
  value?: number;
  /** The starting probability when uncontrolled (inductive slider only); default 0.5. */
  defaultValue?: number;
  /** Called on each change (slider move or radio choice). */
  onChange?: (value: number) => void;
  /** Called once the user lets go of the slider (inductive only). */
  onChangeEnd?: (value: number) => void;
  /** Show the lock toggle (foundationalist mode). */
  showLock?: boolean;
  /** Locked: the slider or radio group is disabled. */
  isLocked?: boolean;
  /** Called with the new locked state. */
  onToggleLock?: (isLocked: boolean) => void;
  /** Show the "c.e." counterexample button. */
  canFindCounterexample?: boolean;
  /** The "Evaluate inference" button. */
  onEvaluateInference?: () => void;
  /** The "c.e." button. */
  onFindCounterexample?: () => void;
  /** The "⊢" view-proof button. */
  onViewProof?: () => void;
  /** Extra class names. */
  className?: string;
}

/**
 * The evaluator's conclusion box: the conclusion text; a confidence slider (inductive) or a
 * 0 / 0.5 / 1 radio group (deductive); a lock toggle when `showLock`; and the buttons
 * "Evaluate inference", "c.e." (when `canFindCounterexample`) and "⊢" (view proof).
 */
export function ConclusionBox({
  text,
  argumentType,
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  showLock = false,
  isLocked = false,
  onToggleLock,
  canFindCounterexample = false,
  onEvaluateInference,
  onFindCounterexample,
  onViewProof,
  className,
}: ConclusionBoxProps) {
  const headingId = useId();
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const radioValue =
    value === undefined
      ? undefined
      : (DEDUCTIVE_CONCLUSION_VALUES.find((option) => option === value)?.toString() ?? null);
  return (
    <section className={classes} aria-labelledby={headingId} data-locked={isLocked || undefined}>
      <div className={styles.header}>
        <div>
          <h3 id={headingId} className={styles.heading}>
            Conclusion
          </h3>
          <p className={styles.text}>{text}</p>
        </div>
        {showLock ? <LockToggle isLocked={isLocked} onChange={onToggleLock} /> : null}
      </div>
      {argumentType === 'DEDUCTIVE' ? (
        <RadioGroup
          className={styles.radioGroup}
          orientation="horizontal"
          value={radioValue}
          onChange={(next) => onChange?.(Number(next))}
          isDisabled={isLocked}
        >
          <Label className={styles.radioLabel}>Confidence in the conclusion</Label>
          <div className={styles.radios}>
            {DEDUCTIVE_CONCLUSION_VALUES.map((option) => (
              <Radio key={option} value={String(option)} className={styles.radio}>
                {String(option)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      ) : (
        <ProbabilitySlider
          label="Confidence in the conclusion"
          value={value}
          defaultValue={defaultValue}
          onChange={onChange}
          onChangeEnd={onChangeEnd}
          isDisabled={isLocked}
          describe={(current) => beliefWording(current, text)}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onEvaluateInference}>
          Evaluate inference
        </Button>
        {canFindCounterexample ? (
          <Button variant="secondary" onPress={onFindCounterexample} aria-label="c.e.">
            c.e.
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onViewProof} aria-label="View proof (⊢)">
          ⊢
        </Button>
      </div>
    </section>
  );
}
