import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import * as styles from './DependencyEditor.css';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';

/**
 * 'What are dependencies?': a disclosure whose panel explains dependent versus independent
 * premises, internal versus external scope, overridden dependencies and the two resolution modes.
 */
export function DependencyHelp() {
  return (
    <Disclosure className={styles.help}>
      <Heading level={3} className={styles.helpHeading}>
        <Button slot="trigger" className={styles.linkButton}>
          {T.helpTitle}
        </Button>
      </Heading>
      <DisclosurePanel className={styles.helpPanel}>
        {T.help.map((paragraph) => (
          <p key={paragraph} className={styles.helpParagraph}>
            {paragraph}
          </p>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}
