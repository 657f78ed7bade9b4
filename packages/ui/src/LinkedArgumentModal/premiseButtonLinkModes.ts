import type { LinkedArgumentMode } from '@credence/state-machines';

/**
 * Which mode each of a premise's buttons opens (evaluator spec §2: "objection / clarification
 * buttons"; the modal "creates an Objection (mode refute) or a Supporting Argument (mode
 * support)"). The spec pairs the two buttons with the two modes: Objection → `refute`,
 * Clarification → `support` (a Supporting Argument, saved with the title prefix 'Motivating: ').
 */
export const PREMISE_BUTTON_LINK_MODES = {
  objection: 'refute',
  clarification: 'support',
} as const satisfies Record<string, LinkedArgumentMode>;
