import type { CredenceClient } from '@credence/api';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CredenceProvider, useCredence } from '../CredenceProvider/CredenceProvider';
import {
  ARGUMENT_EVALUATOR_PROVIDER_MISSING,
  useArgumentEvaluator,
} from './ArgumentEvaluatorProvider';

/** Shows a render error as `String(error)`, the way an error screen would. */
class ShowError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

function UsesEvaluator() {
  useArgumentEvaluator();
  return <p>inside</p>;
}

function ShowsRole() {
  return <p>Role: {useCredence().userRole}</p>;
}

describe('useArgumentEvaluator', () => {
  it('throws outside ArgumentEvaluatorProvider; shown, the error reads as the spec words it', async () => {
    const screen = await render(
      <ShowError>
        <UsesEvaluator />
      </ShowError>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(
        /^Error: ArgumentEvaluator must be used within ArgumentEvaluatorProvider$/,
      );
    expect(ARGUMENT_EVALUATOR_PROVIDER_MISSING).toBe(
      'ArgumentEvaluator must be used within ArgumentEvaluatorProvider',
    );
    expect(String(new Error(ARGUMENT_EVALUATOR_PROVIDER_MISSING))).toBe(
      'Error: ArgumentEvaluator must be used within ArgumentEvaluatorProvider',
    );
  });
});

describe('CredenceProvider', () => {
  it('shares the role and renders the toast region', async () => {
    const screen = await render(
      <CredenceProvider client={{} as CredenceClient} userId={1} userRole="ADMIN">
        <ShowsRole />
      </CredenceProvider>,
    );
    await expect.element(screen.getByText('Role: ADMIN')).toBeVisible();
  });
});
