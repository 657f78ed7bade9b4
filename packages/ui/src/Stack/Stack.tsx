import type { ReactNode } from 'react';
import { type Align, alignToFlex } from '../Box/align';
import { Box, type ElementProps } from '../Box/Box';
import {
  mapResponsiveValue,
  type ResponsiveSpace,
  type ResponsiveValue,
} from '../theme/sprinkles.css';

/** How a {@link Stack}'s children sit across: stretched (default) or to one side. */
export type StackAlign = 'stretch' | Align;

const alignItems = { ...alignToFlex, stretch: 'stretch' } as const;

/** Props of {@link Stack}. */
export interface StackProps extends ElementProps {
  /** The gap between children, from the theme's space scale; may differ by breakpoint. */
  space: ResponsiveSpace;
  /** Where children sit across the stack; default `'stretch'` (full width). */
  align?: ResponsiveValue<StackAlign>;
  /** The element; default `'div'` (`'ul'`/`'ol'` lose their bullets). */
  component?:
    | 'div'
    | 'section'
    | 'article'
    | 'aside'
    | 'header'
    | 'footer'
    | 'main'
    | 'nav'
    | 'form'
    | 'fieldset'
    | 'figure'
    | 'ul'
    | 'ol'
    | 'li'
    | 'dl';
  /** Extra class names for the root (a component passing on its own `className`). */
  className?: string;
  children?: ReactNode;
}

/**
 * Children one above the other with an even gap: the vertical rhythm of every panel and page.
 * Children have no margins of their own; the stack owns the spacing.
 *
 * ```tsx
 * <Stack space={{ mobile: 'small', tablet: 'large' }}>…</Stack>
 * ```
 */
export function Stack({ space, align = 'stretch', component = 'div', ...props }: StackProps) {
  return (
    <Box
      component={component}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsiveValue(align, (value) => alignItems[value])}
      {...props}
    />
  );
}
