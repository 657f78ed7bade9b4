import { modelPickerActorsFromClient, modelPickerMachine } from '@credence/state-machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';

/** The running model picker machine (`modelPickerMachine` from `@credence/state-machines`). */
export type ModelPickerActor = ActorRefFrom<typeof modelPickerMachine>;

/** Options of {@link useModelPicker}. */
export interface UseModelPickerOptions {
  /** The model selected at first; default `DEFAULT_AI_MODEL` ('gpt-4o-mini'). */
  initialModelId?: string;
  /** Called with the model's id each time the user picks one. */
  onSelect?: (modelId: string) => void;
}

/**
 * Runs one `modelPickerMachine` on the nearest `CredenceProvider`'s client: it loads GET
 * /api/models at once (the built-in five when that fails, silently) and reports each pick to
 * `onSelect`. The latest `onSelect` is always the one called, so callers need not memoise it.
 */
export function useModelPicker({
  initialModelId,
  onSelect,
}: UseModelPickerOptions = {}): ModelPickerActor {
  const { client } = useCredence();
  const machine = useMemo(
    () => modelPickerMachine.provide({ actors: modelPickerActorsFromClient(client) }),
    [client],
  );
  const actorRef = useActorRef(machine, {
    input: initialModelId === undefined ? {} : { selectedModelId: initialModelId },
  });
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  useEffect(() => {
    // Subscribed in an effect (not at creation) so Strict Mode's second run does not double it.
    const subscription = actorRef.on('modelSelected', ({ modelId }) =>
      onSelectRef.current?.(modelId),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return actorRef;
}
