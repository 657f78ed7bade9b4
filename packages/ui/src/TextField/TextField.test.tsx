import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField';

/** A controlled text area echoing its value. */
function Controlled() {
  const [value, setValue] = useState('P1');
  return (
    <>
      <TextField label="Premise" multiline rows={4} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

/** The values a form would post. */
const posted = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

describe('TextField', () => {
  it('is labelled, described, and posts its value under its name', async () => {
    const screen = await render(
      <form aria-label="Join">
        <TextField label="Email" name="email" type="email" description="We never share it." />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAccessibleDescription('We never share it.');
    await expect.element(input).toHaveAttribute('type', 'email');
    await input.fill('ada@example.com');
    const form = screen.getByRole('form', { name: 'Join' }).element() as HTMLFormElement;
    expect(posted(form)).toEqual({ email: 'ada@example.com' });
  });

  it('shows a server error inline, marks the field invalid, and still lets the form submit', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form aria-label="Login" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <TextField
          label="Password"
          name="password"
          type="password"
          isRequired
          errorMessage="Password is incorrect"
        />
        <button type="submit">Log in</button>
      </form>,
    );
    const input = screen.getByLabelText('Password');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Password is incorrect');
    await expect.element(screen.getByText('Password is incorrect')).toBeVisible();
    await input.fill('another try');
    await screen.getByRole('button', { name: 'Log in' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is valid without an error, and isInvalid overrides', async () => {
    const screen = await render(
      <>
        <TextField label="Name" />
        <TextField label="Title" isInvalid errorMessage={() => 'Too long'} />
      </>,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Name' }))
      .not.toHaveAttribute('aria-invalid');
    await expect
      .element(screen.getByRole('textbox', { name: 'Title' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('Too long')).toBeVisible();
  });

  it('is controlled, and multiline renders a text area', async () => {
    const screen = await render(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Premise' });
    expect(area.element().tagName).toBe('TEXTAREA');
    await area.click();
    await userEvent.keyboard('{End} is true');
    await expect.element(screen.getByRole('status')).toHaveTextContent('P1 is true');
  });

  it('can hide its label and still be named by it', async () => {
    const screen = await render(<TextField label="Search arguments" hideLabel type="search" />);
    await expect
      .element(screen.getByRole('searchbox', { name: 'Search arguments' }))
      .toBeInTheDocument();
  });
});
