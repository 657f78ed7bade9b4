import {
  MAX_CLAIM_ID_LENGTH,
  MAX_TABLE_PREMISES,
  MAX_USER_PATTERNS_FOR_AI,
} from '@credence/engine';
import * as z from 'zod';

/**
 * The size limits of every request: the host refuses a request over them with a 400 naming the
 * field, the mocks answer the same 400 (they validate with the same schemas), and the client
 * refuses to send one (`invalid-request`). They bound what one request can make the host store
 * or compute; each is far above what a user of the screens ever sends.
 *
 * Answers are not limited: data stored before the limits still reads back.
 */
export const LIMITS = {
  /** Characters of an argument's title (`createArgument`, `linkArgument`, the editor argument of the AI calls). */
  titleChars: 200,
  /**
   * Characters of one claim's text: premise and conclusion contents, the claim texts of the AI
   * calls, a `generateLinked` conclusion, regimented formulas.
   */
  claimChars: 2000,
  /**
   * Characters of a long text: descriptions (`summarizedDescription`, `description`),
   * `userInstructions`, and any string inside the free-form parts of a request
   * (`evaluationSettings`, `userEvaluations`, `dialecticalContext`).
   */
  longTextChars: 20_000,
  /**
   * Characters of an e-mail address (`requestFriend`): the longest address a mailbox can have
   * (RFC 5321), the host's sign-up limit too.
   */
  emailChars: 254,
  /**
   * Source spans of one claim (`sourceSpans` on the claims of a reconstruction and of a saved
   * argument): a claim's words placed in the submitted text, one span per run of them. A
   * 2,000-character claim of one-letter words between quoted-out text has at most 1,000.
   */
  sourceSpansPerClaim: 1000,
  /** Characters of a version note (`createVersion`; the limit the call has always had). */
  versionNoteChars: 500,
  /** Members of one deliberation, its starter included (`createDeliberation`, joining by link). */
  deliberationMembers: 50,
  /** Rounds of one deliberation: the starter can open round 2 to 5, then close the last. */
  deliberationRounds: 5,
  /**
   * Premises of an argument a deliberation can be about: the engine's own maximum
   * (`MAX_TABLE_PREMISES`, 24). A closed round of 50 members is computed in milliseconds at that
   * size (the engine's closed form for independent premises; `pnpm bench` in packages/engine).
   */
  deliberationPremises: MAX_TABLE_PREMISES,
  /** Characters of one reason given with a deliberation submission. */
  reasonChars: 500,
  /**
   * Arguments in one argument network (`getArgumentNetwork`): the root and the arguments linked
   * into it, breadth first; the walk stops there and the answer says `truncated: true`. The
   * engine has its own, smaller limits on what it evaluates at once (24 variables); this one
   * bounds what one read gathers (a few queries and 50 arguments' details).
   */
  networkArguments: 50,
  /** Characters of a claim search (`searchClaims`' `q`, the "Same claim as…" search box). */
  claimSearchChars: 200,
  /** Claims one claim search answers at most (`searchClaims`). */
  claimSearchResults: 20,
  /**
   * Premises of one argument: the premises sent to create, link, assess or validate an argument,
   * to the AI estimates and to the regimentation, and the claim probabilities of
   * `updateUserArgument`. Also the claims on one side of a conditional probability.
   */
  premisesPerArgument: 50,
  /**
   * Premises the engine evaluates in one truth table (its own maximum, `MAX_TABLE_PREMISES`: 2^24
   * rows). Applied only where a list feeds a truth-table evaluation directly:
   * `saveTruthTableProbabilities.premiseIds`, and `estimateSettings.premises` when
   * `currentTabId` is `TRUTH_TABLE`. (The host's AI estimates smaller tables still, and says so.)
   */
  evaluatedPremises: MAX_TABLE_PREMISES,
  /**
   * Characters of an id: claim ids (a leading `~`, the negation mark, is not counted), model
   * ids, share tokens, the `source` label of a batch item. One less than the engine's
   * `MAX_CLAIM_ID_LENGTH` (100): the client's `getClaims` already drops ids of 100 characters or
   * more, so no screen ever sends a longer one.
   */
  idChars: MAX_CLAIM_ID_LENGTH - 1,
  /**
   * Characters of a key or expression made of claim ids: dependency and conditional keys
   * (`target|~source`), a batch item's `antecedentExpression`, `dependencyId` and `conclusionId`
   * (the batch counts unusable ids as errors rather than refusing the request), a pattern's
   * `key`, the comma-separated claim lists of `findConditionalProbabilities`. Room for every
   * premise of an argument, joined (50 × (99 + 3)).
   */
  expressionChars: 5100,
  /**
   * Items of any list without a tighter bound (claim id lists, batch items, dependencies, parents
   * of a premise, `userEvaluations`, ids of `getArgumentsByIds`, and every array inside the
   * free-form parts). Each ordered pair of a 50-premise argument, with and without negation,
   * is 50 × 49 × 2 = 4900 items: a list of one item per dependency always fits.
   */
  listItems: 5000,
  /**
   * Entries of any record/map without a tighter bound: dependency maps, premise-conditional maps,
   * `evaluationSettings` and each mode's settings in it. Same reasoning as `listItems` (4900
   * `target|source` and `target|~source` keys at most for 50 premises).
   */
  mapEntries: 5000,
  /**
   * Entries of an object inside the free-form parts of a request (`evaluationSettings` values,
   * `userEvaluations`, `dialecticalContext`), where truth-table row values live: 2^16 rows, a
   * 16-premise table. A larger table (up to the engine's 2^24) is already far over
   * {@link LIMITS.bodyBytes}, which bounds it instead.
   */
  freeFormEntries: 65_536,
  /**
   * Entries of a list of numbers inside the free-form parts: a truth table in the array form
   * (row number → P(C | row), see {@link ARRAY_TABLE_MIN_ROWS}), up to a 16-premise table like
   * the record form. Other lists keep {@link LIMITS.listItems}.
   */
  tableRows: 65_536,
  /**
   * Formulas of one counterexample truth table (its columns; the engine bounds its rows by the
   * letters). The host's bound of old: a regimented argument, 50 premises and its conclusion,
   * fits twice over.
   */
  formulas: 100,
  /**
   * Cells of one counterexample truth table's answer: rows (2^letters) × columns (letters and
   * formulas). Bounds the answer (about 12 bytes a cell, so a few MB at most): 12 letters leave
   * room for 100 formulas, 14 letters for 18, 15 letters for one. A larger table is refused
   * with 413 naming this limit; it is for a search, not a table a person reads.
   */
  truthTableCells: 524_288,
  /**
   * Work of one counterexample truth table: rows (2^letters) × the characters of all formulas
   * (each row evaluates every formula). Bounds the time one request keeps the server busy
   * (about a second here): 10 letters leave room for 16,384 characters of formulas, 14 letters
   * for 1,024. A larger table is refused with 413 naming this limit.
   */
  truthTableWork: 16_777_216,
  /** AI user patterns sent to `estimateDependencies` (the client sends at most this many). */
  userPatterns: MAX_USER_PATTERNS_FOR_AI,
  /**
   * Bytes of a request body the host reads (1 MiB); a larger body is refused before parsing.
   * Exported so a client can refuse to send one.
   */
  bodyBytes: 1_048_576,
  /**
   * Nesting depth of a JSON request body the host accepts (objects and arrays); a deeper body is
   * refused. The free-form parts of a request are checked against it too.
   */
  jsonDepth: 32,
} as const;

