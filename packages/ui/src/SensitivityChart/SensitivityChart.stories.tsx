import { premiseSensitivity } from '@credence/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SensitivityChart } from './SensitivityChart';

const premiseTexts = [
  'The sky has been grey all morning.',
  'The forecast says rain this afternoon.',
  'The wind has turned to the west.',
];

/** Bars from the engine for a three-premise truth-table argument where P2 matters most. */
const bars = premiseSensitivity({
  mode: 'truth_table',
  premises: [
    { id: 'p1', probability: 0.7 },
    { id: 'p2', probability: 0.6 },
    { id: 'p3', probability: 0.5 },
  ],
  truthTableData: {
    rowValues: {
      '000': 0.05,
      '001': 0.1,
      '010': 0.5,
      '011': 0.6,
      '100': 0.1,
      '101': 0.2,
      '110': 0.7,
      '111': 0.9,
    },
  },
}).map((entry) => {
  const index = Number(entry.premiseId.slice(1)) - 1;
  return { ...entry, label: `P${index + 1}`, text: premiseTexts[index]! };
});

const meta = {
  title: 'Presentational/SensitivityChart',
  component: SensitivityChart,
  args: { bars, pC: 0.47 },
} satisfies Meta<typeof SensitivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePremises: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Which premise matters most' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('P2');
    await expect(items).toHaveLength(3);
  },
};

export const APremiseThatLowersTheConclusion: Story = {
  args: {
    bars: [
      {
        premiseId: 'a',
        label: 'P1',
        text: 'The witness was far away.',
        pCIfTrue: 0.3,
        pCIfFalse: 0.8,
        swing: -0.5,
      },
      {
        premiseId: 'b',
        label: 'P2',
        text: 'The light was good.',
        pCIfTrue: 0.6,
        pCIfFalse: 0.5,
        swing: 0.1,
      },
    ],
    pC: 0.55,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Believing it lowers P(C) by 50 points.', { exact: false }),
    ).toBeVisible();
  },
};

export const NoPremises: Story = {
  args: { bars: [], pC: 0.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No premises to compare.')).toBeVisible();
  },
};
