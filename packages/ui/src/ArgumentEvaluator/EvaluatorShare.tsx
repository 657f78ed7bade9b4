import type { EvaluatorSnapshot } from '@credence/state-machines';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { PrefetchOnIntent } from '../lazy/PrefetchOnIntent';
import { onEvaluatorShareRequests } from '../ShareMenu/forwardEvaluatorShareRequests';
import { useArgumentEvaluator } from './ArgumentEvaluatorProvider';
import { evaluatorLazyParts } from './evaluatorLazyParts';
import { createShareRequestQueue } from './shareRequestQueue';

const { shareMenu: LazyShareMenu } = evaluatorLazyParts;

/** Props of {@link EvaluatorShare}. */
export interface EvaluatorShareProps {
  snapshot: EvaluatorSnapshot;
  /** The evaluator's action bar: the Share menu opens above it. */
  children: ReactNode;
}

/**
 * The Share menu as the evaluator opens it: Share makes the evaluator check that the evaluation
 * is saved, and its `share` request opens the menu above the action bar. The menu, its machine
 * and react-aria's overlays load with the first sharing request (prefetched when the pointer or
 * focus reaches the action bar); requests made meanwhile wait for it.
 */
export function EvaluatorShare({ snapshot, children }: EvaluatorShareProps) {
  const evaluator = useArgumentEvaluator();
  const [requests] = useState(createShareRequestQueue);
  const [requested, setRequested] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      onEvaluatorShareRequests(evaluator, (request) => {
        requests.post(request);
        setRequested(true);
      }),
    [evaluator, requests],
  );
  return (
    <>
      <div ref={anchor}>
        <PrefetchOnIntent prefetch={LazyShareMenu.preload}>{children}</PrefetchOnIntent>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <LazyShareMenu snapshot={snapshot} requests={requests} triggerRef={anchor} />
        </Suspense>
      ) : null}
    </>
  );
}
