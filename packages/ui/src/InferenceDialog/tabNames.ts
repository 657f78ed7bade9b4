import type { InferenceDialogTab } from '@credence/state-machines';

/** The dialog's tab names (the spec's), shared by the tab bar and the tabs that name each other. */
export const INFERENCE_TAB_NAMES = {
  FALLBACK: 'Fallback Support',
  BAYESIAN: 'Bayesian Network',
  TRUTH_TABLE: 'Truth Table',
  DEMONSTRATION: 'Demonstration',
} as const satisfies Record<InferenceDialogTab, string>;
