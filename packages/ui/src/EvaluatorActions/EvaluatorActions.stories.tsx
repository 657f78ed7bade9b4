import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textContrast } from '../testing/contrast';
import { darkTheme, lightTheme } from '../theme/contract.css';
import { EvaluatorActions } from './EvaluatorActions';

const meta = {
  title: 'Evaluator/EvaluatorActions',
  component: EvaluatorActions,
  args: { onReset: fn(), onSave: fn(), onShare: fn() },
} satisfies Meta<typeof EvaluatorActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Dialectic Manager' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Evaluation' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
export const WithDialecticManager: Story = {
  args: { dialecticHref: '/explore?mode=dialectic&argumentId=7&linkedArguments=8,9' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Dialectic Manager' }),
    ).toHaveAttribute('href', '/explore?mode=dialectic&argumentId=7&linkedArguments=8,9');
  },
};
export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};
/**
 * Saved: disabled, and still readable — at least 4.5:1 in the light and in the dark theme (axe
 * leaves disabled buttons out of its contrast check, so the play function measures it).
 */
export const Saved: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvasElement }) => {
    const saved = within(canvasElement).getByRole('button', { name: 'Saved' });
    await expect(saved).toBeDisabled();
    const themed = saved.closest(`.${lightTheme}, .${darkTheme}`);
    const original = themed?.classList.contains(darkTheme) ? darkTheme : lightTheme;
    try {
      for (const theme of [lightTheme, darkTheme]) {
        themed?.classList.replace(
          themed.classList.contains(lightTheme) ? lightTheme : darkTheme,
          theme,
        );
        // The fill eases over 150 ms (the button's transition): measure once it has settled.
        await waitFor(() => expect(textContrast(saved)).toBeGreaterThanOrEqual(4.5));
      }
    } finally {
      themed?.classList.replace(
        themed.classList.contains(lightTheme) ? lightTheme : darkTheme,
        original,
      );
    }
  },
};
