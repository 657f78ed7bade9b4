import type {
  CounterexampleContext,
  CounterexampleTruthTable,
  CounterexampleTruthTableRow,
  GenerateTruthTableOutput,
} from './counterexample.types';

/** The id of an assignment: its letters' values as T/F in variable order. */
export function assignmentId(
  variables: readonly string[],
  values: Record<string, boolean>,
): string {
  return variables.map((variable) => (values[variable] ? 'T' : 'F')).join('');
}

/**
 * The table from the truth-table call: each row's premises (the first `premiseCount`
 * evaluations) and conclusion (the next one) read as a counterexample or not.
 */
export function buildTruthTable(
  output: GenerateTruthTableOutput,
  premiseCount: number,
): CounterexampleTruthTable {
  const rows: CounterexampleTruthTableRow[] = output.rows.map((row) => {
    const values: Record<string, boolean> = {};
    for (const variable of output.variables) values[variable] = row.assignments[variable] === true;
    const premisesTrue = row.evaluations.slice(0, premiseCount).every(Boolean);
    const conclusionFalse = row.evaluations[premiseCount] === false;
    return {
      id: assignmentId(output.variables, values),
      values,
      evaluations: [...row.evaluations],
      premisesTrue,
      conclusionFalse,
      isCounterexample: premisesTrue && conclusionFalse,
    };
  });
  return { variables: [...output.variables], rows };
}

/** The row matching the T/F toggles, if the table has it. */
export function currentRow(context: CounterexampleContext): CounterexampleTruthTableRow | null {
  const table = context.truthTable;
  if (!table) return null;
  const id = assignmentId(table.variables, context.assignments);
  return table.rows.find((row) => row.id === id) ?? null;
}

/** The context changes that install a table, with the toggles set to its first row. */
export function withTruthTable(
  table: CounterexampleTruthTable,
): Pick<CounterexampleContext, 'truthTable' | 'assignments' | 'selectedRowId' | 'foundRowIds'> {
  const first = table.rows[0];
  return {
    truthTable: table,
    assignments: first ? { ...first.values } : {},
    selectedRowId: first?.id ?? null,
    foundRowIds: null,
  };
}

/** The context changes that set one letter's toggle. */
export function withAssignment(
  context: CounterexampleContext,
  variable: string,
  value: boolean,
): Pick<CounterexampleContext, 'assignments' | 'selectedRowId'> {
  const assignments = { ...context.assignments, [variable]: value };
  const table = context.truthTable;
  const id = table ? assignmentId(table.variables, assignments) : null;
  const selectedRowId = table?.rows.some((row) => row.id === id) ? id : null;
  return { assignments, selectedRowId };
}

/** The counterexample rows of the table. */
export function counterexampleRows(context: CounterexampleContext): CounterexampleTruthTableRow[] {
  return context.truthTable?.rows.filter((row) => row.isCounterexample) ?? [];
}
