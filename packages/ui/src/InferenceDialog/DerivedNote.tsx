import type { InferenceDialogTab } from '@credence/state-machines';
import { Text } from '../Text/Text';
import { INFERENCE_TAB_NAMES } from './tabNames';

/** Props of {@link DerivedNote}. */
export interface DerivedNoteProps {
  /** What is derived, as the sentence's subject, e.g. `'These rows are'`. */
  subject: string;
  /** The tab the values were derived from. */
  from: InferenceDialogTab;
  /** How the user makes the values their own, e.g. `'Edit a row'`. */
  action: string;
}

/**
 * The line under values another tab filled in: where they come from and how to make them one's
 * own. A value the user sets stays when other tabs change (`inferenceDialog.origins.ts`).
 */
export function DerivedNote({ subject, from, action }: DerivedNoteProps) {
  return (
    <Text component="p" size="small" tone="secondary" role="note">
      {`${subject} derived from the ${INFERENCE_TAB_NAMES[from]} tab. ${action} to set your own; a value you set stays when other tabs change.`}
    </Text>
  );
}
