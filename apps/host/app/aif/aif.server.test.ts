/**
 * AIF export and import on real temp databases: a network exported by one user and imported by
 * another has the same network P(C) for the importer (to 1e-12) with every evaluation mode the
 * file carries; chained and shared claims, `sameAs` and undercuts come through; a file with
 * errors, or over the site's limits, stores nothing.
 */
import { readFileSync } from 'node:fs';
import { LIMITS } from '@credence/api';
import { type AifDocument, evaluateNetwork, fromAif } from '@credence/engine';
import { networkFigures } from '@credence/state-machines';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createArgument } from '../models/arguments.server.ts';
import { createClaimEquivalence } from '../models/claimEquivalences.server.ts';
import { saveDependencies } from '../models/dependencies.server.ts';
import { saveEvaluation, saveUserArgument } from '../models/evaluations.server.ts';
import { linkArgument } from '../models/links.server.ts';
import { getArgumentNetwork } from '../models/network.server.ts';
import { createUser } from '../models/users.server.ts';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { aifFileName, exportAif } from './exportAif.server.ts';
import { AifImportRefused, importAif, storeAifPlan } from './importAif.server.ts';
import { type AifPlan, importedTitle, readAif } from './importPlan.ts';

let temp: TempDatabase;
let alice: number;
let bob: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  const user = async (name: string) =>
    (
      await createUser(temp.db, {
        email: `${name.toLowerCase()}@x.io`,
        name,
        password: `${name}-password`,
      })
    ).id;
  alice = await user('Alice');
  bob = await user('Bob');
});
afterEach(() => temp.cleanup());

/** The user's network P(C) of the argument, as the evaluator's network view computes it. */
async function networkPC(userId: number, argumentId: number): Promise<number> {
  const network = await getArgumentNetwork(temp.db, userId, argumentId);
  if (!network) throw new Error(`Argument ${argumentId} is not visible to user ${userId}`);
  return networkFigures(network, null).pC;
}

/** Everything a user's import could have stored. */
async function storedBy(userId: number) {
  const own = { argument: { ownerId: userId } };
  return {
    arguments: await temp.db.argument.count({ where: { ownerId: userId } }),
    claims: await temp.db.claim.count({ where: own }),
    links: await temp.db.dialecticalRelationship.count({ where: { createdById: userId } }),
    evaluations: await temp.db.userArgumentEvaluation.count({ where: { userId } }),
    dependencies: await temp.db.dependencySettings.count({ where: { userId } }),
    equivalences: await temp.db.claimEquivalence.count({ where: { userId } }),
  };
}
const NOTHING = {
  arguments: 0,
  claims: 0,
  links: 0,
  evaluations: 0,
  dependencies: 0,
  equivalences: 0,
};

/**
 * Alice's network: a root whose premise 1 has a supporting argument (Bayesian, with sliders) and
 * premise 2 an objection (truth table), premise 2 depending on premise 1, and the objection's
 * premise declared the same claim as the supporting argument's.
 */
