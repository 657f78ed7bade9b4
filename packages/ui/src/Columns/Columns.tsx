import { createContext, type ReactNode, useContext } from 'react';
import { type AlignY, alignYToFlex } from '../Box/align';
import { Box, type ElementProps } from '../Box/Box';
import type { ResponsiveSpace, ResponsiveValue } from '../theme/sprinkles.css';
import * as styles from './Columns.css';

/** Below which breakpoint {@link Columns} stack one above the other. */
export type ColumnsCollapseBelow = 'tablet' | 'desktop';

/** How {@link Columns}' columns line up across the row. */
export type ColumnsAlignY = AlignY;

/** A {@link Column}'s width: a fraction of the row, its content's width, or (default) the rest. */
export type ColumnWidth = 'content' | '1/2' | '1/3' | '2/3' | '1/4' | '3/4';

const ColumnsContext = createContext<ColumnsCollapseBelow | undefined>(undefined);

/** Props of {@link Columns}. */
export interface ColumnsProps extends ElementProps {
  /** The gap between columns (and between stacked ones once collapsed). */
  space: ResponsiveSpace;
  /** Below this breakpoint the columns stack; default: they never do. */
  collapseBelow?: ColumnsCollapseBelow;
  /** Across the row; default `'stretch'`. */
  alignY?: ColumnsAlignY;
  /** The element; default `'div'`. */
  component?: 'div' | 'section' | 'header' | 'footer' | 'ul' | 'ol' | 'li';
  /** Extra class names for the root (a component passing on its own `className`). */
  className?: string;
  /** `Column`s. */
  children?: ReactNode;
}

/**
 * A row of {@link Column}s that never wraps: a title with a button at its end, a label and its
 * value. With `collapseBelow` the columns stack on narrow screens.
 */
export function Columns({
  space,
  collapseBelow,
  alignY = 'stretch',
  component = 'div',
  children,
  ...props
}: ColumnsProps) {
  const direction =
    collapseBelow === undefined
      ? 'row'
      : collapseBelow === 'tablet'
        ? ({ mobile: 'column', tablet: 'row' } as const)
        : ({ mobile: 'column', desktop: 'row' } as const);
  const align = alignYToFlex[alignY];
  return (
    <Box
      component={component}
      display="flex"
      flexDirection={direction}
      gap={space}
      alignItems={
        collapseBelow === undefined
          ? align
          : ({ mobile: 'stretch', [collapseBelow]: align } as ResponsiveValue<typeof align>)
      }
      {...props}
    >
      <ColumnsContext.Provider value={collapseBelow}>{children}</ColumnsContext.Provider>
    </Box>
  );
}

/** Props of {@link Column}. */
export interface ColumnProps extends ElementProps {
  /** Its share of the row; default: the room the others leave. */
  width?: ColumnWidth;
  /** The element; default `'div'` (`'li'` inside `Columns component="ul"`). */
  component?: 'div' | 'li' | 'section';
  children?: ReactNode;
}

/** One column of {@link Columns}. */
export function Column({ width, component = 'div', ...props }: ColumnProps) {
  const collapseBelow = useContext(ColumnsContext);
  const key = width ?? 'fluid';
  const widthClass =
    collapseBelow === undefined
      ? styles.width[key]
      : collapseBelow === 'tablet'
        ? styles.widthFromTablet[key]
        : styles.widthFromDesktop[key];
  return <Box component={component} className={`${styles.column} ${widthClass}`} {...props} />;
}
