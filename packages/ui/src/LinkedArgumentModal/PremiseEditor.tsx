import type { LinkedArgumentPremise } from '@credence/state-machines';
import { Label, TextArea, TextField } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './LinkedArgumentModal.css';
import { LINKED_ARGUMENT_MODAL_TEXT as T } from './LinkedArgumentModal.text';

/** Props of {@link PremiseEditor}. */
export interface PremiseEditorProps {
  /** The draft's premises, in order. */
  premises: readonly LinkedArgumentPremise[];
  /** Read only (the AI is writing or the save runs: the machine refuses edits then). */
  isDisabled: boolean;
  onChange: (index: number, content: string) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onAdd: () => void;
}

/**
 * The linked argument's premise list: one text area per premise ('Premise 1', …) with move up,
 * move down and remove buttons, and 'Add Premise'. Premise texts (the user's or the AI's) are
 * shown as text in the fields, never as HTML.
 */
export function PremiseEditor({
  premises,
  isDisabled,
  onChange,
  onRemove,
  onMove,
  onAdd,
}: PremiseEditorProps) {
  return (
    <div className={styles.stack}>
      {premises.length === 0 ? <p className={styles.muted}>{T.noPremises}</p> : null}
      <ol className={styles.premiseList} aria-label={T.premiseListLabel}>
        {premises.map((premise, index) => {
          const number = index + 1;
          return (
            // The list only changes through the machine; the index is the premise's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: premises have no id of their own
            <li key={index} className={styles.premiseItem}>
              <TextField
                className={styles.field}
                value={premise.content}
                onChange={(content) => onChange(index, content)}
                isReadOnly={isDisabled}
              >
                <Label className={styles.label}>{T.premiseLabel(number)}</Label>
                <TextArea className={styles.textArea} rows={2} />
              </TextField>
              <div className={styles.premiseActions}>
                <Button
                  variant="secondary"
                  aria-label={T.moveUp(number)}
                  isDisabled={isDisabled || index === 0}
                  onPress={() => onMove(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  aria-label={T.moveDown(number)}
                  isDisabled={isDisabled || index === premises.length - 1}
                  onPress={() => onMove(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="danger"
                  aria-label={T.remove(number)}
                  isDisabled={isDisabled}
                  onPress={() => onRemove(index)}
                >
                  ×
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" isDisabled={isDisabled} onPress={onAdd}>
          {T.addPremise}
        </Button>
      </div>
    </div>
  );
}
