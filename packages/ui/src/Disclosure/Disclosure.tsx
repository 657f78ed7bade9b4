import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
} from 'react-aria-components';
import { Box } from '../Box/Box';
import { button } from '../Button/Button.css';
import { Stack } from '../Stack/Stack';
import type { ResponsiveSpace } from '../theme/sprinkles.css';

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** The title row's text: the button that shows and hides the panel. */
  title: ReactNode;
  /** The heading element around the title (`h2` … `h5`); default 3. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** The panel's content. */
  children: ReactNode;
  /** The gap between the panel's children; default `'small'`. */
  space?: ResponsiveSpace;
  /** Open at first when uncontrolled; default false. */
  defaultExpanded?: boolean;
  /** Open (controlled). */
  isExpanded?: boolean;
  /** Called when the title is pressed. */
  onExpandedChange?: (isExpanded: boolean) => void;
}

/**
 * A titled section that opens and closes, on react-aria's `Disclosure`: the title is a heading
 * holding a button (`aria-expanded`, Enter and Space) with a ▸ that turns to ▾, the panel a stack
 * of the children.
 */
export function Disclosure({
  title,
  headingLevel = 3,
  children,
  space = 'small',
  defaultExpanded,
  isExpanded,
  onExpandedChange,
}: DisclosureProps) {
  return (
    <AriaDisclosure
      defaultExpanded={defaultExpanded}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
    >
      {({ isExpanded: expanded }) => (
        <Stack space="xsmall" align="left">
          <Box component={`h${headingLevel}`} fontWeight="strong">
            <AriaButton slot="trigger" className={button({ tone: 'ghost', size: 'compact' })}>
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
              {title}
            </AriaButton>
          </Box>
          <DisclosurePanel>
            <Stack space={space}>{children}</Stack>
          </DisclosurePanel>
        </Stack>
      )}
    </AriaDisclosure>
  );
}
