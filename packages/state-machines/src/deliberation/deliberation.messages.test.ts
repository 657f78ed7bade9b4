import { CredenceApiError } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { deliberationFailureMessage } from './deliberation.failure';
import { closedRound, PREMISE_IDS } from './deliberation.fixtures';
import {
  blindNotice,
  convergenceSentence,
  cruxPartLabel,
  cruxSentence,
  DELIBERATION_LABELS,
  finishedNotice,
  gapSentence,
  roundClosedNotice,
  submittedNotice,
  waitingSentence,
} from './deliberation.messages';
import type { DeliberationCrux, DeliberationRound } from './deliberation.types';

const label = (part: DeliberationCrux['part']) => cruxPartLabel(part, PREMISE_IDS);
const premise = (claimId: string, share: number): DeliberationCrux => ({
  part: { kind: 'premise', claimId },
  share,
});
const inference = (share: number): DeliberationCrux => ({ part: { kind: 'inference' }, share });

describe('DELIBERATION_LABELS', () => {
  it('names the buttons by round', () => {
    expect(DELIBERATION_LABELS.submit(1)).toBe('Submit to round 1');
    expect(DELIBERATION_LABELS.resubmit(2)).toBe('Replace your round 2 submission');
    expect(DELIBERATION_LABELS.openNextRound(3)).toBe('Close round 2 and open round 3');
    expect(DELIBERATION_LABELS.closeLast(5)).toBe('Close round 5 and finish');
    expect(DELIBERATION_LABELS.refresh).toBe('Refresh');
    expect(DELIBERATION_LABELS.delete).toBe('Delete deliberation');
  });
});

describe('notices', () => {
  it('blindNotice says each member sees only their own figures', () => {
    expect(blindNotice(1)).toBe(
      'Round 1 is blind: until it closes, each member sees only their own figures.',
    );
  });

  it('waitingSentence agrees in number', () => {
    expect(waitingSentence(2, 3, 1)).toBe('2 of 3 members have submitted to round 1.');
    expect(waitingSentence(1, 3, 2)).toBe('1 of 3 members has submitted to round 2.');
    expect(waitingSentence(0, 3, 1)).toBe('0 of 3 members have submitted to round 1.');
    expect(waitingSentence(1, 1, 1)).toBe('1 of 1 member has submitted to round 1.');
  });

  it('submittedNotice, roundClosedNotice and finishedNotice', () => {
    expect(submittedNotice(1, false)).toBe('Your round 1 submission is in.');
    expect(submittedNotice(1, true)).toBe('Your round 1 submission was replaced.');
    expect(roundClosedNotice(1, 2)).toBe('Round 1 is closed; round 2 is open.');
    expect(roundClosedNotice(5, null)).toBe('Round 5 is closed: the deliberation is finished.');
    expect(finishedNotice(5)).toBe('Finished after 5 rounds.');
    expect(finishedNotice(1)).toBe('Finished after 1 round.');
  });
});

describe('gapSentence', () => {
  const round = closedRound(1, 0.3);
  const withGap = (computeThenPool: number, poolThenCompute: number): DeliberationRound => ({
    ...round,
    conclusion: {
      ...round.conclusion,
      computeThenPool,
      poolThenCompute,
      gap: poolThenCompute - computeThenPool,
    },
  });

  it('gives both values, the gap in points and why they differ', () => {
    expect(gapSentence(withGap(0.47, 0.523), 'logarithmic')).toBe(
      "Pooling everyone's P(C) gives 47.0%; computing P(C) from the pooled premises and inference settings gives 52.3% (logarithmic pooling): 5.3 points apart, because P(C) is not linear in the premises (it multiplies them) and logarithmic pooling is not an average, so pooling before computing differs from pooling after.",
    );
    expect(gapSentence(withGap(0.6, 0.55), 'linear')).toBe(
      "Pooling everyone's P(C) gives 60.0%; computing P(C) from the pooled premises and inference settings gives 55.0% (linear pooling): 5.0 points apart, because P(C) is not linear in the premises (it multiplies them), so averaging before computing differs from averaging after.",
    );
    expect(gapSentence(withGap(0.4, 0.45), 'median')).toContain('(the median): 5.0 points apart');
  });

  it('says the gap between the figures as shown, never 0.0 points between two that differ', () => {
    expect(gapSentence(withGap(0.33045, 0.33055), 'logarithmic')).toContain(
      'gives 33.0%; computing P(C) from the pooled premises and inference settings gives 33.1% (logarithmic pooling): 0.1 points apart',
    );
  });

  it('says both give the same value when they agree to one decimal', () => {
    expect(gapSentence(withGap(0.47, 0.4701), 'median')).toBe(
      "Pooling everyone's P(C) and computing P(C) from the pooled figures both give 47.0% (the median).",
    );
  });
});

