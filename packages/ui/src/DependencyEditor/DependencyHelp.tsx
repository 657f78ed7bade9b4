import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Box } from '../Box/Box';
import { button } from '../Button/Button.css';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';

/**
 * 'What are dependencies?': a disclosure whose panel explains dependent versus independent
 * premises, internal versus external scope, overridden dependencies and the two resolution modes.
 */
export function DependencyHelp() {
  return (
    <Disclosure>
      <Text component="h3" size="small">
        <AriaButton slot="trigger" className={button({ tone: 'link', size: 'inline' })}>
          {T.helpTitle}
        </AriaButton>
      </Text>
      {/* A closed panel stays in the layout (hidden="until-found"), so it holds its own gap. */}
      <DisclosurePanel>
        <Box paddingTop="xsmall">
          <Card tone="plain" padding="small" space="xsmall">
            {T.help.map((paragraph) => (
              <Text key={paragraph} component="p" size="small">
                {paragraph}
              </Text>
            ))}
          </Card>
        </Box>
      </DisclosurePanel>
    </Disclosure>
  );
}
