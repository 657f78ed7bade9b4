import type { ReactNode } from 'react';
import { Box, type ElementProps } from '../Box/Box';
import type { TextTone } from '../Text/Text';

/** A heading level: its size, and by default its element (`h1` … `h4`). */
export type HeadingLevel = '1' | '2' | '3' | '4';

const fontSize = {
  '1': 'xxlarge',
  '2': 'xlarge',
  '3': 'large',
  '4': 'standard',
} as const;

/** Props of {@link Heading}. */
export interface HeadingProps extends ElementProps {
  /** The size; also the element unless `component` says otherwise. */
  level: HeadingLevel;
  /**
   * The element when the outline needs another level than the look, e.g. a level-4 look as an
   * `h3` in a dialog.
   */
  component?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'legend' | 'div' | 'span';
  /** Default: the parent's colour. */
  tone?: TextTone;
  /** Break long words anywhere rather than overflow. */
  breakWords?: boolean;
  children?: ReactNode;
}

/** A heading: bold, in the theme's size for its level, without the browser's margins. */
export function Heading({ level, component, tone, breakWords = false, ...props }: HeadingProps) {
  return (
    <Box
      component={component ?? `h${level}`}
      display="block"
      fontSize={fontSize[level]}
      fontWeight="strong"
      color={tone}
      overflowWrap={breakWords ? 'anywhere' : undefined}
      {...props}
    />
  );
}