describe('cruxSentence', () => {
  it('names the part carrying most of the disagreement', () => {
    expect(
      cruxSentence([premise('c102', 0.12), inference(0.03), premise('c101', 0.01)], label),
    ).toBe('Most of the disagreement about the conclusion comes from premise 2.');
  });

  it('names the top two when together they carry most of it', () => {
    expect(cruxSentence([premise('c101', 0.3), inference(0.25), premise('c102', 0.2)], label)).toBe(
      'The disagreement about the conclusion comes mostly from premise 1 and the inference settings.',
    );
  });

  it('says the disagreement is spread when even the top two carry half or less', () => {
    const even = [premise('c101', 0.1), premise('c102', 0.1), inference(0.1), premise('c9', 0.1)];
    expect(cruxSentence(even, label)).toBe(
      'The disagreement about the conclusion is spread over several parts; the largest share comes from premise 1.',
    );
  });

  it('ranks the cruxes itself, handles agreement and no cruxes', () => {
    expect(cruxSentence([inference(0.01), premise('c102', 0.2)], label)).toContain('premise 2');
    expect(cruxSentence([premise('c101', 0), inference(0)], label)).toBe(
      'Every member gives the conclusion the same probability.',
    );
    expect(cruxSentence([], label)).toBeNull();
  });

  it('cruxPartLabel names premises by position, the inference, else the claim id', () => {
    expect(label({ kind: 'premise', claimId: 'c101' })).toBe('premise 1');
    expect(label({ kind: 'inference' })).toBe('the inference settings');
    expect(label({ kind: 'premise', claimId: 'c999' })).toBe('c999');
  });
});

describe('convergenceSentence', () => {
  it('says whether the spread narrowed, widened or stayed, to two decimals', () => {
    expect(convergenceSentence({ from: 1, to: 2, iqrBefore: 0.4, iqrAfter: 0.12 })).toBe(
      'The spread of P(C) narrowed from 0.40 to 0.12 (IQR) between round 1 and round 2.',
    );
    expect(
      convergenceSentence({ from: 2, to: 3, iqrBefore: 0.1, iqrAfter: 0.2 }, 'premise 2'),
    ).toBe('The spread of premise 2 widened from 0.10 to 0.20 (IQR) between round 2 and round 3.');
    expect(convergenceSentence({ from: 3, to: 4, iqrBefore: 0.121, iqrAfter: 0.118 })).toBe(
      'The spread of P(C) stayed at 0.12 (IQR) between round 3 and round 4.',
    );
  });
});

describe('deliberationFailureMessage', () => {
  it('prefers the server’s text, then the offline text, then the fallback', () => {
    const refused = new CredenceApiError('This deliberation is finished', {
      kind: 'http',
      status: 409,
      statusText: 'Conflict',
      body: { error: 'This deliberation is finished' },
    });
    expect(deliberationFailureMessage(refused, 'fallback')).toBe('This deliberation is finished');
    expect(deliberationFailureMessage(new TypeError('fetch failed'), 'fallback')).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    const noText = { body: { error: '  ' } };
    expect(deliberationFailureMessage(noText, 'fallback')).toBe('fallback');
    expect(deliberationFailureMessage({ body: 'text' }, 'fallback')).toBe('fallback');
    expect(deliberationFailureMessage(null, 'fallback')).toBe('fallback');
  });
});
