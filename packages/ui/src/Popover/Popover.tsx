import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { classNames } from '../Box/Box';
import { useThemeClassName } from '../theme/ThemeRoot';
import { type PopoverVariants, popover } from './Popover.css';

/** Props of {@link Popover}: react-aria's, with a `width` instead of free styling. */
export interface PopoverProps
  extends Omit<AriaPopoverProps, 'className' | 'style'>,
    PopoverVariants {
  /** Extra class names (e.g. a component's own padding). */
  className?: string;
}

/**
 * A floating surface on react-aria's `Popover` (positioning, dismissal, focus): raised, framed,
 * and carrying the current theme's class, since it renders in a portal outside the themed tree.
 */
export function Popover({ width, className, ...props }: PopoverProps) {
  const themeClass = useThemeClassName();
  return (
    <AriaPopover className={classNames(themeClass, popover({ width }), className)} {...props} />
  );
}
