import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ArgumentCard, readerPCLabel } from './ArgumentCard';

describe('ArgumentCard', () => {
  it('links the title and says type, visibility and the reader’s P(C) in words', async () => {
    const screen = await render(
      <ThemeRoot>
        <ul>
          <ArgumentCard
            title="Rain and the picnic"
            href="/argumentevaluator?argumentId=7"
            argumentType="INDUCTIVE"
            visibility="FRIENDS_ONLY"
            description="Whether to hold the picnic."
            pC={0.642}
          />
        </ul>
      </ThemeRoot>,
    );
    const item = screen.getByRole('listitem');
    await expect
      .element(item.getByRole('heading', { level: 3 }).getByRole('link'))
      .toHaveAttribute('href', '/argumentevaluator?argumentId=7');
    await expect.element(item).toHaveTextContent('Inductive');
    await expect.element(item).toHaveTextContent('Friends only');
    await expect.element(item).toHaveTextContent('Your P(C) 64%');
    await expect.element(item).toHaveTextContent('Whether to hold the picnic.');
  });

  it('describes each action by the title instead of repeating it in the action’s name', async () => {
    const screen = await render(
      <ArgumentCard
        component="article"
        title="Socrates is mortal"
        href="/a"
        argumentType="DEDUCTIVE"
        pC={null}
        actions={(titleId) => <Button aria-describedby={titleId}>Delete</Button>}
      />,
    );
    const button = screen.getByRole('button', { name: 'Delete', exact: true });
    await expect.element(button).toHaveAccessibleDescription('Socrates is mortal');
    await expect.element(screen.getByText('Not evaluated yet')).toBeVisible();
  });

  it('words a missing P(C) as not evaluated', () => {
    expect(readerPCLabel(null)).toBe('Not evaluated yet');
    expect(readerPCLabel(Number.NaN)).toBe('Not evaluated yet');
    expect(readerPCLabel(1)).toBe('Your P(C) 100%');
  });
});