async function alicesNetwork() {
  const root = await createArgument(temp.db, alice, {
    title: 'Build the tram',
    visibility: 'PUBLIC',
    premises: [{ content: 'Trams cut congestion.' }, { content: 'The town can afford a tram.' }],
    conclusion: { content: 'The town should build a tram.' },
  });
  const [p1, p2] = root.premises.map(({ id }) => id) as [string, string];
  const linked = (linkType: 'support' | 'refute', premiseId: string, content: string) =>
    linkArgument(temp.db, alice, {
      title: `${linkType} ${content}`,
      description: '',
      type: 'INDUCTIVE',
      premises: [{ content }],
      conclusion: { content: `Conclusion of ${content}` },
      linkType,
      originalArgumentId: root.id,
      originalPremiseId: premiseId,
      conclusionType: linkType === 'refute' ? 'NEGATION' : 'AFFIRMATION',
    });
  const supportId = await linked('support', p1, 'Cities with trams saw traffic fall.');
  const objectionId = await linked('refute', p2, 'The budget is overspent.');
  // [premise, conclusion] of a one-premise argument (enum order differs between databases).
  const claimsOf = async (id: number) => {
    const claims = await temp.db.claim.findMany({ where: { argumentId: id } });
    return ['PREMISE', 'CONCLUSION'].map((role) => claims.find((claim) => claim.role === role));
  };
  const [supportPremise, supportConclusion] = await claimsOf(supportId);
  const [objectionPremise, objectionConclusion] = await claimsOf(objectionId);

  await saveUserArgument(temp.db, alice, {
    argumentId: root.id,
    evaluationMode: 'fallback',
    inferenceStrength: 0.85,
    fallbackSupport: 0.15,
    premises: [
      { id: p1, probability: 0.7 },
      { id: p2, probability: 0.8 },
    ],
    conclusion: { id: root.conclusion.id, probability: 0.6 },
  });
  await saveDependencies(temp.db, alice, root.id, {
    dependencies: { [p2]: [p1] },
    premiseConditionals: { [`${p2}|${p1}`]: 0.9, [`${p2}|~${p1}`]: 0.4 },
    claimIds: [p1, p2],
  });
  await saveUserArgument(temp.db, alice, {
    argumentId: supportId,
    evaluationMode: 'bayesian',
    inferenceStrength: 0.95,
    fallbackSupport: 0.4,
    premises: [{ id: supportPremise!.id, probability: 0.9 }],
    conclusion: { id: supportConclusion!.id, probability: 0.8 },
  });
  await saveEvaluation(temp.db, alice, supportId, {
    evaluationMode: 'bayesian',
    inferenceStrength: 0.95,
    fallbackSupport: 0.4,
    evaluationSettings: {
      bayesian: {
        bayesianNetworkData: {
          conditionalProbabilities: { [supportPremise!.id]: 0.92 },
          reverseConditionalProbabilities: { [supportPremise!.id]: 0.35 },
        },
      },
    },
  });
  await saveUserArgument(temp.db, alice, {
    argumentId: objectionId,
    evaluationMode: 'truth_table',
    inferenceStrength: 0.5,
    fallbackSupport: 0.1,
    premises: [{ id: objectionPremise!.id, probability: 0.6 }],
    conclusion: { id: objectionConclusion!.id, probability: 0.3 },
  });
  await saveEvaluation(temp.db, alice, objectionId, {
    evaluationMode: 'truth_table',
    inferenceStrength: 0.5,
    fallbackSupport: 0.1,
    evaluationSettings: {
      truth_table: { truthTableData: { rowValues: { '1': 0.55, '0': 0.05 } } },
    },
  });
  await createClaimEquivalence(temp.db, alice, {
    claimId: supportPremise!.id,
    otherClaimId: objectionPremise!.id,
  });
  return { root, supportId, objectionId };
}

async function exportText(userId: number, argumentId: number): Promise<string> {
  const exported = await exportAif(temp.db, userId, argumentId);
  if (!exported) throw new Error('Nothing exported');
  return JSON.stringify(exported.document);
}

describe('AIF export', () => {
  it('writes the viewer’s network with its credences, links and equivalences; 404 (null) for an invisible argument', async () => {
    const { root, supportId, objectionId } = await alicesNetwork();
    const exported = await exportAif(temp.db, alice, root.id);
    expect(exported?.filename).toBe('build-the-tram.aif.json');
    const read = fromAif(JSON.parse(JSON.stringify(exported!.document)));
    expect(read.errors).toEqual([]);
    expect(read.warnings).toEqual([]);
    const network = read.network!;
    expect(network.rootArgumentId).toBe(String(root.id));
    expect(network.arguments.map(({ id }) => id).sort()).toEqual(
      [root.id, supportId, objectionId].map(String).sort(),
    );
    expect(network.links.map(({ argumentId, type }) => [argumentId, type])).toEqual([
      [String(supportId), 'support'],
      [String(objectionId), 'refute'],
    ]);
    expect(network.equivalences).toHaveLength(1);
    expect(read.texts[root.conclusion.id]).toBe('The town should build a tram.');
    // The file's network is the one the evaluator evaluates for Alice.
    expect(evaluateNetwork(network).pC).toBeCloseTo(await networkPC(alice, root.id), 12);

    const privateOne = await createArgument(temp.db, alice, {
      title: 'Secret',
      visibility: 'PRIVATE',
      premises: [{ content: 'A.' }],
      conclusion: { content: 'B.' },
    });
    expect(await exportAif(temp.db, bob, privateOne.id)).toBeNull();
    expect(await exportAif(temp.db, bob, 999_999)).toBeNull();
  });

  it('names the file after the title, in ASCII', () => {
    expect(aifFileName('Ça coûte — 3 € ?', 7)).toBe('ca-coute-3.aif.json');
    expect(aifFileName('???', 7)).toBe('argument-7.aif.json');
  });
});

