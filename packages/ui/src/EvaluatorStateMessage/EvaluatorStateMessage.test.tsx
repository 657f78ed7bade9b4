import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { EvaluatorStateMessage } from './EvaluatorStateMessage';

describe('EvaluatorStateMessage', () => {
  it('shows the loading status', async () => {
    const screen = await render(<EvaluatorStateMessage kind="loading" />);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Loading argument evaluation...');
  });

  it('shows the error and the missing-data warning as alerts', async () => {
    const screen = await render(<EvaluatorStateMessage kind="error" message="Not found" />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/^Error: Not found$/);
    await screen.rerender(<EvaluatorStateMessage kind="warning" />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/^Missing argument data$/);
  });
});
