import * as styles from './CalculationResultsPanel.css';
import { CALCULATION_RESULTS_TEXT as T } from './texts';

/** What the constraint system is doing, as the parent knows it. */
export interface ConstraintStatus {
  /** The active system, e.g. `'Coherentist'`. */
  system: string;
  /** The constraint engine is detecting or correcting violations right now. */
  processing: boolean;
  /**
   * How many violations the tab above the panel reports (its amber banner); the box then says so
   * instead of 'Constraints up to date', so the dialog tells one story. Absent: none.
   */
  violations?: number;
}

/** The spec's Constraint Status box: the active system and 'Processing constraints...'. */
export function ConstraintStatusBox({ status }: { status: ConstraintStatus }) {
  return (
    <section className={styles.notice} aria-label={T.constraintStatus}>
      <strong>{T.constraintStatus}</strong>
      <p className={styles.muted}>
        {T.activeSystem}: {status.system}
      </p>
      <p className={styles.muted} role="status">
        {status.processing
          ? T.processing
          : status.violations
            ? T.violations(status.violations)
            : T.idle}
      </p>
    </section>
  );
}
