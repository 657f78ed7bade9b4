import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A `React.lazy` component that can also start loading before it renders. */
export type PreloadableComponent<
  // biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint (a component of any props).
  C extends ComponentType<any>,
> = LazyExoticComponent<C> & {
  /** Starts loading the component's code (once); resolves when it has arrived. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` for a named export, with `preload()` for prefetching on intent (a hover or a
 * focus on what opens it), so the code is usually there by the time the click lands.
 *
 * @example
 * const LazyProofModal = lazyWithPreload(() =>
 *   import('../ProofModal/ProofModal').then((module) => module.ProofModal),
 * );
 */
export function lazyWithPreload<
  // biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint (a component of any props).
  C extends ComponentType<any>,
>(load: () => Promise<C>): PreloadableComponent<C> {
  let loading: Promise<{ default: C }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy<C>(preload), { preload });
}