describe('AIF import', () => {
  it('round trip: what Alice exports, Bob imports with the same network P(C), titles, private and his own', async () => {
    const { root, supportId, objectionId } = await alicesNetwork();
    const before = await networkPC(alice, root.id);
    const { rootArgumentId, argumentIds } = await importAif(
      temp.db,
      bob,
      await exportText(alice, root.id),
    );
    expect(argumentIds).toHaveLength(3);
    expect(Math.abs((await networkPC(bob, rootArgumentId)) - before)).toBeLessThan(1e-12);
    expect(await storedBy(bob)).toEqual({
      arguments: 3,
      claims: 7,
      links: 2,
      evaluations: 3,
      dependencies: 1,
      equivalences: 1,
    });
    const created = await temp.db.argument.findMany({ where: { id: { in: argumentIds } } });
    expect(created.every((row) => row.ownerId === bob && row.visibility === 'PRIVATE')).toBe(true);
    // Each keeps Alice's title: the root's, and those of the arguments linked into it.
    expect(created.find((row) => row.id === rootArgumentId)?.title).toBe('Build the tram');
    const alicesTitles = await temp.db.argument.findMany({
      where: { id: { in: [root.id, supportId, objectionId] } },
      select: { title: true },
    });
    expect(created.map((row) => row.title).sort()).toEqual(
      alicesTitles.map((row) => row.title).sort(),
    );
    // Alice cannot see Bob's copies.
    expect(await getArgumentNetwork(temp.db, alice, rootArgumentId)).toBeNull();
    // Bob's export of his copy imports again with the same P(C).
    const again = await importAif(temp.db, alice, await exportText(bob, rootArgumentId));
    expect(Math.abs((await networkPC(alice, again.rootArgumentId)) - before)).toBeLessThan(1e-12);
  });

  it('imports the guide’s example: a chained claim, an objection from a claim, a bare undercut', async () => {
    const text = readFileSync(
      new URL('../../../../docs/guide/aif-example.json', import.meta.url),
      'utf8',
    );
    const expected = evaluateNetwork(fromAif(JSON.parse(text)).network!).pC;
    const { rootArgumentId, argumentIds } = await importAif(temp.db, bob, text);
    expect(argumentIds).toHaveLength(4);
    expect(Math.abs((await networkPC(bob, rootArgumentId)) - expected)).toBeLessThan(1e-12);
    expect(expected).toBeCloseTo(0.61349, 12);
    const undercuts = await temp.db.dialecticalRelationship.findMany({
      where: { createdById: bob, targetClaimId: null },
    });
    expect(undercuts).toHaveLength(1);
    // The supporting argument's conclusion is the root's premise: one claim, two copies.
    expect(await temp.db.claimEquivalence.count({ where: { userId: bob } })).toBe(1);

    // Exported again, the undercut and its argument come back with the network.
    const read = fromAif(JSON.parse(await exportText(bob, rootArgumentId)));
    expect(read.errors).toEqual([]);
    expect(read.network!.arguments).toHaveLength(4);
    expect(read.network!.undercuts).toHaveLength(1);
    expect(evaluateNetwork(read.network!).pC).toBeCloseTo(expected, 12);
  });

  it('a premise shared by two arguments is one variable for the importer', async () => {
    const text = JSON.stringify(sharedPremiseFile());
    const expected = evaluateNetwork(fromAif(JSON.parse(text)).network!).pC;
    const { rootArgumentId } = await importAif(temp.db, bob, text);
    expect(Math.abs((await networkPC(bob, rootArgumentId)) - expected)).toBeLessThan(1e-12);
    // Without the declaration the shared premise would count twice and P(C) would differ.
    const network = (await getArgumentNetwork(temp.db, bob, rootArgumentId))!;
    const unshared = networkFigures({ ...network, equivalences: [] }, null).pC;
    expect(Math.abs(unshared - expected)).toBeGreaterThan(1e-6);
    expect(network.equivalences).toHaveLength(2);
  });

  it('a file with errors stores nothing and says why, naming the node', async () => {
    const file = sharedPremiseFile();
    file.edges.push({ edgeID: '99', fromID: 'B', toID: 'nowhere' });
    const refusal = await importAif(temp.db, bob, JSON.stringify(file)).catch((error) => error);
    expect(refusal).toBeInstanceOf(AifImportRefused);
    expect((refusal as AifImportRefused).messages.map((m) => m.message).join(' ')).toContain(
      'nowhere',
    );
    await expect(importAif(temp.db, bob, '{"nodes": [')).rejects.toThrow(/not JSON/);
    await expect(importAif(temp.db, bob, `${'['.repeat(40)}${']'.repeat(40)}`)).rejects.toThrow(
      /levels deep/,
    );
    expect(await storedBy(bob)).toEqual(NOTHING);
  });

  it(`creates ${LIMITS.networkArguments} arguments in one go, and refuses one more, storing nothing`, async () => {
    const started = performance.now();
    const { argumentIds } = await importAif(
      temp.db,
      bob,
      JSON.stringify(chainFile(LIMITS.networkArguments)),
    );
    const elapsed = performance.now() - started;
    expect(argumentIds).toHaveLength(LIMITS.networkArguments);
    expect((await storedBy(bob)).links).toBe(LIMITS.networkArguments - 1);
    // About a second here (the loop checks run in memory): far under the transaction's 30 s.
    expect(elapsed).toBeLessThan(5_000);

    const before = await storedBy(bob);
    await expect(
      importAif(temp.db, bob, JSON.stringify(chainFile(LIMITS.networkArguments + 1))),
    ).rejects.toThrow(`at most ${LIMITS.networkArguments}`);
    expect(await storedBy(bob)).toEqual(before);
  });
});