/** `must be at most N characters`: the message of every text limit. */
export const atMostChars = (limit: number) => `must be at most ${limit} characters`;

/** A text of at most `limit` characters. */
export const boundedText = (limit: number) => z.string().max(limit, atMostChars(limit));

/** A list of at most `limit` items: `at most N <what>`. */
export const boundedList = <T extends z.ZodType>(item: T, limit: number, what: string) =>
  z.array(item).max(limit, `at most ${limit} ${what}`);

/**
 * A record of at most `limit` entries (`at most N entries`), its keys at most `keyChars` long
 * (`keys must be at most N characters`: the message names the record, not the long key).
 */
export const boundedRecord = <V extends z.ZodType>(
  value: V,
  limit: number = LIMITS.mapEntries,
  keyChars: number = LIMITS.expressionChars,
) =>
  z.record(z.string(), value).superRefine((record, context) => {
    const keys = Object.keys(record);
    if (keys.length > limit) {
      context.addIssue({ code: 'custom', message: `at most ${limit} entries` });
    }
    if (keys.some((key) => key.length > keyChars)) {
      context.addIssue({ code: 'custom', message: `keys ${atMostChars(keyChars)}` });
    }
  });

/**
 * The first reason a free-form JSON value breaks the limits, or null: nesting over
 * {@link LIMITS.jsonDepth}, an array over {@link LIMITS.listItems}, an object over
 * {@link LIMITS.freeFormEntries} entries, a string over {@link LIMITS.longTextChars}.
 */
function freeFormProblem(value: unknown, depth: number): string | null {
  if (typeof value === 'string') {
    return value.length > LIMITS.longTextChars
      ? `strings ${atMostChars(LIMITS.longTextChars)}`
      : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth > LIMITS.jsonDepth) return `must be nested at most ${LIMITS.jsonDepth} levels deep`;
  const items = Array.isArray(value) ? value : Object.values(value);
  if (Array.isArray(value) && value.length > LIMITS.listItems) {
    const isTable = value.every((item) => typeof item === 'number');
    if (!isTable) return `lists must have at most ${LIMITS.listItems} items`;
    if (value.length > LIMITS.tableRows) return `tables must have at most ${LIMITS.tableRows} rows`;
    return null; // numbers: nothing nested to check
  }
  if (!Array.isArray(value) && items.length > LIMITS.freeFormEntries) {
    return `objects must have at most ${LIMITS.freeFormEntries} entries`;
  }
  for (const item of items) {
    const problem = freeFormProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Any JSON value (the free-form parts of a request: `evaluationSettings` values,
 * `userEvaluations`, `dialecticalContext`), within the limits: see `freeFormProblem`.
 * `depth` is how deep the value sits in the body already.
 */
export const FreeForm = (depth = 1) =>
  z.unknown().superRefine((value, context) => {
    const problem = freeFormProblem(value, depth);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
