import { beliefWording } from '@credence/engine';
import { NETWORK_TEXTS } from '@credence/state-machines';
import { useId } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import {
  CredenceRangeSlider,
  type CredenceRangeValue,
} from '../CredenceRangeSlider/CredenceRangeSlider';
import { LockToggle } from '../LockToggle/LockToggle';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import * as styles from './PremiseRow.css';

/** Props of {@link PremiseRow}. */
export interface PremiseRowProps {
  /** A short name for the premise, e.g. `'Premise 1'`; names the row and its slider. */
  label: string;
  /** The premise's claim text. */
  text: string;
  /** The confidence (controlled), 0..1. */
  value?: number;
  /** The starting confidence when uncontrolled, 0..1; default 0.5. */
  defaultValue?: number;
  /** Called on every slider change. */
  onChange?: (value: number) => void;
  /** Called once the user lets go of the slider (or after a key press). */
  onChangeEnd?: (value: number) => void;
  /** Locked: the slider is disabled and the lock toggle is pressed. */
  isLocked?: boolean;
  /** Called with the new locked state. */
  onToggleLock?: (isLocked: boolean) => void;
  /** The Objection button. */
  onObjection?: () => void;
  /** The Clarification button. */
  onClarification?: () => void;
  /**
   * How many arguments conclude this premise (its supporting arguments): with any, the premise is
   * a sub-conclusion and shows 'Open supporting argument' ('… arguments (n)' for several).
   */
  supportingArguments?: number;
  /** The sub-conclusion button: open the argument that concludes this premise. */
  onOpenSupport?: () => void;
  /**
   * The constraint system just corrected this credence: the cascade level (1, 2 or 3) of the
   * correction. The row is highlighted, each level 200 ms after the one before.
   */
  correctionStep?: number;
  /**
   * Something that changed this credence without the user's hand, said where it happened
   * (e.g. 'P3 moved from 85% to 90% to agree with your dependency.'); announced politely.
   */
  note?: string;
  /** A credence range instead of one value: the slider becomes a two-thumb range slider. */
  range?: CredenceRangeValue;
  /** Called on every change of the range. */
  onRangeChange?: (range: CredenceRangeValue) => void;
  /** Given: a "Range" toggle that asks for a range (true) or one value again (false). */
  onRangeToggle?: (useRange: boolean) => void;
  /** Extra class names. */
  className?: string;
  /**
   * The network view's credence for a premise that linked arguments conclude: the slider shows
   * it, disabled (the arguments decide it), with "from N linked argument(s)" under it.
   */
  network?: PremiseNetworkCredence;
  /** "Same claim as…" (the network view): opens the search for a claim this premise equals. */
  onSameClaim?: () => void;
}

/** A derived premise's network credence and how many linked arguments made it. */
export interface PremiseNetworkCredence {
  credence: number;
  linkedArguments: number;
}

/**
 * The wording line under a premise's slider: the engine's `beliefWording` about "this premise"
 * (`I am quite confident that this premise is true`). It does not repeat the claim: the text is
 * right above it, and on a phone a long premise said twice pushed the result off the screen.
 */
export function premiseBeliefWording(probability: number): string {
  return beliefWording(probability, 'this premise is true');
}

/**
 * One premise of the evaluator's premise list: its text (shown once), a confidence slider (0..1)
 * with a belief wording line ({@link premiseBeliefWording}), a lock toggle, Objection / Clarification
 * buttons and, for a sub-conclusion, the button that opens its supporting argument. A locked
 * premise's slider is disabled.
 */
export function PremiseRow({
  label,
  text,
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  isLocked = false,
  onToggleLock,
  onObjection,
  onClarification,
  supportingArguments = 0,
  onOpenSupport,
  correctionStep,
  note,
  range,
  onRangeChange,
  onRangeToggle,
  className,
  network,
  onSameClaim,
}: PremiseRowProps) {
  const labelId = useId();
  const classes = [styles.root, className].filter(Boolean).join(' ');
  return (
    <section
      className={classes}
      aria-labelledby={labelId}
      data-locked={isLocked || undefined}
      data-corrected={correctionStep ?? undefined}
      // Each cascade level glows 200 ms after the one before.
      style={correctionStep ? { animationDelay: `${(correctionStep - 1) * 200}ms` } : undefined}
    >
      <div className={styles.header}>
        <div>
          {/* A section of the evaluator, under the argument's title (h1). */}
          <h2 id={labelId} className={styles.label}>
            {label}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <LockToggle isLocked={isLocked} onChange={onToggleLock} />
      </div>
      {network ? (
        <>
          <ProbabilitySlider
            label={`Network credence of ${label}`}
            value={network.credence}
            isDisabled
            describe={premiseBeliefWording}
          />
          <p className={styles.text}>{NETWORK_TEXTS.fromLinked(network.linkedArguments)}</p>
        </>
      ) : range ? (
        <CredenceRangeSlider
          label={`Confidence range of ${label}`}
          value={range}
          onChange={onRangeChange}
          isDisabled={isLocked}
        />
      ) : (
        <ProbabilitySlider
          label={`Confidence in ${label}`}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange}
          onChangeEnd={onChangeEnd}
          isDisabled={isLocked}
          describe={premiseBeliefWording}
        />
      )}
      {note ? (
        <p className={styles.text} role="status">
          {note}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onRangeToggle ? (
          <ToggleButton
            className={styles.rangeToggle}
            isSelected={range !== undefined}
            onChange={onRangeToggle}
          >
            Range
          </ToggleButton>
        ) : null}
        <Button variant="secondary" onPress={onObjection}>
          Objection
        </Button>
        <Button variant="secondary" onPress={onClarification}>
          Clarification
        </Button>
        {onSameClaim ? (
          <Button variant="secondary" onPress={onSameClaim}>
            {NETWORK_TEXTS.sameClaimAction}
          </Button>
        ) : null}
        {supportingArguments > 0 ? (
          <Button variant="secondary" onPress={onOpenSupport}>
            {supportingArguments === 1
              ? 'Open supporting argument'
              : `Open supporting arguments (${supportingArguments})`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
