import type { ReactNode } from 'react';
import type { ElementProps } from '../Box/Box';
import { Box } from '../Box/Box';
import { type BadgeVariants, badge } from './Badge.css';

/** Props of {@link Badge}. */
export interface BadgeProps extends ElementProps, BadgeVariants {
  /** A word or two. */
  children: ReactNode;
}

/**
 * A short status label (`Current`, `Canonical`, `Deductive`, `Public`) in its tone's colour.
 * Colour is never the only signal: the words say it too.
 */
export function Badge({ tone, ...props }: BadgeProps) {
  return <Box component="span" className={badge({ tone })} {...props} />;
}