describe('loops', () => {
  it('a plan whose links would make a loop is refused with 409, naming the arguments, storing nothing', async () => {
    // `fromAif` refuses such a file already; the store checks again, as every link is checked.
    const argument = (name: string, premise: string, conclusion: string) => ({
      argumentId: name,
      title: name,
      argumentType: 'INDUCTIVE' as const,
      premises: [{ claimId: premise, text: `${premise} text` }],
      conclusion: { claimId: conclusion, text: `${conclusion} text` },
      input: { mode: 'fallback' as const, premises: [{ id: premise }] },
    });
    const plan: AifPlan = {
      arguments: [argument('First', 'x', 'y'), argument('Second', 'y2', 'x2')],
      links: [
        { source: 1, target: 0, premise: 0, type: 'support' },
        { source: 0, target: 1, premise: 0, type: 'support' },
      ],
      undercuts: [],
      sameClaims: [],
    };
    await expect(storeAifPlan(temp.db, bob, plan)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/First.*Second.*First|Second.*First.*Second/),
    });
    expect(await storedBy(bob)).toEqual(NOTHING);
  });
});

describe('the import plan', () => {
  it('titles an argument as the file does, else by its conclusion, cut at a word boundary within the limit', () => {
    expect(importedTitle(undefined, '  The town\nshould build a tram. ')).toBe(
      'The town should build a tram.',
    );
    expect(importedTitle(' Build\tthe  tram ', 'The town should build a tram.')).toBe(
      'Build the tram',
    );
    expect(importedTitle(' \n ', 'The town should build a tram.')).toBe(
      'The town should build a tram.',
    );
    const long = importedTitle(`${'word '.repeat(60)}end`, 'C');
    expect(long.length).toBeLessThanOrEqual(LIMITS.titleChars);
    expect(long).toMatch(/word…$/);
    expect(importedTitle(undefined, 'x'.repeat(300))).toHaveLength(LIMITS.titleChars);
  });

  it('refuses a claim without text or over the claim limit, and warns about what Credence cannot keep', () => {
    const file = sharedPremiseFile();
    file.nodes.find((node) => node.nodeID === 'D')!.text = '   ';
    expect(readAif(JSON.stringify(file)).errors.map((m) => m.message)).toEqual([
      'Claim "D" has no text: every claim needs its wording.',
    ]);
    const direct = sharedPremiseFile();
    direct.nodes.find((node) => node.nodeID === 'RA1')!.credence = {
      root: true,
      mode: 'direct',
      prior: 0.3,
    };
    const { plan, warnings } = readAif(JSON.stringify(direct));
    expect(plan).not.toBeNull();
    expect(warnings.map((m) => m.message).join(' ')).toContain('prior');
  });

  it('keeps one link between two arguments (the database’s rule) and warns about the others', () => {
    // S also supports a third premise of R, E: a second link from S to R.
    const file = sharedPremiseFile();
    file.nodes.push({ nodeID: 'E', text: 'Trams are quiet', type: 'I', credence: { p: 0.5 } });
    file.edges.push({ edgeID: '7', fromID: 'E', toID: 'RA1' });
    file.edges.push({ edgeID: '8', fromID: 'RA2', toID: 'E' });
    const { plan, warnings } = readAif(JSON.stringify(file));
    expect(plan!.links).toEqual([{ source: 1, target: 0, premise: 0, type: 'support' }]);
    expect(warnings.map((m) => m.message)).toContain(
      'Argument "RA2" already answers argument "RA1"; Credence links two arguments once, so its support of claim "E" is left out.',
    );
  });
});

