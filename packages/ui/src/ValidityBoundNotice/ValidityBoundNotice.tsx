import { formatPercent, type ValidityCoherence } from '@credence/engine';
import { useId } from 'react';
import { Button } from '../Button/Button';
import * as styles from './ValidityBoundNotice.css';

/** Props of {@link ValidityBoundNotice}. */
export interface ValidityBoundNoticeProps {
  /** `validityCoherence` of the premises' credences and the conclusion's. */
  check: ValidityCoherence;
  /** The conclusion's credence now: the value the conclusion box shows as the user's. */
  conclusionCredence: number;
  /** Applies the repair: raises the conclusion to `raiseTo`. */
  onRaiseConclusion?: (value: number) => void;
  /**
   * The value the repair button sets: default the bound; a deductive argument's conclusion takes
   * only 0, 0.5 or 1, so the evaluator passes the first of those at or above the bound.
   */
  raiseTo?: number;
  /** Extra class names. */
  className?: string;
}

/** The notice's texts. */
export const VALIDITY_BOUND_TEXT = {
  title: 'Valid argument: the lowest coherent P(C)',
  bound: (bound: number) =>
    `No counterexample exists, so the conclusion is true whenever every premise is. Coherence then asks for P(C) of at least ${formatPercent(bound)}: one minus the premises' doubts added up.`,
  coherent: (value: number) => `Your ${formatPercent(value)} for the conclusion is coherent.`,
  incoherent: (value: number, target: number, points: number) =>
    `Your ${formatPercent(value)} for the conclusion is below it: incoherent. Raise the conclusion to ${formatPercent(target)}, or lower your premises by ${points} points in total.`,
  /** Why the target is above the bound: a deductive conclusion takes only 0, 0.5 or 1. */
  deductiveTarget: (target: number) =>
    `A deductive conclusion takes only 0, 0.5 or 1, so ${formatPercent(target)} is the lowest value that reaches the bound.`,
  raise: (target: number) => `Raise the conclusion to ${formatPercent(target)}`,
} as const;

/**
 * Shown once the counterexample finder has proved an argument valid: the Adams bound on the
 * conclusion (`validityBound`), whether the user's conclusion credence respects it, and the
 * smallest repair when it does not. Numbers from `@credence/engine`'s `validityCoherence`.
 */
export function ValidityBoundNotice({
  check,
  conclusionCredence,
  onRaiseConclusion,
  raiseTo,
  className,
}: ValidityBoundNoticeProps) {
  const titleId = useId();
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const points = Math.max(1, Math.round(check.shortfall * 100));
  // One target everywhere: the value the button sets is the value the sentence names.
  const target = raiseTo ?? check.repair?.raiseConclusionTo ?? check.bound;
  const targetAboveBound = formatPercent(target) !== formatPercent(check.bound);
  return (
    <section className={classes} aria-labelledby={titleId} data-coherent={check.coherent}>
      <h3 id={titleId} className={styles.title}>
        {VALIDITY_BOUND_TEXT.title}
      </h3>
      <p className={styles.text}>{VALIDITY_BOUND_TEXT.bound(check.bound)}</p>
      {/* An incoherent conclusion is announced; the section stays a labelled region. */}
      <p className={styles.verdict} role={check.coherent ? undefined : 'alert'}>
        {check.coherent
          ? VALIDITY_BOUND_TEXT.coherent(conclusionCredence)
          : VALIDITY_BOUND_TEXT.incoherent(conclusionCredence, target, points)}
      </p>
      {!check.coherent && targetAboveBound ? (
        <p className={styles.text}>{VALIDITY_BOUND_TEXT.deductiveTarget(target)}</p>
      ) : null}
      {!check.coherent && check.repair && onRaiseConclusion ? (
        <Button variant="secondary" onPress={() => onRaiseConclusion(target)}>
          {VALIDITY_BOUND_TEXT.raise(target)}
        </Button>
      ) : null}
    </section>
  );
}
