import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './TruthTableTab.css';
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
    <div className={styles.help}>
      <AriaButton
        className={styles.disclosure}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPress={() => setOpen((open) => !open)}
      >
        <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span> {T.helpToggle}
      </AriaButton>
      {isOpen ? (
        <div id={panelId} className={styles.helpPanel}>
          <p>{T.helpIntro}</p>
          <p>{T.helpRows}</p>
          <p>{T.helpHeaders}</p>
          <div>
            <Button variant="secondary" onPress={onShowExample} isDisabled={isExampleDisabled}>
              {T.example}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
