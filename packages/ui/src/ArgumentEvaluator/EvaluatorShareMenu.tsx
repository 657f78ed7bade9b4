import type { EvaluatorSnapshot } from '@credence/state-machines';
import { type RefObject, useEffect, useState } from 'react';
import { applyEvaluatorShareRequest } from '../ShareMenu/forwardEvaluatorShareRequests';
import { ShareMenu } from '../ShareMenu/ShareMenu';
import { useShareMenu } from '../ShareMenu/useShareMenu';
import type { ShareRequestQueue } from './shareRequestQueue';

/** Props of {@link EvaluatorShareMenu}. */
export interface EvaluatorShareMenuProps {
  snapshot: EvaluatorSnapshot;
  /** The evaluator's sharing requests, from the first one on. */
  requests: ShareRequestQueue;
  /** The action bar the menu opens above. */
  triggerRef: RefObject<Element | null>;
}

/**
 * The Share menu and its machine, as the evaluator runs them once sharing was first asked for
 * (loaded on demand by `EvaluatorShare`). The share machine then lives as long as the screen: it
 * keeps the visibility its own calls confirmed.
 */
export function EvaluatorShareMenu({ snapshot, requests, triggerRef }: EvaluatorShareMenuProps) {
  const { context } = snapshot;
  const share = useShareMenu({
    argumentId: context.argumentId,
    title: context.argument?.title ?? '',
    visibility: context.argument?.visibility,
  });
  const [isOpen, setOpen] = useState(false);
  useEffect(
    () =>
      requests.attach((request) =>
        applyEvaluatorShareRequest(share, request, { onShare: () => setOpen(true) }),
      ),
    [requests, share],
  );
  return (
    <ShareMenu actorRef={share} isOpen={isOpen} onOpenChange={setOpen} triggerRef={triggerRef} />
  );
}
