import type { ArgumentType } from '@credence/engine';
import { beliefWording, formatPercent } from '@credence/engine';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { Column, Columns } from '../Columns/Columns';
import { Inline } from '../Inline/Inline';
import { LockToggle } from '../LockToggle/LockToggle';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import { Text } from '../Text/Text';

/** The values a deductive conclusion can take, as offered by {@link ConclusionBox}. */
export const DEDUCTIVE_CONCLUSION_VALUES = [0, 0.5, 1] as const;

const DEDUCTIVE_OPTIONS = DEDUCTIVE_CONCLUSION_VALUES.map((option) => ({
  value: String(option),
  label: String(option),
}));

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
  /**
   * The P(C) the evaluation computed: shown under the control, so it stays visible whatever the
   * control shows (a deductive argument's 0 / 0.5 / 1, a credence the user set themselves).
   */
  computedPC?: number;
  /**
   * The user set the conclusion's credence themselves: it stays where they put it, and the
   * computed P(C) is shown beside it with a button to follow it ({@link onFollowComputed}).
   * Otherwise an inductive conclusion is shown as computed.
   */
  isSetByUser?: boolean;
  /** "Use the computed P(C)": the conclusion follows the computed P(C) again. */
  onFollowComputed?: () => void;
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
  computedPC,
  isSetByUser = false,
  onFollowComputed,
  className,
}: ConclusionBoxProps) {
  const headingId = useId();
  const radioValue =
    value === undefined
      ? undefined
      : (DEDUCTIVE_CONCLUSION_VALUES.find((option) => option === value)?.toString() ?? null);
  return (
    <Card
      component="section"
      tone="brand"
      background="raised"
      rounded
      space="small"
      className={className}
      aria-labelledby={headingId}
      data-locked={isLocked || undefined}
    >
      <Columns space="small" alignY="top">
        <Column>
          {/* A section of the evaluator, under the argument's title (h1), as each premise is. */}
          <Text component="h2" id={headingId} size="small" weight="strong" tone="secondary">
            Conclusion
          </Text>
          <Text component="p" size="large" weight="strong">
            {text}
          </Text>
        </Column>
        {showLock ? (
          <Column width="content">
            <LockToggle isLocked={isLocked} onChange={onToggleLock} />
          </Column>
        ) : null}
      </Columns>
      {argumentType === 'DEDUCTIVE' ? (
        <ChoiceGroup
          label="Confidence in the conclusion"
          options={DEDUCTIVE_OPTIONS}
          value={radioValue}
          onChange={(next) => onChange?.(Number(next))}
          isDisabled={isLocked}
        />
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
      {computedPC === undefined ? null : (
        <ComputedLine
          computed={computedPC}
          value={value}
          isDeductive={argumentType === 'DEDUCTIVE'}
          isSetByUser={isSetByUser}
          isLocked={isLocked}
          onFollowComputed={onFollowComputed}
        />
      )}
      <Inline space="small">
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
      </Inline>
    </Card>
  );
}

/** The texts under the conclusion's control that say where its value comes from. */
export const CONCLUSION_SOURCE_TEXT = {
  asComputed: (pC: number) => `Shown as computed: P(C) = ${formatPercent(pC)}.`,
  setByUser: (value: number, pC: number) =>
    `Your credence is ${formatPercent(value)}; the computed P(C) is ${formatPercent(pC)}.`,
  locked: (value: number, pC: number) =>
    `Locked at ${formatPercent(value)}; the computed P(C) is ${formatPercent(pC)}.`,
  deductive: (pC: number) => `Computed P(C): ${formatPercent(pC)}.`,
  deductiveUnset: (value: number, pC: number) =>
    `Your credence is ${formatPercent(value)} (a deductive conclusion takes 0, 0.5 or 1); the computed P(C) is ${formatPercent(pC)}.`,
  follow: (pC: number) => `Use the computed ${formatPercent(pC)}`,
} as const;

/** Where the conclusion's value comes from, and the computed P(C), in one line. */
function ComputedLine({
  computed,
  value,
  isDeductive,
  isSetByUser,
  isLocked,
  onFollowComputed,
}: {
  computed: number;
  value: number | undefined;
  isDeductive: boolean;
  isSetByUser: boolean;
  isLocked: boolean;
  onFollowComputed: (() => void) | undefined;
}) {
  const shown = value ?? computed;
  let sentence: string = CONCLUSION_SOURCE_TEXT.asComputed(computed);
  if (isDeductive)
    sentence = (DEDUCTIVE_CONCLUSION_VALUES as readonly number[]).includes(shown)
      ? CONCLUSION_SOURCE_TEXT.deductive(computed)
      : CONCLUSION_SOURCE_TEXT.deductiveUnset(shown, computed);
  else if (isLocked) sentence = CONCLUSION_SOURCE_TEXT.locked(shown, computed);
  else if (isSetByUser) sentence = CONCLUSION_SOURCE_TEXT.setByUser(shown, computed);
  const offerFollow = !isDeductive && !isLocked && isSetByUser && onFollowComputed;
  return (
    <Inline space="small" alignY="center">
      <Text component="p" size="small" tone="secondary">
        {sentence}
      </Text>
      {offerFollow ? (
        <Button variant="secondary" onPress={onFollowComputed}>
          {CONCLUSION_SOURCE_TEXT.follow(computed)}
        </Button>
      ) : null}
    </Inline>
  );
}
