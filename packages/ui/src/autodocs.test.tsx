/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import * as ui from './index';

/**
 * Every component @credence/ui exports has an autodocs page with its props table: it is the
 * `component` of a stories file, or one of its `subcomponents` (Storybook shows a props table for
 * each). A new component without stories fails here.
 */
interface StoriesModule {
  default: { title?: string; component?: unknown; subcomponents?: Record<string, unknown> };
}

const storiesFiles = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

/** The exported React components: functions named in PascalCase (classes such as ToastQueue are not). */
const components = Object.entries(ui).filter(
  ([name, value]) =>
    /^[A-Z][a-z]/.test(name) &&
    typeof value === 'function' &&
    !Function.prototype.toString.call(value).startsWith('class'),
);

describe('autodocs', () => {
  const documented = new Set<unknown>();
  for (const { default: meta } of Object.values(storiesFiles)) {
    documented.add(meta.component);
    for (const sub of Object.values(meta.subcomponents ?? {})) documented.add(sub);
  }

  it('finds the stories and the exported components', () => {
    expect(Object.keys(storiesFiles).length).toBeGreaterThan(50);
    expect(components.length).toBeGreaterThan(60);
  });

  it.each(components)('%s has a props table on an autodocs page', (_name, component) => {
    expect(documented.has(component)).toBe(true);
  });
});
