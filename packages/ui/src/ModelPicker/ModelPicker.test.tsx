import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { ModelPicker, type ModelPickerProps } from './ModelPicker';

async function renderPicker(backend: TestBackend, props: ModelPickerProps = {}) {
  return render(withCredence(<ModelPicker {...props} />, backend.client));
}

describe('ModelPicker', () => {
  it('shows the default model and lists the six selectable models with their details', async () => {
    const screen = await renderPicker(testBackend());
    const trigger = screen.getByRole('button', { name: 'AI model: GPT-4o mini' });
    await expect.element(trigger).toBeVisible();
    await trigger.click();
    const list = screen.getByRole('listbox', { name: 'AI models' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('option').elements()).toHaveLength(6);
    await expect
      .element(list.getByRole('option', { name: 'o1-mini' }))
      .toHaveTextContent('Reasoning');
    await expect
      .element(list.getByRole('option', { name: 'GPT-4o mini' }))
      .toHaveAttribute('aria-selected', 'true');
    const reasoning = list.getByRole('option', { name: 'o3-mini' });
    await expect.element(reasoning).toHaveTextContent('Reasoning');
    await expect.element(reasoning).toHaveTextContent('OpenAI · 128k · $0.0011/1k tokens');
    await expect
      .element(list.getByRole('option', { name: 'Claude 3 Haiku' }))
      .toHaveTextContent('200k');
  });

  it('filters by the search box and shows the empty state', async () => {
    const screen = await renderPicker(testBackend());
    await screen.getByRole('button', { name: /^AI model/ }).click();
    const search = screen.getByRole('searchbox', { name: 'Search models' });
    await expect.element(search).toHaveAttribute('placeholder', 'Search models...');
    await search.fill('claude');
    await expect.poll(() => screen.getByRole('option').elements().length).toBe(2);
    await search.fill('zzz');
    await expect.element(screen.getByText('No models found matching "zzz"')).toBeVisible();
  });

  it("reloads with 'Show all models' and shows the count", async () => {
    const backend = testBackend();
    const screen = await renderPicker(backend);
    await screen.getByRole('button', { name: /^AI model/ }).click();
    const showAll = screen.getByRole('checkbox', { name: /Show all models/ });
    await expect.element(showAll).not.toBeChecked();
    // The input is visually hidden inside its label: click the label.
    await screen.getByText('Show all models').click();
    await expect.element(showAll).toBeChecked();
    await expect.element(screen.getByText('(8 available)')).toBeVisible();
    expect(screen.getByRole('option').elements()).toHaveLength(8);
    expect(backend.targets).toContain('GET /api/models?all=true');
  });

  it('reports the pick and closes; Escape closes too', async () => {
    const onSelect = vi.fn();
    const screen = await renderPicker(testBackend(), { onSelect, variant: 'pill' });
    await screen.getByRole('button', { name: /^AI model/ }).click();
    await screen.getByRole('option', { name: 'Claude 3.5 Sonnet' }).click();
    expect(onSelect).toHaveBeenCalledWith('claude-3-5-sonnet-20241022');
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'AI model: Claude 3.5 Sonnet' }))
      .toBeVisible();
    await screen.getByRole('button', { name: /^AI model/ }).click();
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('falls back to the built-in models silently when the list fails', async () => {
    const backend = testBackend();
    backend.scenarios.set('listModels', 'server-error');
    const screen = await renderPicker(backend, { initialModelId: 'o3-mini' });
    await screen.getByRole('button', { name: /^AI model/ }).click();
    await expect.poll(() => screen.getByRole('option').elements().length).toBe(5);
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
  });

  it('can be disabled', async () => {
    const screen = await renderPicker(testBackend(), { isDisabled: true });
    await expect.element(screen.getByRole('button', { name: /^AI model/ })).toBeDisabled();
  });
});
