import { selectHasUnsavedReconstruction } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ReconstructionEditorActor } from './useReconstructionEditor';

/**
 * Tells the app whether the editor holds work that is not saved (the machine's
 * `selectHasUnsavedReconstruction`), each time that changes: the host asks before its page is
 * left.
 */
export function useReportUnsavedReconstruction(
  actorRef: ReconstructionEditorActor,
  onChange: ((unsaved: boolean) => void) | undefined,
): void {
  const unsaved = useSelector(actorRef, selectHasUnsavedReconstruction);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    latest.current?.(unsaved);
  }, [unsaved]);
}
