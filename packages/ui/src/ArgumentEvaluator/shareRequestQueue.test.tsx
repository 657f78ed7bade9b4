import { describe, expect, it } from 'vitest';
import type { EvaluatorShareRequest } from '../ShareMenu/forwardEvaluatorShareRequests';
import { createShareRequestQueue } from './shareRequestQueue';

const share: EvaluatorShareRequest = { type: 'share', userArgumentId: 7 };
const visibility: EvaluatorShareRequest = {
  type: 'changeVisibility',
  userArgumentId: 7,
  visibility: 'PUBLIC',
};
const image: EvaluatorShareRequest = { type: 'generateImage', userArgumentId: 7 };

describe('createShareRequestQueue', () => {
  it('keeps requests made while the Share menu loads and hands them over in order', () => {
    const queue = createShareRequestQueue();
    queue.post(share);
    queue.post(visibility);
    const received: EvaluatorShareRequest[] = [];
    queue.attach((request) => received.push(request));
    expect(received).toEqual([share, visibility]);
    queue.post(image);
    expect(received).toEqual([share, visibility, image]);
  });

  it('keeps them again once the menu detaches (e.g. a remount), for the next receiver only', () => {
    const queue = createShareRequestQueue();
    const first: EvaluatorShareRequest[] = [];
    const detach = queue.attach((request) => first.push(request));
    detach();
    queue.post(share);
    expect(first).toEqual([]);
    const second: EvaluatorShareRequest[] = [];
    queue.attach((request) => second.push(request));
    expect(second).toEqual([share]);
  });
});
