import { type EventObject, fromPromise, type PromiseActorLogic } from 'xstate';

/** What `fromPromise` hands a promise creator: the input, the abort signal, the actor. */
type PromiseCreatorArgs<TInput, TEmitted extends EventObject> = Parameters<
  Parameters<typeof fromPromise<unknown, TInput, TEmitted>>[0]
>[0];

/**
 * `fromPromise` for a call to the server: once the actor's `signal` aborts (the actor was
 * stopped), the call's answer or error is dropped instead of delivered.
 *
 * XState delivers a promise's outcome whenever its actor is active, and React's StrictMode
 * (development) stops and restarts an actor in place (@xstate/react rehydrates the same actor
 * ref): without this, the aborted first call's AbortError reached the restarted machine, and the
 * evaluator showed "Error: signal is aborted without reason" in every app using StrictMode.
 */
export function fromCall<TOutput, TInput, TEmitted extends EventObject = EventObject>(
  creator: (args: PromiseCreatorArgs<TInput, TEmitted>) => PromiseLike<TOutput>,
): PromiseActorLogic<TOutput, TInput, TEmitted> {
  return fromPromise<TOutput, TInput, TEmitted>(
    (args) =>
      new Promise<TOutput>((resolve, reject) => {
        Promise.resolve(creator(args)).then(
          (output) => {
            if (!args.signal.aborted) resolve(output);
          },
          (error: unknown) => {
            if (!args.signal.aborted) reject(error);
          },
        );
      }),
  );
}
