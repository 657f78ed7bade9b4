/**
 * The normalisation that decides which wordings share an atom (or a predicate, or an
 * individual): two wordings get the same symbol exactly when {@link normaliseWording} maps them
 * to the same key. Deliberately small and predictable, never a synonym list:
 *
 * 1. **Case and punctuation**: letters are lowercased; only words count (letters, digits and
 *    inner apostrophes), so commas, stops and quotes make no difference. A possessive `'s` is
 *    dropped (`Ann's` = `Ann`), other apostrophes removed.
 * 2. **Articles**: `a`, `an` and `the` are dropped (`the ground is wet` = `ground is wet`).
 * 3. **Agreement of be/have**: `are` and `am` are `is`, `were` is `was`, `have` is `has`
 *    (`the streets are wet` = `the street is wet`).
 * 4. **Progressive**: a form of be (`is are am was were be been`) right before a word ending in
 *    `-ing` is dropped, and the `-ing` removed (step 6), so `it is raining` = `it rains` =
 *    `it rain`, and `he was running` = `he runs`. Tense is otherwise kept: `it rained` is a
 *    different atom from `it rains`.
 * 5. **Irregular plurals** (a short list): men, women, people, children, mice, feet, teeth,
 *    geese → man, woman, person, child, mouse, foot, tooth, goose.
 * 6. **Simple plural and verb endings**, per word: `-ies` → `-y` (`flies` = `fly`); `-ches`,
 *    `-shes`, `-sses`, `-xes`, `-zes` lose `-es` (`watches` = `watch`), `does` = `do`,
 *    `goes` = `go`; any other word of four or more letters ending in `-s` but not `-ss`, `-us`
 *    or `-is` loses the `-s` (`rains` = `rain`, `dogs` = `dog`); a word of six or more letters
 *    ending in `-ing` loses it, and a doubled final b, d, g, m, n, p, r or t is undoubled
 *    (`running` = `run`, `raining` = `rain`; but `making` is `mak`, not `make`).
 *
 * Nothing else is equated: no synonyms, no tenses, no word order, no irregular verbs.
 * Negation words (`not`, `never`, `no`, `n't`) never reach this function: the clause reader
 * takes them out first and writes `¬`.
 */

const ARTICLES = new Set(['a', 'an', 'the']);
const BE = new Set(['is', 'are', 'am', 'was', 'were', 'be', 'been']);
const AGREEMENT: Readonly<Record<string, string>> = {
  are: 'is',
  am: 'is',
  were: 'was',
  have: 'has',
};
const IRREGULAR: Readonly<Record<string, string>> = {
  men: 'man',
  women: 'woman',
  people: 'person',
  children: 'child',
  mice: 'mouse',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  does: 'do',
  goes: 'go',
};
const UNDOUBLE = /([bdgmnprt])\1$/;

/** One word lowercased, without a possessive `'s` and without apostrophes. */
function bare(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
}

/** Whether `word` (already bare) ends in `-ing` with a stem of three letters or more. */
function isIngForm(word: string): boolean {
  return word.length >= 6 && word.endsWith('ing');
}

/** One bare word's key: steps 3, 5 and 6 of the normalisation. */
export function normaliseWord(word: string): string {
  const agreed = AGREEMENT[word];
  if (agreed) return agreed;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (isIngForm(word)) return word.slice(0, -3).replace(UNDOUBLE, '$1');
  if (word.length >= 4 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * The key of a wording (its words in order): equal keys share a symbol. See the module's
 * documentation for exactly what is made equal.
 *
 * @example normaliseWording(['The', 'streets', 'are', 'wet']) // 'street is wet'
 * @example normaliseWording(['it', 'is', 'raining']) // 'it rain'
 */
export function normaliseWording(words: readonly string[]): string {
  const kept = words.map(bare).filter((word) => word !== '' && !ARTICLES.has(word));
  const keys: string[] = [];
  kept.forEach((word, index) => {
    const next = kept[index + 1];
    if (BE.has(word) && next !== undefined && isIngForm(next)) return;
    keys.push(normaliseWord(word));
  });
  return keys.join(' ');
}
