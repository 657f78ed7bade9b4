import { type ReactNode, useId } from 'react';
import * as shared from '../CalculationResultsPanel/CalculationResultsPanel.css';
import * as styles from './DebugPanel.css';

/** One of the panel's ten sections: a titled card, labelled by its heading. */
export function DebugSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={shared.card} aria-labelledby={headingId} data-testid={testId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A label/value list; its rows are {@link Fact}s. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={shared.facts}>{children}</dl>;
}

/** One label/value row. */
export function Fact({
  label,
  testId,
  children,
}: {
  label: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className={shared.factLabel}>{label}</dt>
      <dd className={shared.factValue} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** A small badge (`negligible`, `marginalized`, `Mismatch`, …) after a value. */
export function Badge({
  tone,
  children,
}: {
  tone: keyof typeof shared.badge;
  children: ReactNode;
}) {
  return (
    <>
      {' '}
      <span className={shared.badge[tone]}>{children}</span>
    </>
  );
}

/** A muted line, for empty states and hints. */
export function Muted({ children }: { children: ReactNode }) {
  return <p className={shared.muted}>{children}</p>;
}
