/**
 * What an AIF file becomes in Credence, worked out before anything is stored: the arguments to
 * create (root first), their links and undercuts, the claims that are one claim in several
 * arguments, and every warning and error. The import card shows this plan as its preview and
 * the server reads the posted file again into the same plan before it stores it
 * (`importAif.server.ts`), so what the preview shows is what gets created. Pure: runs in the
 * browser and on the server.
 *
 * An AIF claim is one I-node shared by every argument using it; a Credence claim belongs to one
 * argument. So each argument gets its own copy of each claim it uses, and the copies of one AIF
 * claim (or of claims the file declares the same, `sameAs`) are declared the same claim for the
 * importer: the network then has one variable for them, as the file's network has.
 */
import { LIMITS } from '@credence/api';
import {
  type AifImport,
  type AifMessage,
  type AifNetwork,
  DEFAULT_P_C_GIVEN_NOT_PREMISES,
  DEFAULT_P_C_GIVEN_PREMISES,
  DEFAULT_PREMISE_PROBABILITY,
  type EvaluationInput,
  formatPercent,
  fromAif,
} from '@credence/engine';

/** A claim of a planned argument: its id in the file and its wording. */
export interface PlannedClaim {
  /** The claim's id in the file (the I-node's id, or its `claimId`). */
  claimId: string;
  text: string;
}

/** A premise of a planned argument, with the credence the file gives it (none: 50% is read). */
export interface PlannedPremise extends PlannedClaim {
  probability?: number;
}

/** One argument to create. */
export interface PlannedArgument {
  /** The argument's id in the file (its RA node's, or a bare attack's CA node's). */
  argumentId: string;
  /** The file's title for it, else its conclusion's wording, cut to the title limit at a word boundary. */
  title: string;
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE';
  premises: PlannedPremise[];
  conclusion: PlannedClaim;
  /** The evaluation the file gives it (`fromAif`), on the file's claim ids. */
  input: EvaluationInput;
}

/** A link to create: argument `source` supports or objects to premise `premise` of `target`. */
export interface PlannedLink {
  /** Index into {@link AifPlan.arguments}. */
  source: number;
  /** Index into {@link AifPlan.arguments}. */
  target: number;
  /** Index into the target's premises. */
  premise: number;
  type: 'support' | 'refute';
}

/** An undercut to create: argument `source` objects to the inference of `target` as a whole. */
export interface PlannedUndercut {
  source: number;
  target: number;
}

/** Where a claim stands: an argument (index) and one of its premises, or its conclusion (null). */
export interface ClaimPlace {
  argument: number;
  premise: number | null;
}

/** What an import creates. */
export interface AifPlan {
  /** The arguments, the root (whose P(C) the network gives) first, then in the file's order. */
  arguments: PlannedArgument[];
  /** Links in the file's order: the order in which arguments bearing on one claim combine. */
  links: PlannedLink[];
  undercuts: PlannedUndercut[];
  /** Places holding one claim of the file (two or more each): declared the same claim. */
  sameClaims: ClaimPlace[][];
}

/** A file read for import: the plan, or null when there are errors (then nothing is created). */
export interface AifReading {
  plan: AifPlan | null;
  /** What is left out or assumed: shown, never blocking. */
  warnings: AifMessage[];
  /** Why nothing can be imported: the engine's messages, then the site's own limits. */
  errors: AifMessage[];
}

/** The wording of an argument created from a file with an empty conclusion (never stored: refused). */
const UNTITLED = 'Imported argument';

/**
 * An argument's title: the one the file gives it (`credence.title` on its RA, as Credence's own
 * exports write) when that has any words, else its conclusion's wording (AIF itself names no
 * arguments). The text has its white space made single and is cut to `LIMITS.titleChars` at the
 * last word boundary that fits, with an ellipsis when cut.
 */
