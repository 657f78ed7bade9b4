import { describe, expect, it } from 'vitest';
import {
  SHARE_PLATFORMS,
  sharedArgumentUrl,
  shareImageFileName,
  sharePrefilledMessage,
  socialShareUrl,
} from './share.links';
import {
  shareImageFailureMessage,
  shareLinkCopiedForMessage,
  shareVisibilityChangedMessage,
  shareVisibilityHint,
} from './share.messages';

const content = { url: 'https://credence.test/argument/shared/tok', title: 'God & evil' };
const url = encodeURIComponent(content.url);
const message = encodeURIComponent('Check out this argument on Credence: "God & evil"');

describe('share links', () => {
  it('builds the public link from the origin', () => {
    expect(sharedArgumentUrl('https://credence.test', 'tok')).toBe(content.url);
    expect(sharedArgumentUrl('https://credence.test/', 'tok')).toBe(content.url);
  });

  it('writes the prefilled message', () => {
    expect(sharePrefilledMessage('  God & evil ')).toBe(
      'Check out this argument on Credence: "God & evil"',
    );
    expect(sharePrefilledMessage(' ')).toBe('Check out this argument on Credence');
  });

  it('builds each platform URL with the prefilled message', () => {
    expect(SHARE_PLATFORMS).toEqual([
      'facebook',
      'twitter',
      'linkedin',
      'reddit',
      'whatsapp',
      'telegram',
      'email',
    ]);
    expect(socialShareUrl('facebook', content)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${message}`,
    );
    expect(socialShareUrl('twitter', content)).toBe(
      `https://twitter.com/intent/tweet?text=${message}&url=${url}`,
    );
    expect(socialShareUrl('linkedin', content)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    expect(socialShareUrl('reddit', content)).toBe(
      `https://www.reddit.com/submit?url=${url}&title=God%20%26%20evil`,
    );
    const withLink = encodeURIComponent(
      `Check out this argument on Credence: "God & evil" ${content.url}`,
    );
    expect(socialShareUrl('whatsapp', content)).toBe(`https://wa.me/?text=${withLink}`);
    expect(socialShareUrl('whatsapp', content, { isMobile: true })).toBe(
      `whatsapp://send?text=${withLink}`,
    );
    expect(socialShareUrl('telegram', content)).toBe(
      `https://t.me/share/url?url=${url}&text=${message}`,
    );
    expect(socialShareUrl('telegram', content, { isMobile: true })).toBe(
      `tg://msg_url?url=${url}&text=${message}`,
    );
    expect(socialShareUrl('email', content)).toBe(
      `mailto:?subject=God%20%26%20evil&body=${encodeURIComponent(`Check out this argument on Credence: "God & evil"\n\n${content.url}`)}`,
    );
  });

  it('names the image file after the title', () => {
    expect(shareImageFileName('God & evil: a reply?')).toBe('God___evil__a_reply__argument.svg');
    expect(shareImageFileName('Plain42')).toBe('Plain42_argument.svg');
  });
});

describe('share messages', () => {
  it('lower-cases the visibility and gives the hints', () => {
    expect(shareVisibilityChangedMessage('PUBLIC')).toBe('Argument is now public');
    expect(shareVisibilityChangedMessage('FRIENDS_ONLY')).toBe('Argument is now friends only');
    expect(shareVisibilityChangedMessage('PRIVATE')).toBe('Argument is now private');
    expect(shareVisibilityHint('PUBLIC')).toBe('Anyone with the link can view this argument');
    expect(shareVisibilityHint('FRIENDS_ONLY')).toBe('Only your friends can view this argument');
    expect(shareVisibilityHint('PRIVATE')).toBeNull();
  });

  it('writes the failure and fallback texts', () => {
    expect(shareImageFailureMessage()).toBe('Failed to generate image');
    expect(shareImageFailureMessage('Renderer crashed')).toBe('Renderer crashed');
    expect(shareImageFailureMessage('Renderer crashed', 'out of memory')).toBe(
      'Renderer crashed: out of memory',
    );
    expect(shareImageFailureMessage(undefined, 'out of memory')).toBe(
      'Failed to generate image: out of memory',
    );
    expect(shareLinkCopiedForMessage('Reddit')).toBe(
      'Share link copied to clipboard! You can paste it on Reddit',
    );
  });
});
