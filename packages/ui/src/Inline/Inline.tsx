import type { ReactNode } from 'react';
import { type Align, type AlignY, alignToFlex, alignYToFlex } from '../Box/align';
import { Box, type ElementProps } from '../Box/Box';
import {
  mapResponsiveValue,
  type ResponsiveSpace,
  type ResponsiveValue,
} from '../theme/sprinkles.css';

/** Where an {@link Inline}'s children sit along the row. */
export type InlineAlign = Align | 'spaceBetween';

/** How an {@link Inline}'s children line up across the row. */
export type InlineAlignY = AlignY;

const justifyContent = { ...alignToFlex, spaceBetween: 'spaceBetween' } as const;

/** Props of {@link Inline}. */
export interface InlineProps extends ElementProps {
  /** The gap between children, both along a row and between wrapped rows. */
  space: ResponsiveSpace;
  /** Along the row; default `'left'`. */
  align?: ResponsiveValue<InlineAlign>;
  /** Across the row; default `'stretch'`. */
  alignY?: ResponsiveValue<InlineAlignY>;
  /** The element; default `'div'` (`'ul'`/`'ol'` lose their bullets). */
  component?: 'div' | 'span' | 'p' | 'ul' | 'ol' | 'li' | 'nav' | 'header' | 'footer' | 'fieldset';
  /** Extra class names for the root (a component passing on its own `className`). */
  className?: string;
  children?: ReactNode;
}

/**
 * Children side by side, wrapping onto more rows when they do not fit: button rows, badges,
 * toolbars. For columns that never wrap use `Columns`.
 */
export function Inline({ space, align, alignY, component = 'div', ...props }: InlineProps) {
  return (
    <Box
      component={component}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={
        align === undefined ? undefined : mapResponsiveValue(align, (v) => justifyContent[v])
      }
      alignItems={
        alignY === undefined ? undefined : mapResponsiveValue(alignY, (v) => alignYToFlex[v])
      }
      {...props}
    />
  );
}