export function importedTitle(fileTitle: string | undefined, conclusion: string): string {
  const clean = words(fileTitle ?? '') || words(conclusion);
  if (clean === '') return UNTITLED;
  if (clean.length <= LIMITS.titleChars) return clean;
  const room = clean.slice(0, LIMITS.titleChars - 1);
  const space = room.lastIndexOf(' ');
  // A first word longer than the limit is cut where it must be, never between two halves of a
  // character written as a surrogate pair.
  const cut = (space > 0 ? room.slice(0, space) : room).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.trimEnd()}…`;
}

/** The text with its runs of white space made one space, and none at either end. */
function words(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Reads an AIF file's text: JSON, then the engine's `fromAif`, then {@link planAif}. A file that
 * is not JSON is one error.
 */
export function readAif(text: string): AifReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (problem) {
    return {
      plan: null,
      warnings: [],
      errors: [{ message: `The file is not JSON: ${(problem as Error).message}` }],
    };
  }
  return planAif(fromAif(json));
}

/** Union-find over claim ids: the classes of claims declared the same. */
function claimClasses(equivalences: AifNetwork['equivalences']): (id: string) => string {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    // Path compression: every id met points at the root.
    let at = id;
    while (at !== root) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  for (const [a, b] of equivalences ?? []) {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(rb, ra);
  }
  return find;
}

/**
 * The plan of an import from what `fromAif` read. The engine's errors stop it (plan null); so do
 * the site's limits, each naming the argument or claim: more than `LIMITS.networkArguments`
 * arguments, more than `LIMITS.premisesPerArgument` premises in one, a claim without wording or
 * over `LIMITS.claimChars` characters. Warnings add what the site cannot keep:
 *
 * - a link to a claim that no argument has as a premise (Credence links answer premises);
 * - a second link between the same two arguments (Credence links two arguments once);
 * - a direct-mode prior, credences of claims outside an argument (`externalClaims`), and
 *   dependencies on claims in no argument of the file — none of which Credence stores.
 */
export function planAif(imported: AifImport): AifReading {
  const warnings = [...imported.warnings];
  const network = imported.network;
  if (!network || imported.errors.length > 0) {
    return { plan: null, warnings, errors: [...imported.errors] };
  }
  const errors: AifMessage[] = [];
  const root = network.arguments.find((argument) => argument.id === network.rootArgumentId);
  const ordered = root
    ? [root, ...network.arguments.filter((argument) => argument !== root)]
    : [...network.arguments];
  if (ordered.length > LIMITS.networkArguments) {
    errors.push({
      message:
        `The file holds ${ordered.length} arguments; Credence imports at most ` +
        `${LIMITS.networkArguments} at once (its limit for one network).`,
    });
  }

  const textOf = (claimId: string) =>
    Object.hasOwn(imported.texts, claimId) ? imported.texts[claimId]! : claimId;
  const checked = new Set<string>();
  const claim = (claimId: string): PlannedClaim => {
    const text = textOf(claimId).trim();
    if (!checked.has(claimId)) {
      checked.add(claimId);
      if (text === '') {
        errors.push({ message: `Claim "${claimId}" has no text: every claim needs its wording.` });
      } else if (text.length > LIMITS.claimChars) {
        errors.push({
          message: `Claim "${claimId}" has ${text.length} characters; a claim has at most ${LIMITS.claimChars}.`,
        });
      }
    }
    return { claimId, text };
  };

  const planned: PlannedArgument[] = ordered.map((argument) => {
    const { input } = argument;
    if (input.premises.length > LIMITS.premisesPerArgument) {
      errors.push({
        message:
          `Argument "${argument.id}" has ${input.premises.length} premises; an argument has at ` +
          `most ${LIMITS.premisesPerArgument}.`,
      });
    }
    const conclusion = claim(argument.conclusionId);
    return {
      argumentId: argument.id,
      title: importedTitle(
        Object.hasOwn(imported.titles, argument.id) ? imported.titles[argument.id] : undefined,
        conclusion.text,
      ),
      argumentType: input.argumentType ?? 'INDUCTIVE',
      premises: input.premises.map(({ id, probability }) => ({
        ...claim(id),
        ...(probability === undefined ? {} : { probability }),
      })),
      conclusion,
      input,
    };
  });
  const indexOf = new Map(planned.map((argument, index) => [argument.argumentId, index]));
  const name = (index: number) => `argument "${planned[index]!.argumentId}"`;

  // Where each class of claims stands.
  const classOf = claimClasses(network.equivalences);
  const places = new Map<string, ClaimPlace[]>();
  const place = (claimId: string, at: ClaimPlace) => {
    const key = classOf(claimId);
    const list = places.get(key);
    if (list) list.push(at);
    else places.set(key, [at]);
  };
  planned.forEach((argument, index) => {
    argument.premises.forEach((premise, k) => {
      place(premise.claimId, { argument: index, premise: k });
    });
    place(argument.conclusion.claimId, { argument: index, premise: null });
  });

  // One link per pair of arguments (the database's rule): the first the file gives counts.
  const pairs = new Map<string, string | null>();
  const pairFree = (source: number, target: number, key: string | null, what: string) => {
    const pair = `${source}>${target}`;
    if (!pairs.has(pair)) {
      pairs.set(pair, key);
      return true;
    }
    // A second link of the same kind into the same claim (an equivalent premise of the same
    // argument) adds nothing: the engine counts an argument once per claim. Say nothing.
    if (key === null || pairs.get(pair) !== key) {
      warnings.push({
        message:
          `${capitalize(name(source))} already answers ${name(target)}; Credence links two ` +
          `arguments once, so ${what} is left out.`,
      });
    }
    return false;
  };

  const links: PlannedLink[] = [];
  for (const link of network.links) {
    const source = indexOf.get(link.argumentId);
    if (source === undefined) continue;
    const key = classOf(link.targetClaimId);
    const holders = (places.get(key) ?? []).filter(
      (at): at is { argument: number; premise: number } =>
        at.premise !== null && at.argument !== source,
    );
    const verb = link.type === 'support' ? 'support' : 'objection';
    if (holders.length === 0) {
      warnings.push({
        message:
          `The ${verb} of claim "${link.targetClaimId}" by ${name(source)} is left out: no ` +
          'argument of the file has that claim as a premise, and Credence links answer premises.',
      });
      continue;
    }
    // Every argument holding the claim gets the link, so each one's network finds it.
    for (const at of holders) {
      const what = `its ${verb} of claim "${link.targetClaimId}"`;
      if (pairFree(source, at.argument, `${link.type} ${key}`, what)) {
        links.push({ source, target: at.argument, premise: at.premise, type: link.type });
      }
    }
  }

  const undercuts: PlannedUndercut[] = [];
  for (const undercut of network.undercuts ?? []) {
    const source = indexOf.get(undercut.argumentId);
    const target = indexOf.get(undercut.targetArgumentId);
    if (source === undefined || target === undefined) continue;
    if (pairFree(source, target, null, `its undercut of ${name(target)}`)) {
      undercuts.push({ source, target });
    }
  }

  // What an argument's evaluation names that Credence cannot store. A dependency's parent
  // outside the argument is renamed to the parent's first copy in the import, if it has one.
  const placed = new Set(
    planned.flatMap((argument) => [
      argument.conclusion.claimId,
      ...argument.premises.map(({ claimId }) => claimId),
    ]),
  );
  planned.forEach((argument, index) => {
    const { input } = argument;
    if (input.prior !== undefined && input.mode === 'direct') {
      warnings.push({
        message: `The prior of ${name(index)} (${formatPercent(input.prior)}, a floor in direct mode) is left out: Credence keeps no prior.`,
      });
    }
    const external = Object.entries(input.externalClaims ?? {}).filter(([, p]) => p !== 0.5);
    if (external.length > 0) {
      warnings.push({
        message:
          `The credences ${name(index)} gives claims outside it (${external.map(([id]) => `"${id}"`).join(', ')}) ` +
          'are left out: Credence reads such claims at 50%.',
      });
    }
    const own = new Set(input.premises.map((premise) => premise.id));
    for (const [target, parents] of Object.entries(input.dependencies ?? {})) {
      for (const parent of parents) {
        const id = parent.replace(/^~+/, '');
        if (!own.has(id) && !placed.has(id)) {
          warnings.push({
            message:
              `Premise "${target}" of ${name(index)} depends on claim "${id}", which is in no ` +
              'argument of the file: that dependency is left out.',
          });
        }
      }
    }
  });

  if (errors.length > 0) return { plan: null, warnings, errors };
  const sameClaims = [...places.values()].filter((list) => list.length > 1);
  return { plan: { arguments: planned, links, undercuts, sameClaims }, warnings, errors };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where the host stored one argument's claims: premises in order, and the conclusion. */
export interface StoredClaimIds {
  premiseIds: readonly string[];
  conclusionId: string;
}

/**
 * An argument's evaluation as the host stores it, on the host's claim ids: exactly what the
 * evaluator's `savedEvaluationInput` reads back as the file's `input`, so the importer's P(C) is
 * the file's. The mode's own settings hold the strength values when the file gives them,
 * Bayesian sliders and truth-table rows (keyed by premise position: nothing to rename);
 * dependencies and conditionals go to the importer's dependency settings, their claim ids
 * renamed — a premise's to its copy in this argument, any other claim's to its first copy in
 * the import (`idOf`), a claim in no argument left out (the plan warned). The `inferenceStrength`
 * and `fallbackSupport` columns take the file's values, else Credence's defaults (0.9 and 0.2,
 * which the engine reads for missing ones anyway).
 */
export function storedEvaluationOf(
  argument: PlannedArgument,
  ids: StoredClaimIds,
  idOf: (claimId: string) => string | undefined,
) {
  const { input } = argument;
  const local = new Map(
    argument.premises.map((premise, k) => [premise.claimId, ids.premiseIds[k]!]),
  );
  const rename = (claimId: string) => local.get(claimId) ?? idOf(claimId);
  // `~id` names id's negation; the mark stays.
  const renameRef = (ref: string): string | undefined => {
    const marks = /^~*/.exec(ref)![0];
    const id = rename(ref.slice(marks.length));
    return id === undefined ? undefined : `${marks}${id}`;
  };

  const dependencies: Record<string, string[]> = {};
  for (const [target, parents] of Object.entries(input.dependencies ?? {})) {
    const id = local.get(target);
    const refs = parents.map(renameRef).filter((ref): ref is string => ref !== undefined);
    if (id !== undefined && refs.length > 0) dependencies[id] = refs;
  }
  const premiseConditionals: Record<string, number> = {};
  for (const [key, value] of Object.entries(input.premiseConditionals ?? {})) {
    const bar = key.indexOf('|');
    if (bar < 0) continue;
    const target = local.get(key.slice(0, bar));
    // `target|a & ~b`: each id renamed, the separators kept as written.
    const parts = key.slice(bar + 1).split(/(\s*&\s*)/);
    const renamed = parts.map((part, k) => (k % 2 === 1 ? part : renameRef(part)));
    if (target === undefined || renamed.some((part) => part === undefined)) continue;
    premiseConditionals[`${target}|${renamed.join('')}`] = value;
  }

  const settings: Record<string, unknown> = {};
  if (input.pCGivenPremises !== undefined) settings.pCGivenPremises = input.pCGivenPremises;
  if (input.pCGivenNotPremises !== undefined)
    settings.pCGivenNotPremises = input.pCGivenNotPremises;
  if (input.bayesianNetworkData) {
    const renameKeys = (values: Record<string, number>) =>
      Object.fromEntries(
        Object.entries(values).flatMap(([id, p]) => {
          const own = local.get(id);
          return own === undefined ? [] : [[own, p]];
        }),
      );
    settings.bayesianNetworkData = {
      conditionalProbabilities: renameKeys(input.bayesianNetworkData.conditionalProbabilities),
      reverseConditionalProbabilities: renameKeys(
        input.bayesianNetworkData.reverseConditionalProbabilities,
      ),
    };
  }
  if (input.truthTableData) {
    const rows = input.truthTableData.rowValues;
    settings.truthTableData = {
      rowValues: ArrayBuffer.isView(rows) || Array.isArray(rows) ? Array.from(rows) : { ...rows },
    };
  }

  return {
    evaluationMode: input.mode,
    inferenceStrength: input.pCGivenPremises ?? DEFAULT_P_C_GIVEN_PREMISES,
    fallbackSupport: input.pCGivenNotPremises ?? DEFAULT_P_C_GIVEN_NOT_PREMISES,
    premises: argument.premises.map((premise, k) => ({
      id: ids.premiseIds[k]!,
      probability: premise.probability ?? DEFAULT_PREMISE_PROBABILITY,
    })),
    evaluationSettings: Object.keys(settings).length > 0 ? { [input.mode]: settings } : {},
    dependencies,
    premiseConditionals,
  };
}

const MODE_NAMES: Record<EvaluationInput['mode'], string> = {
  fallback: 'fallback',
  direct: 'direct',
  bayesian: 'Bayesian',
  truth_table: 'truth table',
};

/** How an argument infers, in words: "Inductive, fallback: P(C|Premises) 95%, P(C|¬Premises) 40%". */
export function inferenceWords(argument: PlannedArgument): string {
  const { input } = argument;
  const type = argument.argumentType === 'DEDUCTIVE' ? 'Deductive' : 'Inductive';
  const strengths = [
    input.pCGivenPremises === undefined
      ? null
      : `P(C|Premises) ${formatPercent(input.pCGivenPremises)}`,
    input.pCGivenNotPremises === undefined
      ? null
      : `P(C|¬Premises) ${formatPercent(input.pCGivenNotPremises)}`,
  ].filter((part): part is string => part !== null);
  return `${type}, ${MODE_NAMES[input.mode]}${strengths.length ? `: ${strengths.join(', ')}` : ''}`;
}
