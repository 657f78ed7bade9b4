/**
 * Stories and tests only (not exported from the package): deliberations on the mocks' remote-work
 * argument (premises c101–c104) in every state the panel shows, as the API answers them. The
 * group figures are computed here from each member's figures the way the contract describes them
 * (sorted values, five-number summaries, linear pools, P(C) per member by the total
 * probability formula), so they agree with each other; the crux shares are written by hand.
 * `DeliberationPanel.test.tsx` parses every fixture with the API's `Deliberation` schema.
 */
import { LIMITS } from '@credence/api';
import type { DeliberationOwnSubmission, DeliberationRound } from '@credence/state-machines';
import type {
  Deliberation,
  DeliberationCurrentValues,
  DeliberationPremise,
} from './deliberation.types';

/** The remote-work argument's premises, as the evaluator names them. */
export const FIXTURE_PREMISES: DeliberationPremise[] = [
  { id: 'c101', label: 'Premise 1', content: 'Remote workers lose less time commuting.' },
  { id: 'c102', label: 'Premise 2', content: 'Time saved on commuting is partly spent on work.' },
  {
    id: 'c103',
    label: 'Premise 3',
    content: 'Fewer office interruptions allow longer periods of focused work.',
  },
  {
    id: 'c104',
    label: 'Premise 4',
    content: 'Written updates keep the communication costs of remote teams under control.',
  },
];

const CLAIM_IDS = FIXTURE_PREMISES.map((premise) => premise.id);

/** One member's figures in a round: a credence per premise, in premise order. */
interface MemberFigures {
  premises: readonly number[];
  inferenceStrength: number;
  fallbackSupport: number;
  /** Reasons by premise index. */
  reasons?: Readonly<Record<number, string>>;
}

/** Ada's figures in the evaluator now (what a submission sends in the stories and tests). */
export const FIXTURE_CURRENT: DeliberationCurrentValues = {
  premiseProbabilities: [
    { claimId: 'c101', probability: 0.9 },
    { claimId: 'c102', probability: 0.55 },
    { claimId: 'c103', probability: 0.7 },
    { claimId: 'c104', probability: 0.45 },
  ],
  inferenceStrength: 0.8,
  fallbackSupport: 0.3,
};

const MEMBERS = [
  'Ada Lovelace',
  'Alan Turing',
  'Barbara Liskov',
  'Edsger Dijkstra',
  'Grace Hopper',
];

/** Round 1: Ada first (the viewer), then the others. */
const ROUND_1: MemberFigures[] = [
  {
    premises: [0.9, 0.6, 0.7, 0.5],
    inferenceStrength: 0.8,
    fallbackSupport: 0.3,
    reasons: { 1: 'I answer e-mail on the train anyway.' },
  },
  {
    premises: [0.95, 0.2, 0.8, 0.3],
    inferenceStrength: 0.85,
    fallbackSupport: 0.2,
    reasons: { 1: 'Most people sleep longer instead.', 3: 'Written updates go unread.' },
  },
  {
    premises: [0.85, 0.8, 0.6, 0.6],
    inferenceStrength: 0.7,
    fallbackSupport: 0.25,
    reasons: { 1: 'Surveys say about a third of the saved time goes to work.' },
  },
  { premises: [0.9, 0.4, 0.5, 0.4], inferenceStrength: 0.75, fallbackSupport: 0.35 },
  { premises: [0.8, 0.3, 0.4, 0.2], inferenceStrength: 0.6, fallbackSupport: 0.1 },
];

/** Round 2: the group moved towards each other, most on premise 2. */
const ROUND_2: MemberFigures[] = [
  {
    premises: [0.9, 0.55, 0.7, 0.45],
    inferenceStrength: 0.8,
    fallbackSupport: 0.3,
    reasons: { 1: 'Still: the commute is where I read my mail.' },
  },
  { premises: [0.9, 0.4, 0.75, 0.35], inferenceStrength: 0.8, fallbackSupport: 0.25 },
  { premises: [0.85, 0.6, 0.6, 0.55], inferenceStrength: 0.75, fallbackSupport: 0.25 },
  { premises: [0.9, 0.5, 0.55, 0.4], inferenceStrength: 0.75, fallbackSupport: 0.3 },
  {
    premises: [0.85, 0.45, 0.5, 0.3],
    inferenceStrength: 0.7,
    fallbackSupport: 0.2,
    reasons: { 1: 'The survey convinced me halfway.' },
  },
];

