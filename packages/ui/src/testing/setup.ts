/**
 * Runs before every test file of this package's browser tests. The files share one page and one
 * module graph (`isolate: false` in vitest.config.ts), so what a module does once when first
 * imported is done here for each file instead.
 */
import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react/pure';

beforeEach(async () => {
  // `vitest-browser-react` unmounts the last test's render in a `beforeEach` it registers when
  // imported, and a shared module is imported once: the first file's tests only.
  await cleanup();
  // A test's saved settings, drafts or theme must not reach the next test.
  localStorage.clear();
  sessionStorage.clear();
});
