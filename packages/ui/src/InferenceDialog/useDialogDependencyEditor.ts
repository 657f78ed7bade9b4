import {
  type DependencyEditorEmitted,
  type InferenceDialogContext,
  mutableDependencies,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type DependencyEditorActor,
  useDependencyEditor,
} from '../DependencyEditor/useDependencyEditor';
import type { InferenceDialogActor } from './inferenceDialogActor';

/** The premise credences the dialog knows (the editor takes 0.5 for the others). */
function credences(premises: InferenceDialogContext['premises']): Record<string, number> {
  const known: Record<string, number> = {};
  for (const premise of premises) {
    if (typeof premise.probability === 'number') known[premise.id] = premise.probability;
  }
  return known;
}

/**
 * Passes one event of the dependency editor to the dialog machine. Both carry the whole graph
 * after the change, which becomes the dialog's (`DEPENDENCIES_CHANGED`: the dialog recalculates
 * the active tab). A deletion that took a premise's last parent is first told to the dialog as
 * `ANTECEDENT_REMOVED`, so the dialog emits its `dependency-graph-changed` broadcast (spec §4
 * "Removing the last antecedent…"); the graph that follows keeps the editor's exact result (the
 * editor removes one antecedent, `p1` or `~p1`, where `ANTECEDENT_REMOVED` drops both).
 */
export function forwardEditorEvent(dialog: InferenceDialogActor, event: DependencyEditorEmitted) {
  if (event.type === 'dependency-deleted') {
    const before = dialog.getSnapshot().context.settings.dependencies[event.targetId] ?? [];
    const lostLastParent = before.length > 0 && !(event.targetId in event.dependencies);
    if (lostLastParent) {
      dialog.send({
        type: 'ANTECEDENT_REMOVED',
        premiseId: event.targetId,
        antecedentId: event.sourceId,
      });
    }
  }
  dialog.send({
    type: 'DEPENDENCIES_CHANGED',
    dependencies: mutableDependencies(event.dependencies),
    premiseConditionals: { ...event.premiseConditionals },
  });
}

/**
 * Runs the Premise Dependencies editor (`useDependencyEditor`) for the Inference Evaluation
 * dialog: on the dialog's argument id, premises (texts and credences), external claims and
 * dependencies, its changes passed back to the dialog machine by {@link forwardEditorEvent}.
 *
 * The editor starts from the dependencies the dialog holds when this hook mounts and then loads
 * the argument's stored ones itself (the same server read as the dialog's opening refresh).
 * `overriddenClaimIds` marks the premises whose dependencies a dialectical relationship
 * overrides.
 *
 * Mount it once per dialog opening — `InferenceDialog` does, above its tabs (react-aria unmounts
 * the panels of unselected tabs), and hands the actor to each tab as `dependencyEditorRef`.
 */
export function useDialogDependencyEditor(
  dialog: InferenceDialogActor,
  overriddenClaimIds?: readonly string[],
): DependencyEditorActor {
  const argumentId = useSelector(dialog, (s) => s.context.argumentId);
  const premises = useSelector(dialog, (s) => s.context.premises);
  const externalClaims = useSelector(dialog, (s) => s.context.externalClaims);
  const dependencies = useSelector(dialog, (s) => s.context.settings.dependencies);
  const premiseConditionals = useSelector(dialog, (s) => s.context.settings.premiseConditionals);
  const claims = useMemo(
    () => premises.map(({ id, content }) => ({ id, content: content ?? '' })),
    [premises],
  );
  const premiseProbabilities = useMemo(() => credences(premises), [premises]);
  return useDependencyEditor({
    argumentId,
    premises: claims,
    premiseProbabilities,
    externalClaims,
    dependencies,
    premiseConditionals,
    overriddenClaimIds,
    onEvent: (event) => forwardEditorEvent(dialog, event),
  });
}
