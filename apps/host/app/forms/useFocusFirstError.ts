import { type RefObject, useEffect, useRef } from 'react';

type FieldElement = HTMLInputElement & HTMLTextAreaElement;

/**
 * Refs for a form's fields, in order; after an answer with errors, the first field that has one
 * takes the focus, so its message (linked by `aria-describedby`) is read out at once. Only a new
 * answer moves the focus, never a re-render while the user types.
 */
export function useFocusFirstError<F extends string>(
  fields: readonly F[],
  errors: Partial<Record<F, string>> | undefined,
): Record<F, RefObject<FieldElement>> {
  const order = useRef(fields);
  const refs = useRef(
    Object.fromEntries(fields.map((field) => [field, { current: null }])) as unknown as Record<
      F,
      RefObject<FieldElement>
    >,
  );
  useEffect(() => {
    const first = order.current.find((field) => errors?.[field]);
    if (first) refs.current[first].current?.focus();
  }, [errors]);
  return refs.current;
}
