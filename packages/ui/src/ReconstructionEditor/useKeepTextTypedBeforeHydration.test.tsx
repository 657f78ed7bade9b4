import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useKeepTextTypedBeforeHydration } from './useKeepTextTypedBeforeHydration';

/** A controlled field as a page has it, with the hook; it shows the value React holds. */
function Field() {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  useKeepTextTypedBeforeHydration(ref, text, setText);
  return (
    <>
      <textarea
        aria-label="Text"
        ref={ref}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <output>{text.length}</output>
    </>
  );
}

describe('useKeepTextTypedBeforeHydration', () => {
  it('adopts text typed into the server-rendered field before hydration, and keeps it after a re-render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    // The person types while the scripts are still loading.
    const field = container.querySelector('textarea') as HTMLTextAreaElement;
    field.value = 'Typed early';
    await act(async () => {
      hydrateRoot(container, <Field />);
    });
    expect(container.querySelector('output')?.textContent).toBe('11');
    expect(field.value).toBe('Typed early');
    container.remove();
  });

  it('leaves an untouched field alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Field />);
    });
    expect(container.querySelector('output')?.textContent).toBe('0');
    container.remove();
  });
});
