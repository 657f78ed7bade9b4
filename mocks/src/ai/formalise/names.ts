import { wordsOf } from './words';

/** Capitalised words that are never names: pronouns, determiners, quantifiers, connectives. */
const NOT_NAMES = new Set(
  (
    'i you he she it we they this that these those there here what who which everyone ' +
    'everybody everything someone somebody something nobody nothing anyone anything ' +
    'all every each any some no none both either neither not if unless then and or but ' +
    'so therefore thus hence because since my your his her its our their a an the one'
  ).split(' '),
);

/**
 * The test for proper names in one argument: a word is a name when it starts with a capital,
 * is not a pronoun, determiner or connective, and is never written in lowercase anywhere in
 * the submitted text or the claims (so "Grass is green" next to "if grass is green" keeps
 * "grass" a common word, while "Socrates" is a name wherever it stands).
 */
export function nameTest(texts: readonly string[]): (word: string) => boolean {
  const lowercase = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      const first = word.text.charAt(0);
      if (first !== first.toUpperCase()) lowercase.add(word.text.toLowerCase());
    }
  }
  return (word) => {
    const first = word.charAt(0);
    if (first === first.toLowerCase()) return false;
    const lower = word.toLowerCase();
    return !NOT_NAMES.has(lower) && !lowercase.has(lower);
  };
}
