import { useSelector } from '@xstate/react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Box } from '../Box/Box';
import { button } from '../Button/Button.css';
import { card } from '../Card/Card.css';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DependencyEditor } from './DependencyEditor';
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
      className={card({ background: 'raised', rounded: true })}
      defaultExpanded={defaultExpanded}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
    >
      {({ isExpanded: expanded }) => (
        <Stack space="small">
          <Heading level="4" component="h3">
            <AriaButton slot="trigger" className={button({ tone: 'plain', size: 'block' })}>
              <Box component="span" display="flex" gap="small">
                <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                {T.cardTitle}
              </Box>
              <Text size="small" weight="regular" tone="secondary">
                {T.configured(configured)}
              </Text>
            </AriaButton>
          </Heading>
          <DisclosurePanel>
            <Stack space="medium">
              <DependencyHelp />
              <DependencyEditor actorRef={actorRef} showHelp={false} />
            </Stack>
          </DisclosurePanel>
        </Stack>
      )}
    </Disclosure>
  );
}
