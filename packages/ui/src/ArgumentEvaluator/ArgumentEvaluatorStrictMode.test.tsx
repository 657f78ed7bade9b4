import { StrictMode } from 'react';
import { expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { testBackend } from '../testing/testBackend';
import { ArgumentEvaluator } from './ArgumentEvaluator';

// StrictMode (every React app in development; Vite's template has it) runs effects twice: the
// evaluator's machine starts, stops (aborting its first calls) and starts again.
it('loads the argument in StrictMode, where the first calls are aborted', async () => {
  const backend = testBackend();
  const warn = vi.spyOn(console, 'warn');
  const error = vi.spyOn(console, 'error');
  await render(
    <StrictMode>
      <CredenceProvider client={backend.client} userId={1} userRole="USER">
        <ArgumentEvaluator argumentId={1} />
      </CredenceProvider>
    </StrictMode>,
  );
  await expect.element(page.getByRole('slider', { name: 'Confidence in Premise 1' })).toBeVisible();
  expect(document.body.textContent).not.toContain('Error:');
  // Nobody waits for an aborted call: nothing is reported about it either.
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
  // Both starts asked for the argument: the first run's calls were really aborted.
  expect(backend.requests.filter((call) => call === 'GET /api/arguments/1')).toHaveLength(2);
});
