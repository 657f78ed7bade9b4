import { describe, expect, it } from 'vitest';
import { calls } from '../calls';
import { check } from '../validation';
import { LIMITS } from './limits';
import {
  ArgumentNetworkResponse,
  ClaimEquivalenceParams,
  ClaimSearchQuery,
  CreateClaimEquivalenceRequest,
  NETWORK_MESSAGES,
} from './network';
import { UpdateUserSettingsRequest, UserSettings } from './settings';

const messageOf = (schema: Parameters<typeof check>[0], value: unknown) => {
  const result = check(schema, value);
  return result.ok ? null : result.message;
};

describe('claim search', () => {
  it('takes 1 to 200 characters, trimmed', () => {
    expect(ClaimSearchQuery.parse({ q: '  rain ' })).toEqual({ q: 'rain' });
    expect(messageOf(ClaimSearchQuery, { q: 'x'.repeat(LIMITS.claimSearchChars) })).toBeNull();
    expect(messageOf(ClaimSearchQuery, { q: 'x'.repeat(LIMITS.claimSearchChars + 1) })).toBe(
      'q: must be at most 200 characters',
    );
    expect(messageOf(ClaimSearchQuery, { q: '   ' })).toBe('q: Type something to search for');
    expect(messageOf(ClaimSearchQuery, {})).toMatch(/^q: /);
  });

  it('lets the query carry other parameters, as every query does', () => {
    expect(messageOf(calls.searchClaims.query, { q: 'rain', _: '1700000000' })).toBeNull();
  });
});

describe('claim equivalences', () => {
  it('takes two bounded claim ids and nothing else', () => {
    expect(CreateClaimEquivalenceRequest.parse({ claimId: 'a', otherClaimId: 'b' })).toEqual({
      claimId: 'a',
      otherClaimId: 'b',
    });
    expect(messageOf(CreateClaimEquivalenceRequest, { claimId: '', otherClaimId: 'b' })).toBe(
      'claimId: must not be empty',
    );
    expect(
      messageOf(CreateClaimEquivalenceRequest, {
        claimId: 'a',
        otherClaimId: 'x'.repeat(LIMITS.idChars + 1),
      }),
    ).toBe('otherClaimId: must be at most 99 characters');
    expect(
      messageOf(CreateClaimEquivalenceRequest, { claimId: 'a', otherClaimId: 'b', userId: 2 }),
    ).toBe('Unrecognized key: "userId"');
  });

  it('names an equivalence by a positive id in the path', () => {
    expect(ClaimEquivalenceParams.parse({ id: '3' })).toEqual({ id: 3 });
    expect(messageOf(ClaimEquivalenceParams, { id: '0x3' })).toMatch(/^id: /);
  });
});

describe('the network answer', () => {
  it('needs the counts and the truncation flag, and exactly two claims per equivalence', () => {
    const network = {
      rootArgumentId: 1,
      arguments: [],
      links: [],
      equivalences: [{ id: 1, claimIds: ['a', 'b'] }],
      hiddenArguments: 0,
      truncated: false,
    };
    expect(ArgumentNetworkResponse.parse({ network })).toEqual({ network });
    const { truncated: _, ...withoutFlag } = network;
    expect(ArgumentNetworkResponse.safeParse({ network: withoutFlag }).success).toBe(false);
    expect(
      ArgumentNetworkResponse.safeParse({
        network: { ...network, equivalences: [{ id: 1, claimIds: ['a', 'b', 'c'] }] },
      }).success,
    ).toBe(false);
  });

  it('names a loop by the titles from the new link’s source back to it', () => {
    expect(NETWORK_MESSAGES.loop(['A', 'B', 'A'])).toBe('This link would make a loop: A → B → A');
  });
});

describe('the network switch in the settings', () => {
  it('is optional in answers (absent = off) and may be changed alone', () => {
    const settings = {
      detailLevel: 'basic',
      conviction: 0.5,
      constraintResolutionMode: 'coherentist',
    };
    expect(UserSettings.parse(settings)).toEqual(settings);
    expect(UserSettings.parse({ ...settings, networkView: true }).networkView).toBe(true);
    // A change of the switch alone changes nothing else (no defaults fill the other fields).
    expect(UpdateUserSettingsRequest.parse({ networkView: true })).toEqual({ networkView: true });
    expect(UpdateUserSettingsRequest.parse({ detailLevel: 'basic' })).toEqual({
      detailLevel: 'basic',
    });
    expect(messageOf(UpdateUserSettingsRequest, { networkView: 'yes' })).toMatch(/^networkView: /);
  });
});
