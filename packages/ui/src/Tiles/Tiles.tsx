import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Box, classNames, type ElementProps } from '../Box/Box';
import type { ResponsiveSpace, ResponsiveValue } from '../theme/sprinkles.css';
import { mapResponsiveValue } from '../theme/sprinkles.css';
import * as styles from './Tiles.css';

/** A column count {@link Tiles} supports. */
export type TilesColumns = 1 | 2 | 3 | 4 | 5 | 6;

/** Props of {@link Tiles}. */
export interface TilesProps extends ElementProps {
  /** The gap between tiles, both ways. */
  space: ResponsiveSpace;
  /**
   * Columns per breakpoint, e.g. `{ mobile: 1, tablet: 2 }`; default 1. Ignored with
   * `minColumnWidth`.
   */
  columns?: ResponsiveValue<TilesColumns>;
  /**
   * Instead of a count: as many columns as fit, none narrower than this CSS length (e.g.
   * `'16rem'`); one column when even one does not fit.
   */
  minColumnWidth?: string;
  /** The element; default `'div'` (`'ul'`/`'ol'` lose their bullets). */
  component?: 'div' | 'ul' | 'ol' | 'section';
  children?: ReactNode;
}

/**
 * A grid of equal tiles: a fixed column count per breakpoint, or auto-fitting columns of a
 * minimum width. The count travels in a CSS variable, so any count costs no extra CSS.
 */
export function Tiles({
  space,
  columns = 1,
  minColumnWidth,
  component = 'div',
  ...props
}: TilesProps) {
  if (minColumnWidth !== undefined) {
    return (
      <Box
        component={component}
        gap={space}
        className={styles.autoFit}
        style={assignInlineVars({ [styles.minColumnWidth]: minColumnWidth })}
        {...props}
      />
    );
  }
  const byBreakpoint = mapResponsiveValue(columns, (count) => count);
  const counts = typeof byBreakpoint === 'object' ? byBreakpoint : { mobile: byBreakpoint };
  return (
    <Box
      component={component}
      gap={space}
      className={classNames(
        styles.grid,
        counts.mobile !== undefined && styles.columnsMobile[counts.mobile],
        counts.tablet !== undefined && styles.columnsTablet[counts.tablet],
        counts.desktop !== undefined && styles.columnsDesktop[counts.desktop],
      )}
      {...props}
    />
  );
}
