/**
 * A formula of the size an attacker sends to the truth-table endpoint: a disjunction of `letters`
 * letters repeated, as a balanced tree (the parser refuses chains nested more than 256 levels
 * deep), as long as fits in `chars` characters.
 */
export function longFormula(letters: number, chars: number): string {
  const tree = (count: number): string => {
    let parts = Array.from({ length: count }, (_, i) => `p${(i % letters) + 1}`);
    while (parts.length > 1) {
      const paired: string[] = [];
      for (let i = 0; i < parts.length; i += 2) {
        paired.push(
          i + 1 < parts.length ? `(${parts[i]} ∨ ${parts[i + 1]})` : (parts[i] as string),
        );
      }
      parts = paired;
    }
    return parts[0] as string;
  };
  let count = Math.floor(chars / 5);
  while (tree(count).length > chars) count -= 4;
  return tree(count);
}
