/**
 * The default body of an injected actor: machines never call the network themselves, so an
 * actor the app forgot to provide fails loudly with its name.
 */
export function notProvided(actor: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new Error(`The "${actor}" actor was not provided: use machine.provide({ actors })`),
    );
}
