import type { SyntheticEvent } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
} from 'react-aria-components';
import { Box } from '../Box/Box';
import { button } from '../Button/Button.css';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { visuallyHidden } from '../theme/shared.css';
import { RECONSTRUCTION_EDITOR_TEXT as T } from './ReconstructionEditor.text';

/** Props of {@link ClaimLogicField}. */
export interface ClaimLogicFieldProps {
  /** The claim's name: 'P1', 'Conclusion'. */
  name: string;
  /** Its formula; `''` for none. */
  formula: string;
  /** Why the formula cannot be read (the parser's message), or null. */
  error: string | null;
  /** Read only, e.g. for a locked claim or while the editor is busy. */
  isReadOnly: boolean;
  /** Each edit of the formula (the machine's SET_FORMULA). */
  onChange: (formula: string) => void;
}

/** Keys and presses in the field are the field's, not the premise list's (type-ahead, drag). */
const keepInField = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A claim's optional "Logic" field: closed, a "Logic: p → q" button (the claim's name for
 * assistive technology in front); open, the formula in the engine's syntax (`parseFormula`:
 * ¬ ∧ ∨ → ↔ or ~ & | -> <->, ∀x ∃x, F(a)), the parser's message as its error.
 */
export function ClaimLogicField({
  name,
  formula,
  error,
  isReadOnly,
  onChange,
}: ClaimLogicFieldProps) {
  return (
    <AriaDisclosure>
      {({ isExpanded }) => (
        <Stack space="xxsmall">
          <Box>
            <AriaButton slot="trigger" className={button({ tone: 'ghost', size: 'compact' })}>
              <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
              <span className={visuallyHidden}>{`${name} `}</span>
              {`${T.logic}: `}
              <Box component="code" fontFamily="mono" overflowWrap="anywhere">
                {formula.trim() === '' ? T.noFormula : formula}
              </Box>
              {error === null ? null : (
                <>
                  <span aria-hidden="true">⚠</span>
                  <span className={visuallyHidden}>{` (${T.formulaUnreadable})`}</span>
                </>
              )}
            </AriaButton>
          </Box>
          <DisclosurePanel>
            {/* Stops the field's keys and presses from reaching the list row. */}
            <Box onKeyDown={keepInField} onKeyUp={keepInField} onPointerDown={keepInField}>
              <TextField
                label={T.formulaLabel(name)}
                value={formula}
                onChange={onChange}
                description={formula.trim() === '' ? T.formulaEmpty : T.formulaHint}
                errorMessage={error ?? undefined}
                isReadOnly={isReadOnly}
                mono
                size="small"
              />
            </Box>
          </DisclosurePanel>
        </Stack>
      )}
    </AriaDisclosure>
  );
}
