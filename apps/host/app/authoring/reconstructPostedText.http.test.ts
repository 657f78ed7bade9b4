/**
 * 'Reconstruct' posted without scripts (POST /arguments/new with the text field) over real HTTP,
 * without an AI endpoint: the page comes back with the offline provider's answer as it is —
 * the argument, its claims' formulas and source spans, and its logic with the server's receipt —
 * in the page's data, and the text still in its field.
 */
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import { SOURCE_TEXT_FIELD } from './reconstructForm.ts';

const app = httpFixture({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined });

describe('Reconstruct posted without scripts', () => {
  const ada = app.client();

  it('renders the page with the provider’s answer: claims, formulas, spans and receipt', async () => {
    await signUp(ada, 'Ada');
    const text = 'Socrates is a man. So Socrates is mortal.';
    const response = await ada.form('/arguments/new', { [SOURCE_TEXT_FIELD]: text });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Socrates is mortal.');
    // The action's data, serialised into the page for hydration, carries the whole answer.
    for (const part of ['F(a)', 'G(a)', 'sourceSpans', 'premiseIds', 'attempts', 'receipt']) {
      expect(html, part).toContain(part);
    }
  });

  it('an empty text is a 400 with the page’s message, nothing reconstructed', async () => {
    const response = await ada.form('/arguments/new', { [SOURCE_TEXT_FIELD]: '  ' });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('premiseIds');
  });
});