/** Round 3: closer still. */
const ROUND_3: MemberFigures[] = [
  { premises: [0.9, 0.5, 0.7, 0.45], inferenceStrength: 0.8, fallbackSupport: 0.3 },
  { premises: [0.9, 0.45, 0.7, 0.4], inferenceStrength: 0.8, fallbackSupport: 0.25 },
  { premises: [0.85, 0.55, 0.65, 0.5], inferenceStrength: 0.75, fallbackSupport: 0.25 },
  { premises: [0.9, 0.5, 0.6, 0.4], inferenceStrength: 0.75, fallbackSupport: 0.3 },
  { premises: [0.85, 0.5, 0.6, 0.35], inferenceStrength: 0.75, fallbackSupport: 0.25 },
];

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The five-number summary (quartiles by linear interpolation) and the interquartile range. */
function spreadOf(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const position = (sorted.length - 1) * q;
    const low = Math.floor(position);
    const high = Math.ceil(position);
    const a = sorted[low] as number;
    const b = sorted[high] as number;
    return round4(a + (b - a) * (position - low));
  };
  const q1 = at(0.25);
  const q3 = at(0.75);
  return {
    min: at(0),
    q1,
    median: at(0.5),
    q3,
    max: at(1),
    iqr: round4(q3 - q1),
  };
}

/** The linear pool: the average. */
function pool(values: readonly number[]): number {
  return round4(values.reduce((sum, x) => sum + x, 0) / values.length);
}

/** P(C) by the total probability formula, the premises taken as independent. */
function pCOf(premises: readonly number[], strength: number, fallback: number): number {
  const all = premises.reduce((product, p) => product * p, 1);
  return all * strength + (1 - all) * fallback;
}

function quantity(values: readonly number[]) {
  return {
    values: [...values].sort((a, b) => a - b),
    spread: spreadOf(values),
    pooled: pool(values),
  };
}

const SUBMITTED_AT = [
  '2026-11-20T09:15:00.000Z',
  '2026-11-23T16:40:00.000Z',
  '2026-11-26T11:05:00.000Z',
];

/** Ada's own submission, as the API shows it to her. */
function ownSubmission(figures: MemberFigures, submittedAt: string): DeliberationOwnSubmission {
  return {
    premiseProbabilities: figures.premises.map((probability, index) => ({
      claimId: CLAIM_IDS[index] as string,
      probability,
    })),
    inferenceStrength: figures.inferenceStrength,
    fallbackSupport: figures.fallbackSupport,
    reasons: Object.entries(figures.reasons ?? {}).map(([index, text]) => ({
      claimId: CLAIM_IDS[Number(index)] as string,
      text,
    })),
    submittedAt,
  };
}

/** The anonymous group view of a closed round in which Ada (the first member) submitted. */
function groupRound(
  round: number,
  members: readonly MemberFigures[],
  cruxes: DeliberationRound['cruxes'],
): DeliberationRound {
  const strengths = members.map((m) => m.inferenceStrength);
  const fallbacks = members.map((m) => m.fallbackSupport);
  const premises = CLAIM_IDS.map((claimId, index) => ({
    claimId,
    ...quantity(members.map((m) => m.premises[index] as number)),
    reasons: members
      .map((m) => m.reasons?.[index])
      .filter((text): text is string => text !== undefined)
      .sort(),
  }));
  const pCs = members.map((m) => round4(pCOf(m.premises, m.inferenceStrength, m.fallbackSupport)));
  const computeThenPool = pool(pCs);
  const poolThenCompute = round4(
    pCOf(
      premises.map((p) => p.pooled),
      pool(strengths),
      pool(fallbacks),
    ),
  );
  return {
    round,
    submissionCount: members.length,
    premises,
    inferenceStrength: quantity(strengths),
    fallbackSupport: quantity(fallbacks),
    conclusion: {
      values: [...pCs].sort((a, b) => a - b),
      spread: spreadOf(pCs),
      computeThenPool,
      poolThenCompute,
      gap: round4(poolThenCompute - computeThenPool),
    },
    cruxes,
    yourSubmission: ownSubmission(members[0] as MemberFigures, SUBMITTED_AT[round - 1] as string),
    yourPC: pCs[0] as number,
  };
}

