import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps what a person typed or pasted into a server-rendered field before the page's scripts
 * took over. React hydrates a controlled field without touching the text in it but keeps its
 * own (empty) value, so the first re-render would wipe that text; on mount, this hands any text
 * the element holds that differs from `value` to `onChange`, and the field keeps it.
 *
 * ```tsx
 * const ref = useRef<HTMLTextAreaElement>(null);
 * useKeepTextTypedBeforeHydration(ref, text, setText);
 * return <TextField label="Argument text" value={text} onChange={setText} inputRef={ref} multiline />;
 * ```
 */
export function useKeepTextTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (text: string) => void,
): void {
  // What the server rendered: the first render's value and callback.
  const first = useRef({ value, onChange });
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onChange(typed);
  }, [ref]);
}
