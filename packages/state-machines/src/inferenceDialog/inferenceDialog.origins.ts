import type {
  DialogValueOrigin,
  DialogValueOrigins,
  InferenceDialogContext,
  InferenceDialogTab,
  StoredDialogTabSettings,
} from './inferenceDialog.types';

/**
 * How the dialog's tabs relate. Each tab holds its own values: Fallback its two conditionals,
 * Bayesian its sliders, Truth Table its rows. A change in one tab is carried to the others only
 * where they hold no value the user set:
 *
 * - a value the user set (a slider moved, a row edited, an AI estimate asked for) stays until the
 *   user changes it again, whatever happens in another tab;
 * - a value the user has not set in the dialog (what it opened with: the stored settings or the
 *   defaults; Reset from DB goes back to those) follows another tab, and is then marked as
 *   derived from that tab, so the tab can say so.
 *
 * The origins are saved with the settings (`valueOrigins`), so a reopened dialog keeps them.
 * Stored settings from before origins existed count as not set by the user.
 */
export const NO_USER_VALUES: DialogValueOrigins = {
  pCGivenPremises: 'initial',
  pCGivenNotPremises: 'initial',
  bayesian: 'initial',
  truthTable: 'initial',
};

const ORIGINS: readonly DialogValueOrigin[] = [
  'initial',
  'user',
  'FALLBACK',
  'BAYESIAN',
  'TRUTH_TABLE',
];

const isOrigin = (value: unknown): value is DialogValueOrigin =>
  (ORIGINS as readonly unknown[]).includes(value);

/** The origins stored settings carry (each unreadable one counts as not set by the user). */
export function storedOrigins(
  stored: StoredDialogTabSettings | null | undefined,
): DialogValueOrigins {
  const given = (stored?.valueOrigins ?? {}) as Partial<Record<keyof DialogValueOrigins, unknown>>;
  const read = (key: keyof DialogValueOrigins) => {
    const value = given[key];
    return isOrigin(value) ? value : 'initial';
  };
  return {
    pCGivenPremises: read('pCGivenPremises'),
    pCGivenNotPremises: read('pCGivenNotPremises'),
    bayesian: read('bayesian'),
    truthTable: read('truthTable'),
  };
}

/** The origins the dialog opened with (what Reset from DB and a failed reset go back to). */
export function openingOrigins(
  context: Pick<InferenceDialogContext, 'initialSettings'>,
): DialogValueOrigins {
  return storedOrigins(context.initialSettings);
}

/** Whether the user set this value: then no other tab may change it. */
export function isUserSet(origin: DialogValueOrigin): boolean {
  return origin === 'user';
}

/** The tab a value was derived from, or null when it is the user's, stored or a default. */
export function derivedFrom(origin: DialogValueOrigin): InferenceDialogTab | null {
  return origin === 'FALLBACK' || origin === 'BAYESIAN' || origin === 'TRUTH_TABLE' ? origin : null;
}

/** The origin after another tab offers a value: unchanged if the user set it, else derived. */
export function followed(origin: DialogValueOrigin, from: InferenceDialogTab): DialogValueOrigin {
  return isUserSet(origin) ? origin : from;
}
