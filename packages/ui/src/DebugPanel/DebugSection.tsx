import { type ReactNode, useId } from 'react';
import { Box } from '../Box/Box';
import * as shared from '../CalculationResultsPanel/CalculationResultsPanel.css';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';

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
      <Heading level="4" component="h3" id={headingId}>
        {title}
      </Heading>
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

/** A sub-heading inside a section. */
export function SubTitle({ children }: { children: ReactNode }) {
  return (
    <Text component="h4" size="small" weight="strong" tone="secondary">
      {children}
    </Text>
  );
}

/** A flagged value: a stored vs calculated mismatch or a derivation that could not be made. */
export function Flag({ children, item = false }: { children: ReactNode; item?: boolean }) {
  return (
    <Box
      component={item ? 'li' : 'span'}
      role={item ? undefined : 'note'}
      color="critical"
      fontWeight="strong"
    >
      {children}
    </Box>
  );
}