export const FIXTURE_ROUND_1 = groupRound(1, ROUND_1, [
  { part: { kind: 'premise', claimId: 'c102' }, share: 0.061 },
  { part: { kind: 'premise', claimId: 'c104' }, share: 0.028 },
  { part: { kind: 'inference' }, share: 0.019 },
  { part: { kind: 'premise', claimId: 'c103' }, share: 0.014 },
  { part: { kind: 'premise', claimId: 'c101' }, share: 0.004 },
]);

export const FIXTURE_ROUND_2 = groupRound(2, ROUND_2, [
  { part: { kind: 'premise', claimId: 'c102' }, share: 0.024 },
  { part: { kind: 'premise', claimId: 'c104' }, share: 0.017 },
  { part: { kind: 'premise', claimId: 'c103' }, share: 0.011 },
  { part: { kind: 'inference' }, share: 0.008 },
  { part: { kind: 'premise', claimId: 'c101' }, share: 0.002 },
]);

export const FIXTURE_ROUND_3 = groupRound(3, ROUND_3, [
  { part: { kind: 'premise', claimId: 'c104' }, share: 0.009 },
  { part: { kind: 'premise', claimId: 'c102' }, share: 0.006 },
  { part: { kind: 'premise', claimId: 'c103' }, share: 0.005 },
  { part: { kind: 'inference' }, share: 0.003 },
  { part: { kind: 'premise', claimId: 'c101' }, share: 0.001 },
]);

const base: Deliberation = {
  id: 7,
  argumentId: 1,
  argumentTitle: 'Remote work',
  pooling: 'linear',
  starterName: 'Grace Hopper',
  startedByYou: false,
  isMember: true,
  status: 'open',
  maxRounds: LIMITS.deliberationRounds,
  openRound: { number: 1, submissionCount: 2, yourSubmission: null },
  memberCount: MEMBERS.length,
  memberNames: MEMBERS,
  rounds: [],
  createdAt: '2026-11-19T08:00:00.000Z',
};

/** Round 1, blind; two of five have submitted, Ada not yet. */
export const ROUND_1_BLIND: Deliberation = base;

/** Round 1, blind; Ada has submitted (her own figures and reason are shown to her). */
export const ROUND_1_SUBMITTED: Deliberation = {
  ...base,
  openRound: {
    number: 1,
    submissionCount: 3,
    yourSubmission: ownSubmission(ROUND_1[0] as MemberFigures, SUBMITTED_AT[0] as string),
  },
};

/** Ada started it; round 1 and nobody has submitted: the round cannot close yet. */
export const STARTER_NOBODY_SUBMITTED: Deliberation = {
  ...base,
  starterName: 'Ada Lovelace',
  startedByYou: true,
  openRound: { number: 1, submissionCount: 0, yourSubmission: null },
};

/** Ada started it; three of five have submitted, Ada among them: she can open round 2. */
export const STARTER_CAN_OPEN: Deliberation = {
  ...ROUND_1_SUBMITTED,
  starterName: 'Ada Lovelace',
  startedByYou: true,
};

/** Round 2 open (one submission so far), round 1's group view shown. */
export const ROUND_2_OPEN: Deliberation = {
  ...base,
  openRound: { number: 2, submissionCount: 1, yourSubmission: null },
  rounds: [FIXTURE_ROUND_1],
};

/** Finished after three rounds: every round's group view and the convergence. */
export const FINISHED: Deliberation = {
  ...base,
  status: 'finished',
  maxRounds: 3,
  openRound: null,
  rounds: [FIXTURE_ROUND_1, FIXTURE_ROUND_2, FIXTURE_ROUND_3],
};

/** Every fixture by name (the schema test parses each). */
export const DELIBERATION_FIXTURES = {
  ROUND_1_BLIND,
  ROUND_1_SUBMITTED,
  STARTER_NOBODY_SUBMITTED,
  STARTER_CAN_OPEN,
  ROUND_2_OPEN,
  FINISHED,
} as const;
