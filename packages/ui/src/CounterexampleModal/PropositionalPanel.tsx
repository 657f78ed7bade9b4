import {
  type CounterexampleTruthTableRow,
  currentTruthTableRow,
  counterexampleMessages as M,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { ToggleButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './CounterexampleModal.css';
import { COUNTEREXAMPLE_MODAL_TEXT as T } from './CounterexampleModal.text';
import type { CounterexampleActor } from './useCounterexampleFinder';

const truth = (value: boolean | undefined) =>
  value === undefined ? '—' : value ? T.trueShort : T.falseShort;

/** Props of {@link PropositionalPanel}. */
export interface PropositionalPanelProps {
  actorRef: CounterexampleActor;
}

/**
 * The propositional countermodel: a T/F toggle per sentence letter, a strip with each premise's
 * and the conclusion's value under those toggles, the table of every assignment (a click selects
 * a row; after 'Find Counterexample' the counterexample rows are labelled 'Counterexample!'), and
 * 'Find Counterexample' / 'Submit Counterexample' (the primary action until a search found no
 * counterexample; then a secondary one, since the argument was shown valid). The table comes from the truth-table call and
 * every value from the machine: nothing is evaluated here.
 */
export function PropositionalPanel({ actorRef }: PropositionalPanelProps) {
  const state = useSelector(actorRef, (snapshot) => ({
    loading: snapshot.matches({ countermodel: { propositional: 'loading' } }),
    failed: snapshot.matches({ countermodel: { propositional: 'failed' } }),
    table: snapshot.context.truthTable,
    assignments: snapshot.context.assignments,
    selectedRowId: snapshot.context.selectedRowId,
    foundRowIds: snapshot.context.foundRowIds,
    premises: snapshot.context.regimentedPremises,
    conclusion: snapshot.context.regimentedConclusion,
    current: currentTruthTableRow(snapshot.context),
  }));
  const send = actorRef.send;

  if (state.loading) {
    return (
      <p className={styles.muted} role="status">
        {T.generatingTable}
      </p>
    );
  }
  if (state.failed || !state.table) {
    return (
      <div className={styles.stage}>
        <p className={styles.errorText} role="alert">
          {M.TRUTH_TABLE_ERROR_TEXT}
        </p>
        <div className={styles.actions}>
          <Button onPress={() => send({ type: 'RETRY_TRUTH_TABLE' })}>{T.retryTable}</Button>
        </div>
      </div>
    );
  }

  const { table, current } = state;
  const found = state.foundRowIds;
  const premiseCount = state.premises.length;
  const formulas = [
    ...state.premises.map((item, i) => ({
      short: T.premiseShort(i + 1),
      text: item.regimentedContent,
    })),
    { short: T.conclusionShort, text: state.conclusion.regimentedContent },
  ];
  const noneFound = found !== null && found.length === 0;
  const isFound = (row: CounterexampleTruthTableRow) => found?.includes(row.id) ?? false;

  return (
    <div className={styles.stage}>
      <fieldset className={styles.toggles} aria-label={T.assignmentsLabel}>
        {table.variables.map((variable) => (
          <ToggleButton
            key={variable}
            className={styles.toggle}
            isSelected={state.assignments[variable] === true}
            onChange={(value) => send({ type: 'SET_ASSIGNMENT', variable, value })}
            aria-label={variable}
          >
            <span className={styles.mono}>{variable}</span>
            <span aria-hidden="true">{truth(state.assignments[variable])}</span>
          </ToggleButton>
        ))}
      </fieldset>

      <ul className={styles.strip} aria-label={T.evaluationLabel}>
        {formulas.map((formula, index) => {
          const value = current?.evaluations[index];
          const wanted = index < premiseCount ? value === true : value === false;
          return (
            <li
              key={formula.short}
              className={wanted ? styles.stripItemGood : styles.stripItem}
              aria-label={`${formula.short} ${formula.text}: ${truth(value)}`}
            >
              <span className={styles.claimLabel}>{formula.short}</span>
              <span className={styles.mono}>{formula.text}</span>
              <strong>{truth(value)}</strong>
            </li>
          );
        })}
      </ul>

      {found !== null ? (
        <p className={found.length > 0 ? styles.successText : styles.infoText} role="status">
          {found.length > 0 ? M.foundCounterexamplesText(found.length) : M.NO_COUNTEREXAMPLES_TEXT}
        </p>
      ) : null}

      <div className={styles.tableArea}>
        <table className={styles.table} aria-label={T.tableLabel}>
          <thead>
            <tr>
              {table.variables.map((variable) => (
                <th key={variable} scope="col" className={styles.headerCell}>
                  <span className={styles.mono}>{variable}</span>
                </th>
              ))}
              {formulas.map((formula) => (
                <th key={formula.short} scope="col" className={styles.headerCell}>
                  <span className={styles.claimLabel}>{formula.short}</span>{' '}
                  <span className={styles.mono}>{formula.text}</span>
                </th>
              ))}
              <th scope="col" className={styles.headerCell}>
                <span className={styles.visuallyHidden}>{T.actionsColumn}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => {
              const selected = row.id === state.selectedRowId;
              const highlighted = isFound(row);
              return (
                <tr
                  key={row.id}
                  aria-label={`Row ${row.id}`}
                  aria-selected={selected}
                  className={[
                    styles.row,
                    highlighted ? styles.counterexampleRow : '',
                    selected ? styles.selectedRow : '',
                  ].join(' ')}
                  onClick={() => send({ type: 'SELECT_ROW', rowId: row.id })}
                >
                  {table.variables.map((variable) => (
                    <td key={variable} className={styles.cell}>
                      {truth(row.values[variable])}
                    </td>
                  ))}
                  {row.evaluations.map((value, index) => (
                    <td key={formulas[index]?.short ?? index} className={styles.cell}>
                      {truth(value)}
                    </td>
                  ))}
                  <td className={styles.cell}>
                    {highlighted ? (
                      <span className={styles.counterexampleLabel}>
                        {M.COUNTEREXAMPLE_ROW_LABEL}
                      </span>
                    ) : null}
                    <button
                      type="button"
                      className={styles.rowSelect}
                      aria-pressed={selected}
                      aria-label={`Select row ${row.id}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        send({ type: 'SELECT_ROW', rowId: row.id });
                      }}
                    >
                      {selected ? '●' : '○'}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => send({ type: 'FIND_COUNTEREXAMPLE' })}>
          {T.findCounterexample}
        </Button>
        {/* Once the search found none, submitting is no longer the way forward: the table proved
            the argument valid, so the button steps back beside the others. */}
        <Button
          variant={noneFound ? 'secondary' : 'primary'}
          onPress={() => send({ type: 'SUBMIT' })}
        >
          {T.submitCounterexample}
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })}>
          {T.cancel}
        </Button>
      </div>
    </div>
  );
}
