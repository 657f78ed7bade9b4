/**
 * How a claim's text is placed inside a generated sentence.
 *
 * Spec (reconstruction editor): premise text that has if/then, unless, provided that or given
 * that patterns, or is longer than 80 characters, is quoted verbatim in the belief sentence.
 */
import { LONG_TEXT_LENGTH } from '../constants';

/**
 * Conditional patterns that make a text quoted verbatim, case-insensitive, whole words:
 * "if" followed later by "then", "unless", "provided that", "given that".
 */
const VERBATIM_PATTERNS: readonly RegExp[] = [
  /\bif\b[\s\S]*\bthen\b/i,
  /\bunless\b/i,
  /\bprovided\s+that\b/i,
  /\bgiven\s+that\b/i,
];

/**
 * Whether `text` must be quoted verbatim rather than lower-cased into a sentence: it contains an
 * if … then pattern ("if" followed later by "then", both whole words), "unless", "provided that"
 * or "given that" (case-insensitive, whole words), or it is longer than `LONG_TEXT_LENGTH` (80)
 * characters after trimming (81 is long, 80 is not; characters are Unicode code points).
 */
export function shouldQuoteVerbatim(text: string): boolean {
  const trimmed = text.trim();
  if ([...trimmed].length > LONG_TEXT_LENGTH) return true;
  return VERBATIM_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** The trimmed text in double quotes, original case: `"It rains"`. */
export function quoteClaim(text: string): string {
  return `"${text.trim()}"`;
}

/**
 * Words that start a sentence with a capital only because they start it: articles, determiners,
 * quantifiers, pronouns, conjunctions, prepositions, auxiliaries and frequent adverbs, plus a few
 * common nouns and adjectives claims often open with. Any other capitalised first word may be a
 * proper noun ("Socrates", "Paris", "God", "Rust") and keeps its capital: lower-casing a name is
 * wrong in every case, while a common word left capitalised is merely unusual.
 */
const SENTENCE_START_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the this that these those there here it its it's we you he she they one ones " +
    'my our your his her their me us him them someone something somebody anyone anything ' +
    'everyone everything everybody nobody nothing no none all some any every each most many ' +
    'much more less few fewer several both either neither other another such same only even ' +
    'and but or nor so yet because since although though while whereas when whenever where ' +
    'after before until once as than whether what which who whom whose why how ' +
    'in on at by for from with without within into onto of off over under about above below ' +
    'between among through during against despite toward towards upon across behind beyond ' +
    'is are was were be been being am do does did done has have had can could may might must ' +
    'shall should will would not never always often sometimes usually perhaps maybe probably ' +
    'certainly surely clearly also still already just very too quite rather almost nearly ' +
    'now then today tomorrow yesterday soon later first second third last next ' +
    'people persons humans human men women children animals things nature life death time ' +
    'moral morality free freedom knowledge truth beauty justice happiness science religion ' +
    'good bad true false real possible necessary important ' +
    'old big small large long short high low great little own right wrong early late young ' +
    'public private best better worse worst full hard easy clear strong weak poor rich local ' +
    'social political economic natural physical mental legal general common whole sure likely ' +
    'unlikely open closed remote online digital modern ancient global average higher lower ' +
    'raising rising increasing reducing banning allowing making taking working living ' +
    'work workers companies governments countries cities students doctors scientists ' +
    'experts studies evidence research data money prices taxes climate technology ' +
    'education health music art animals dogs cats birds water energy'
  ).split(' '),
);

/**
 * Whether the first word of a sentence should keep its capital: any word except the common
 * sentence openers of {@link SENTENCE_START_WORDS} (compared lower-cased), so proper nouns
 * ("Socrates", "New York"), "I" and its contractions and acronyms ("AI") keep theirs.
 */
function keepsCapital(text: string): boolean {
  const firstWord = /^[\p{L}\p{N}'’]+/u.exec(text)?.[0] ?? '';
  if (firstWord === '') return true;
  return !SENTENCE_START_WORDS.has(firstWord.toLowerCase().replace('’', "'"));
}

/**
 * A claim text ready to follow "that" in a sentence. Texts matching
 * {@link shouldQuoteVerbatim} are returned quoted verbatim (see {@link quoteClaim}); others are
 * trimmed, and their first letter is lower-cased only when the first word is a common sentence
 * opener ("The sky is blue" → "the sky is blue"). A first word that may be a proper noun keeps its
 * capital ("Socrates is mortal" stays as it is), as do "I" and acronyms ("AI will …"). The rest of
 * the text is never changed.
 *
 * @example
 * ```ts
 * claimInSentence('All men are mortal'); // 'all men are mortal'
 * claimInSentence('Socrates is a man'); // 'Socrates is a man'
 * claimInSentence('Unless it rains, we walk'); // '"Unless it rains, we walk"'
 * ```
 */
export function claimInSentence(text: string): string {
  if (shouldQuoteVerbatim(text)) return quoteClaim(text);
  const trimmed = text.trim();
  if (trimmed === '' || keepsCapital(trimmed)) return trimmed;
  const [first = '', ...rest] = trimmed;
  return first.toLowerCase() + rest.join('');
}
