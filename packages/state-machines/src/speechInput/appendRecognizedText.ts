/**
 * Appends recognised speech to a field's text, separated by one space: `('The sky', 'is blue')`
 * → `'The sky is blue'`. Surrounding whitespace of the addition is dropped, and nothing is added
 * for a blank addition; an empty field simply takes the addition.
 */
export function appendRecognizedText(existing: string, addition: string): string {
  const words = addition.trim();
  if (words === '') return existing;
  if (existing.trim() === '') return words;
  return /\s$/.test(existing) ? existing + words : `${existing} ${words}`;
}
