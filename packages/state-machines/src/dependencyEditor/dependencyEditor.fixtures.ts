import { type AnyActorLogic, createActor } from 'xstate';
import { dependencyEditorMachine } from './dependencyEditor.machine';
import type { DependencyEditorEmitted, DependencyEditorInput } from './dependencyEditor.types';

/** Three premises used by the tests. */
export const PREMISES = [
  { id: 'p1', content: 'It rains' },
  { id: 'p2', content: 'The ground is wet' },
  { id: 'p3', content: 'The game is cancelled' },
];

/** Test-only: starts the editor with fake actors and records what it emits. */
export function startEditor(
  input: Partial<DependencyEditorInput> = {},
  actors: Record<string, AnyActorLogic> = {},
) {
  const machine = dependencyEditorMachine.provide({ actors } as Parameters<
    typeof dependencyEditorMachine.provide
  >[0]);
  const actor = createActor(machine, {
    input: { argumentId: null, premises: PREMISES, ...input },
  });
  const emitted: DependencyEditorEmitted[] = [];
  actor.on('dependency-changed', (event) => emitted.push(event));
  actor.on('dependency-deleted', (event) => emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const value = () => actor.getSnapshot().value;
  return { actor, emitted, context, value };
}
