import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { card } from '../Card/Card.css';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';

/**
 * 'What are dependencies?': a disclosure whose panel explains dependent versus independent
 * premises, internal versus external scope, overridden dependencies and the two resolution modes.
 */
export function DependencyHelp() {
  return (
    <Disclosure>
      <Stack space="xsmall">
        <Text component="h3" size="small">
          <AriaButton slot="trigger" className={button({ tone: 'link', size: 'inline' })}>
            {T.helpTitle}
          </AriaButton>
        </Text>
        <DisclosurePanel className={card({ tone: 'plain', padding: 'small' })}>
          <Stack space="xsmall">
            {T.help.map((paragraph) => (
              <Text key={paragraph} component="p" size="small">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </DisclosurePanel>
      </Stack>
    </Disclosure>
  );
}
