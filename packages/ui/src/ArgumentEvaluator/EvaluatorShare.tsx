import type { EvaluatorSnapshot } from '@credence/state-machines';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { forwardEvaluatorShareRequests } from '../ShareMenu/forwardEvaluatorShareRequests';
import { ShareMenu } from '../ShareMenu/ShareMenu';
import { useShareMenu } from '../ShareMenu/useShareMenu';
import { useArgumentEvaluator } from './ArgumentEvaluatorProvider';

/** Props of {@link EvaluatorShare}. */
export interface EvaluatorShareProps {
  snapshot: EvaluatorSnapshot;
  /** The evaluator's action bar: the Share menu opens above it. */
  children: ReactNode;
}

/**
 * The Share menu as the evaluator opens it: Share makes the evaluator check that the evaluation
 * is saved, and its `share` request opens the menu above the action bar. The share machine lives
 * as long as the screen (it keeps the visibility its own calls confirmed).
 */
export function EvaluatorShare({ snapshot, children }: EvaluatorShareProps) {
  const evaluator = useArgumentEvaluator();
  const { context } = snapshot;
  const share = useShareMenu({
    argumentId: context.argumentId,
    title: context.argument?.title ?? '',
    visibility: context.argument?.visibility,
  });
  const [isOpen, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(
    () => forwardEvaluatorShareRequests(evaluator, share, { onShare: () => setOpen(true) }),
    [evaluator, share],
  );
  return (
    <>
      <div ref={anchor}>{children}</div>
      <ShareMenu actorRef={share} isOpen={isOpen} onOpenChange={setOpen} triggerRef={anchor} />
    </>
  );
}