interface FileNode {
  nodeID: string;
  text: string;
  type: string;
  credence?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * R: A and B, so C (the root). S: B and D, so A — S supports R's premise A, and B is a premise of
 * both.
 */
function sharedPremiseFile(): AifDocument & { nodes: FileNode[] } {
  return {
    nodes: [
      { nodeID: 'A', text: 'Trams cut congestion', type: 'I', credence: { p: 0.6 } },
      { nodeID: 'B', text: 'Buses are full', type: 'I', credence: { p: 0.7 } },
      { nodeID: 'C', text: 'Build the tram', type: 'I' },
      { nodeID: 'D', text: 'Cities with trams are calmer', type: 'I', credence: { p: 0.8 } },
      {
        nodeID: 'RA1',
        text: 'Default Inference',
        type: 'RA',
        credence: { root: true, mode: 'fallback', pCGivenPremises: 0.9, pCGivenNotPremises: 0.2 },
      },
      {
        nodeID: 'RA2',
        text: 'Default Inference',
        type: 'RA',
        credence: { mode: 'fallback', pCGivenPremises: 0.95, pCGivenNotPremises: 0.3 },
      },
    ],
    edges: [
      { edgeID: '1', fromID: 'A', toID: 'RA1' },
      { edgeID: '2', fromID: 'B', toID: 'RA1' },
      { edgeID: '3', fromID: 'RA1', toID: 'C' },
      { edgeID: '4', fromID: 'B', toID: 'RA2' },
      { edgeID: '5', fromID: 'D', toID: 'RA2' },
      { edgeID: '6', fromID: 'RA2', toID: 'A' },
    ],
    locutions: [],
    participants: [],
  };
}

/** `count` arguments in a chain: argument k concludes the premise of argument k − 1. */
function chainFile(count: number): AifDocument {
  const nodes: FileNode[] = [];
  const edges: AifDocument['edges'] = [];
  for (let k = 0; k <= count; k++) nodes.push({ nodeID: `c${k}`, text: `Claim ${k}`, type: 'I' });
  for (let k = 0; k < count; k++) {
    nodes.push({
      nodeID: `ra${k}`,
      text: 'Default Inference',
      type: 'RA',
      ...(k === 0 ? { credence: { root: true } } : {}),
    });
    edges.push({ edgeID: `p${k}`, fromID: `c${k + 1}`, toID: `ra${k}` });
    edges.push({ edgeID: `k${k}`, fromID: `ra${k}`, toID: `c${k}` });
  }
  return { nodes, edges, locutions: [], participants: [] };
}
