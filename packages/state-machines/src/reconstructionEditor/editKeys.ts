/**
 * The edit event for a key pressed in a premise or conclusion field: Enter saves
 * ('COMMIT_EDIT'), Escape cancels ('CANCEL_EDIT'), Shift+Enter returns null so the field inserts
 * its newline (then reported with CHANGE_DRAFT), as does any other key.
 */
export function editKeyEvent(key: {
  key: string;
  shiftKey: boolean;
}): 'COMMIT_EDIT' | 'CANCEL_EDIT' | null {
  if (key.key === 'Escape') return 'CANCEL_EDIT';
  if (key.key === 'Enter' && !key.shiftKey) return 'COMMIT_EDIT';
  return null;
}
