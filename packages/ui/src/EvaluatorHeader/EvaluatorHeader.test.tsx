import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { EvaluatorHeader } from './EvaluatorHeader';

describe('EvaluatorHeader', () => {
  it('shows title, summary, creator and version; the Version box opens the history', async () => {
    const onOpenVersionHistory = vi.fn();
    const screen = await render(
      <EvaluatorHeader
        title="Socrates"
        summary="A classic syllogism."
        creatorName="Ada"
        versionNumber={3}
        onOpenVersionHistory={onOpenVersionHistory}
      />,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Socrates' })).toBeVisible();
    await expect.element(screen.getByText('A classic syllogism.')).toBeVisible();
    const version = screen.getByRole('button', { name: 'Version history: Ada, v3' });
    await expect.element(version).toHaveTextContent('Ada v3');
    await expect.element(screen.getByText('v3', { exact: true })).toBeVisible();
    await version.click();
    expect(onOpenVersionHistory).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(onOpenVersionHistory).toHaveBeenCalledTimes(2);
  });

  it("says 'No versions yet' without a version number, never 'Unknown v1'", async () => {
    const screen = await render(<EvaluatorHeader title="New" />);
    const version = screen.getByRole('button', { name: 'Version history: No versions yet' });
    await expect.element(version).toHaveTextContent('No versions yet');
    expect(screen.getByText(/Unknown/).elements()).toHaveLength(0);
  });
});
