import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DialecticMap } from './DialecticMap';
import {
  sampleLinks,
  sampleNodes,
  samplePremiseLinks,
  samplePremises,
} from './DialecticMap.sample';

const meta = {
  title: 'Explore/DialecticMap',
  component: DialecticMap,
  args: { nodes: sampleNodes, links: sampleLinks, label: 'Dialectic map' },
} satisfies Meta<typeof DialecticMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An argument, an objection and a supporting argument, and an objection to the objection. */
export const Dialectic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Dialectic map' });
    const nodes = within(map).getAllByRole('link');
    await expect(nodes).toHaveLength(4);
    // The name is the link's SVG <title> (Testing Library's name computation also appends the
    // box's words after it, browsers do not): match its start.
    await expect(
      within(map).getByRole('link', {
        name: /^Nuclear power is the best way to cut emissions \(this argument\): Inductive, P\(C\) 62%/,
      }),
    ).toHaveAttribute('href', '/argumentevaluator?argumentId=3');
    await expect(map).toHaveTextContent('objects to');
    await expect(map).toHaveTextContent('supports');
    await expect(canvas.getByText(/P\(C\) not evaluated/, { selector: 'text' })).toBeVisible();
    // The sentences for screen readers (and everyone).
    const relationships = canvas.getByRole('list', { name: 'Relationships' });
    await expect(within(relationships).getAllByRole('listitem')).toHaveLength(3);
    await expect(relationships).toHaveTextContent(
      '“Support: reactors run day and night, whatever the weather” supports “Nuclear power is the best way to cut emissions”',
    );
    // Tab reaches the nodes, one after the other.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(nodes[0]).toHaveFocus();
    await userEvent.tab();
    await expect(nodes[1]).toHaveFocus();
  },
};

/** One argument and nothing linked yet. */
export const SingleArgument: Story = {
  args: { nodes: [sampleNodes[0]!], links: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('group', { name: 'Dialectic map' })).getAllByRole('link'),
    ).toHaveLength(1);
    await expect(canvas.getByText('No relationships among these arguments.')).toBeVisible();
  },
};

/** Titles too long for a box are cut with an ellipsis; the link's name keeps the whole title. */
export const LongTitles: Story = {
  args: {
    nodes: [
      {
        ...sampleNodes[0]!,
        title:
          'An argument whose title goes on and on, far longer than any box on the map could ever show in two lines',
      },
      sampleNodes[1]!,
    ],
    links: [sampleLinks[0]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Dialectic map' });
    await expect(
      within(map).getByRole('link', { name: /far longer than any box on the map could ever show/ }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText(/…$/, { selector: 'tspan' }).length).toBeGreaterThan(0);
  },
};

/**
 * Answers aimed at premises: the arrows point at the premise's card (between the argument and its
 * answers), and the card lists its objection and supporting argument as links, titles cut at a
 * word boundary.
 */
export const AnsweringPremises: Story = {
  args: { links: samplePremiseLinks, premises: samplePremises },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Dialectic map' });
    await expect(within(map).getAllByRole('link')).toHaveLength(6);
    await expect(
      within(map).getByRole('link', { name: /^Support to Premise 1 of “Nuclear power/ }),
    ).toHaveAttribute('href', '/argumentevaluator?argumentId=5');
    await expect(canvas.getByText('Premise 2', { selector: 'text' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Relationships' })).toHaveTextContent(
      'objects to Premise 2 of “Nuclear power is the best way to cut emissions”',
    );
  },
};

/**
 * The "Network" view: each answered claim tinted by its network credence (and saying it), the
 * current argument's network P(C) under the caption; each box still opens its argument.
 */
export const NetworkCredences: Story = {
  args: {
    links: samplePremiseLinks,
    premises: samplePremises.map((premise, index) => ({
      ...premise,
      credence: index === 0 ? 0.86 : 0.41,
    })),
    networkPC: 0.5678,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Network P\(C\) of “/)).toHaveTextContent('57%');
    await expect(canvas.getByText('Network credence 86%', { selector: 'text' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Relationships' })).toHaveTextContent(
      'network credence 41%',
    );
  },
};
