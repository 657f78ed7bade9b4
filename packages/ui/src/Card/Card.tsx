import type { ReactNode } from 'react';
import { Box, classNames, type ElementProps } from '../Box/Box';
import type { ResponsiveSpace } from '../theme/sprinkles.css';
import { type CardVariants, card } from './Card.css';

/** Props of {@link Card}. */
export interface CardProps extends ElementProps, CardVariants {
  /** Lay the children out as a stack with this gap; leave out to lay them out yourself. */
  space?: ResponsiveSpace;
  /** The element; default `'div'`. */
  component?: 'div' | 'section' | 'article' | 'aside' | 'li' | 'fieldset' | 'form' | 'figure' | 'p';
  /** Extra class names for the root (a component passing on its own `className`). */
  className?: string;
  children?: ReactNode;
}

/**
 * A framed surface: a panel, a list item, a form, or (with `accent`) a notice. The frame and
 * fill come from the `card` recipe; with `space` the children stack with that gap.
 *
 * ```tsx
 * <Card space="small" tone="critical" accent>…</Card>
 * ```
 */
export function Card({
  tone,
  background,
  padding,
  rounded,
  accent,
  busy,
  space,
  component = 'div',
  className,
  ...props
}: CardProps) {
  return (
    <Box
      component={component}
      display={space === undefined ? undefined : 'flex'}
      flexDirection={space === undefined ? undefined : 'column'}
      gap={space}
      aria-busy={busy || undefined}
      className={classNames(card({ tone, background, padding, rounded, accent, busy }), className)}
      {...props}
    />
  );
}
