import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { lazyWithPreload } from './lazyWithPreload';
import { OnDemand, PrefetchOnIntent } from './PrefetchOnIntent';

const meta = {
  title: 'Primitives/PrefetchOnIntent',
  component: PrefetchOnIntent,
  subcomponents: { OnDemand },
  args: { prefetch: fn(), children: null },
} satisfies Meta<typeof PrefetchOnIntent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the lazy piece shows once its code is there. */
function ArrivedPiece() {
  return <Text>The piece has arrived.</Text>;
}

/** A lazy piece whose code arrives only when the story lets it (a slow network, held still). */
function heldPiece() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Piece = lazyWithPreload(() => arrived.then(() => ArrivedPiece));
  return { Piece, arrive };
}

/**
 * Pointing at the button starts loading what it opens; pressed before the code is there, the
 * piece's place says "Loading…" until it arrives.
 */
export const LoadsOnIntent: Story = {
  render: function Render(args) {
    const [{ Piece, arrive }] = useState(heldPiece);
    const [isOpen, setOpen] = useState(false);
    return (
      <Stack space="small">
        <PrefetchOnIntent
          prefetch={() => {
            args.prefetch();
            void Piece.preload();
          }}
        >
          <Button onPress={() => setOpen(true)}>Open the piece</Button>
        </PrefetchOnIntent>
        {isOpen ? (
          <OnDemand>
            <Piece />
          </OnDemand>
        ) : null}
        <Button variant="secondary" onPress={arrive}>
          Let the code arrive
        </Button>
      </Stack>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open the piece' });
    await userEvent.hover(open);
    await expect(args.prefetch).toHaveBeenCalled();
    await userEvent.click(open);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
    await userEvent.click(canvas.getByRole('button', { name: 'Let the code arrive' }));
    await expect(await canvas.findByText('The piece has arrived.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
