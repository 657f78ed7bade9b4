import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { classNames } from '../Box/Box';
import { type TextLinkVariants, textLink } from './Link.css';

/** The props {@link Link} and `ButtonLink` pass to react-aria's `Link`. */
export type LinkBaseProps = Pick<
  AriaLinkProps,
  | 'href'
  | 'hrefLang'
  | 'target'
  | 'rel'
  | 'download'
  | 'routerOptions'
  | 'onPress'
  | 'isDisabled'
  | 'autoFocus'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-current'
  | 'id'
>;

/** Props of {@link Link}. */
export interface LinkProps extends LinkBaseProps, TextLinkVariants {
  children: ReactNode;
  /** Extra class names. */
  className?: string;
}

/**
 * A text link on react-aria's `Link`. Inside a `RouterProvider` (the host passes its router's
 * `navigate`, e.g. Remix's) a press on an internal `href` navigates client-side; without one it
 * is a plain anchor, so it works before scripts load. `aria-current="page"` marks the current
 * page in a navigation.
 */
export function Link({ tone, weight, className, children, ...props }: LinkProps) {
  return (
    <AriaLink className={classNames(textLink({ tone, weight }), className)} {...props}>
      {children}
    </AriaLink>
  );
}
