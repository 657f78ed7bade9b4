import { formatFormula, parseFormula } from '@credence/engine';
import type { CounterexampleMode } from '@credence/state-machines';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './CounterexampleModal.css';
import { COUNTEREXAMPLE_MODAL_TEXT as T } from './CounterexampleModal.text';

/** A symbol button: what it inserts and its name. */
interface FormulaSymbol {
  symbol: string;
  name: string;
}

const CONNECTIVES: readonly FormulaSymbol[] = [
  { symbol: '¬', name: 'not' },
  { symbol: '∧', name: 'and' },
  { symbol: '∨', name: 'or' },
  { symbol: '→', name: 'implies' },
  { symbol: '↔', name: 'if and only if' },
  { symbol: '(', name: 'left parenthesis' },
  { symbol: ')', name: 'right parenthesis' },
];

const QUANTIFIERS: readonly FormulaSymbol[] = [
  { symbol: '∀', name: 'for all' },
  { symbol: '∃', name: 'there exists' },
];

/** What the engine's parser makes of a formula, for the line under the field. */
export type FormulaCheck =
  | { kind: 'empty' }
  | { kind: 'ok'; formatted: string }
  | { kind: 'error'; message: string };

/** Reads a formula with `@credence/engine`'s parser in the modal's logic. */
export function checkFormula(text: string, mode: CounterexampleMode): FormulaCheck {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseFormula(text, { system: mode });
  return parsed.ok
    ? { kind: 'ok', formatted: formatFormula(parsed.formula) }
    : { kind: 'error', message: parsed.error.message };
}

/** Props of {@link FormulaField}. */
export interface FormulaFieldProps {
  /** Names the claim, e.g. 'Premise 1': the field is 'Regimented form of Premise 1'. */
  claimLabel: string;
  value: string;
  mode: CounterexampleMode;
  /** Read only while a regimentation is being generated. */
  isDisabled: boolean;
  onChange: (value: string) => void;
}

/**
 * A regimented formula: a text field, symbol buttons that insert a connective (and, in predicate
 * logic, a quantifier) at the cursor, and what the engine's parser reads — the formula in
 * standard notation, or the parse error naming its position.
 */
export function FormulaField({ claimLabel, value, mode, isDisabled, onChange }: FormulaFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const statusId = useId();
  const check = checkFormula(value, mode);
  const symbols = mode === 'predicate' ? [...CONNECTIVES, ...QUANTIFIERS] : CONNECTIVES;

  useLayoutEffect(() => {
    // After a symbol is inserted the value changes through the machine; put the caret after it.
    const input = inputRef.current;
    if (caret.current === null || !input) return;
    input.focus();
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const insert = (symbol: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    caret.current = start + symbol.length;
    onChange(value.slice(0, start) + symbol + value.slice(end));
  };

  return (
    <div className={styles.formulaField}>
      <input
        ref={inputRef}
        className={styles.formulaInput}
        aria-label={T.formulaLabel(claimLabel)}
        aria-describedby={statusId}
        aria-invalid={check.kind === 'error' || undefined}
        value={value}
        disabled={isDisabled}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <fieldset className={styles.symbols} aria-label={T.symbolsLabel(claimLabel)}>
        {symbols.map(({ symbol, name }) => (
          <AriaButton
            key={symbol}
            className={styles.symbolButton}
            aria-label={T.insertSymbol(name, symbol)}
            isDisabled={isDisabled}
            onPress={() => insert(symbol)}
          >
            {symbol}
          </AriaButton>
        ))}
      </fieldset>
      <p
        id={statusId}
        className={check.kind === 'error' ? styles.formulaError : styles.formulaStatus}
      >
        {check.kind === 'empty' ? T.emptyFormula : null}
        {check.kind === 'ok' ? `${T.readsAs} ${check.formatted}` : null}
        {check.kind === 'error' ? check.message : null}
      </p>
    </div>
  );
}
