import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { Card } from '../Card/Card';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TRUTH_TABLE_TAB_TEXT as T } from './TruthTableTab.text';

/** Props of {@link TruthTableHelp}. */
export interface TruthTableHelpProps {
  /** 'Show me an example': fill the table with the engine's example values. */
  onShowExample: () => void;
  /** Disabled when there is no table to fill. */
  isExampleDisabled?: boolean;
}

/** The collapsible 'Learn about Truth Tables' help, with the 'Show me an example' button. */
export function TruthTableHelp({ onShowExample, isExampleDisabled = false }: TruthTableHelpProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card padding="small">
      <Stack space="small" align="left">
        <AriaButton
          className={button({ tone: 'ghost', size: 'compact' })}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onPress={() => setOpen((open) => !open)}
        >
          <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span> {T.helpToggle}
        </AriaButton>
        {isOpen ? (
          <Stack space="small" id={panelId}>
            <Text component="p">{T.helpIntro}</Text>
            <Text component="p">{T.helpRows}</Text>
            <Text component="p">{T.helpHeaders}</Text>
            <div>
              <Button variant="secondary" onPress={onShowExample} isDisabled={isExampleDisabled}>
                {T.example}
              </Button>
            </div>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
