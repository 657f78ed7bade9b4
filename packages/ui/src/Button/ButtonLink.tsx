import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { classNames } from '../Box/Box';
import type { LinkBaseProps } from '../Link/Link';
import type { ButtonSize, ButtonVariant } from './Button';
import { button } from './Button.css';

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends LinkBaseProps {
  children: ReactNode;
  /** The look of the `Button` of this tone; default `'primary'`. */
  variant?: ButtonVariant;
  /** Default `'standard'`. */
  size?: ButtonSize;
  /** Extra class names. */
  className?: string;
}

/**
 * A link that looks like a `Button`: navigation that reads as an action ("Dialectic Manager",
 * "New argument"). Routed like `Link` through react-aria's `RouterProvider`.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'standard',
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <AriaLink className={classNames(button({ tone: variant, size }), className)} {...props}>
      {children}
    </AriaLink>
  );
}
