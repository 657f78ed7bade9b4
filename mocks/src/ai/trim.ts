/**
 * Trimming by character class without regular expressions. A pattern anchored at the end, such
 * as `/[.!?;]+$/` or `/[,;:\s]+$/`, is tried from every position of a long run of those
 * characters and rescans the run each time when something else follows it: 20,000 dots or
 * spaces inside a text cost seconds of event loop. These loops read each character once.
 */

/** Whether `char` is white space as `\s` and `String.prototype.trim` see it. */
export function isSpace(char: string): boolean {
  return char !== '' && char.trim() === '';
}

/** A test for membership of `chars`, optionally also white space. */
export function charClass(chars: string, space = false): (char: string) => boolean {
  return (char) => chars.includes(char) || (space && isSpace(char));
}

/** `text` without the characters at its end that `strip` accepts. */
export function stripEnd(text: string, strip: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && strip(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** `text` without the characters at its start that `strip` accepts. */
export function stripStart(text: string, strip: (char: string) => boolean): string {
  let start = 0;
  while (start < text.length && strip(text.charAt(start))) start++;
  return text.slice(start);
}
