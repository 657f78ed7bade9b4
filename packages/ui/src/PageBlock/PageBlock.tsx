import type { ReactNode } from 'react';
import { Box, type ElementProps } from '../Box/Box';
import * as styles from './PageBlock.css';

/** Props of {@link PageBlock}. */
export interface PageBlockProps extends ElementProps {
  /** The widest the content gets: `'small'` (forms), `'medium'` (default), `'large'`, `'full'`. */
  width?: 'small' | 'medium' | 'large' | 'full';
  /** The element; default `'div'`. */
  component?: 'div' | 'section' | 'article' | 'header' | 'footer';
  children?: ReactNode;
}

/**
 * A band of the page: its content centred, at most `width` wide, with side gutters that grow
 * with the screen. A page is PageBlocks holding Stacks; it writes no CSS.
 */
export function PageBlock({ width = 'medium', component = 'div', ...props }: PageBlockProps) {
  return (
    <Box
      component={component}
      className={styles.block}
      maxWidth={width === 'full' ? undefined : width}
      paddingX={{ mobile: 'medium', tablet: 'large' }}
      {...props}
    />
  );
}
