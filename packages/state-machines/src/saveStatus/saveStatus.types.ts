/** What a save (or reset) reports while it runs. */
export type SaveStatusValue = 'idle' | 'saving' | 'resetting' | 'success' | 'error';

/** Context of {@link saveStatusMachine}. */
export interface SaveStatusContext {
  /** The error message of the last failure, shown with the error icon. */
  error: string | null;
}

/** Events of {@link saveStatusMachine}. */
export type SaveStatusEvent = { type: 'SAVE' } | { type: 'RESET' };

/** Input of the `save` and `reset` actors: nothing; the caller closes over what it saves. */
export type SaveStatusInput = Record<string, never>;
