import { useSelector } from '@xstate/react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { DependencyEditor } from './DependencyEditor';
import * as styles from './DependencyEditor.css';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';
import { DependencyHelp } from './DependencyHelp';
import type { DependencyEditorActor } from './useDependencyEditor';

/** Props of {@link DependencyCard}. */
export interface DependencyCardProps {
  /** The machine from `useDependencyEditor`. */
  actorRef: DependencyEditorActor;
  /** Expanded at first (uncontrolled); default false. */
  defaultExpanded?: boolean;
  /** Expanded (controlled). */
  isExpanded?: boolean;
  /** Called when the card asks to expand or collapse. */
  onExpandedChange?: (isExpanded: boolean) => void;
}

/**
 * The collapsible 'Configure Premise Dependencies' card of the inference dialog's panels and the
 * evaluator's dependency configuration: the title with '{n} configured' (the editable
 * dependencies; calculated noisy-OR ones are not configured by the user), the 'What are
 * dependencies?' help, and the dependency editor.
 */
export function DependencyCard({
  actorRef,
  defaultExpanded = false,
  isExpanded,
  onExpandedChange,
}: DependencyCardProps) {
  const configured = useSelector(
    actorRef,
    (snapshot) => snapshot.context.items.filter((item) => !item.isCalculated).length,
  );
  return (
    <Disclosure
      className={styles.configCard}
      defaultExpanded={defaultExpanded}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
    >
      {({ isExpanded: expanded }) => (
        <>
          <Heading level={3} className={styles.configHeading}>
            <Button slot="trigger" className={styles.configTrigger}>
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
              {T.cardTitle}
              <span className={styles.configCount}>{T.configured(configured)}</span>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.configPanel}>
            <DependencyHelp />
            <DependencyEditor actorRef={actorRef} showHelp={false} />
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
