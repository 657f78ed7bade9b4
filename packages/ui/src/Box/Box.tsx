import {
  type AllHTMLAttributes,
  type AriaAttributes,
  createElement,
  type ElementType,
  forwardRef,
  type ReactNode,
} from 'react';
import { base, interactive, list } from '../theme/reset.css';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css';

/** Native props `Box` passes to its element (those that clash with a sprinkle are left out). */
export type BoxNativeProps = Omit<
  AllHTMLAttributes<HTMLElement>,
  keyof Sprinkles | 'className' | 'as'
>;

/**
 * The native props the layout and text primitives accept: identity and ARIA (and, untyped,
 * `data-*`). Anything else (handlers, form props) belongs on a `Box` or a control.
 */
export type ElementProps = Pick<
  AllHTMLAttributes<HTMLElement>,
  'id' | 'role' | 'title' | 'hidden' | 'tabIndex' | 'lang'
> &
  AriaAttributes;

/** Props of {@link Box}: every sprinkle, the element to render, and its native props. */
export interface BoxProps extends Sprinkles, BoxNativeProps {
  /** The element (or component) to render; default `'div'`. */
  component?: ElementType;
  /** Extra class names, e.g. a component's own `.css.ts` style or a recipe's class. */
  className?: string;
  children?: ReactNode;
}

function resetFor(component: ElementType): string {
  if (component === 'ul' || component === 'ol') return `${base} ${list}`;
  if (component === 'a' || component === 'button') return `${base} ${interactive}`;
  return base;
}

/** Joins class names, skipping empty ones. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The one layout primitive the others are made of: it renders `component` (a `div` by default)
 * with the browser's margins, paddings and bullets reset, turns sprinkle props
 * (`display`, `gap`, `padding`, `color`, …; see `sprinkles.css.ts`) into atomic classes and
 * passes every other prop to the element.
 *
 * ```tsx
 * <Box component="section" display="flex" gap={{ mobile: 'small', tablet: 'large' }}>…</Box>
 * ```
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { component = 'div', className, ...props },
  ref,
) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return createElement(component, {
    ...native,
    ref,
    className: classNames(resetFor(component), sprinkles(atoms as Sprinkles), className),
  });
});
