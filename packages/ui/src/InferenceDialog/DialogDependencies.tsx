import { DependencyCard } from '../DependencyEditor/DependencyCard';
import type { DependencyEditorActor } from '../DependencyEditor/useDependencyEditor';
import type { InferenceDialogActor } from './inferenceDialogActor';
import { useDialogDependencyEditor } from './useDialogDependencyEditor';

/** Props of {@link DialogDependencies}. */
export interface DialogDependenciesProps {
  /** The dialog's machine. */
  actorRef: InferenceDialogActor;
  /**
   * The dialog's dependency editor (`useDialogDependencyEditor`, run once per opening by
   * `InferenceDialog`). Absent (a tab shown on its own): this card runs its own while mounted.
   */
  dependencyEditorRef?: DependencyEditorActor;
}

/**
 * The 'Configure Premise Dependencies' card of the dialog's Fallback, Bayesian and Truth Table
 * tabs (collapsible, '{n} configured', 'What are dependencies?', the editor). Its changes reach
 * the dialog machine as `DEPENDENCIES_CHANGED` (see `forwardEditorEvent`), so the tab's results
 * follow.
 */
export function DialogDependencies({ actorRef, dependencyEditorRef }: DialogDependenciesProps) {
  return dependencyEditorRef ? (
    <DependencyCard actorRef={dependencyEditorRef} />
  ) : (
    <OwnDependencyCard actorRef={actorRef} />
  );
}

/** The card with an editor of its own (one per mount). */
function OwnDependencyCard({ actorRef }: { actorRef: InferenceDialogActor }) {
  const editorRef = useDialogDependencyEditor(actorRef);
  return <DependencyCard actorRef={editorRef} />;
}
