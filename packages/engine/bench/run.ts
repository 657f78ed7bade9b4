/**
 * Benchmark of the evaluation hot path: `evaluateArgument` in truth-table mode with three
 * dependencies, followed by `scenarioBreakdown`, for n = 4, 8, 12, 16, 20 premises. Prints the
 * median wall time per call and the memory the call holds on to.
 *
 * Four table inputs are measured, in the shapes callers send: a table the engine produced (a row
 * view, read without copying: a screen that edits a table in memory), the array form as a
 * `Float64Array` and as a plain `number[]` (what `@credence/api` sends for large tables, right
 * after JSON), and the spec's record as a plain object (the case right after JSON from the server).
 * The record is bounded by the JavaScript engine itself: merely listing the keys of a million-key
 * object takes hundreds of milliseconds, which is why the array form exists.
 *
 * Targets at n = 20: the array form under 50 ms, the record under 300 ms (issue 13).
 *
 * Run: `pnpm --filter @credence/engine bench` (uses --expose-gc for the memory column).
 */
import { loadavg } from 'node:os';
import {
  type EvaluationInput,
  evaluateArgument,
  exampleTruthTable,
  type RowValues,
  type RowValuesInput,
  rowKey,
  scenarioBreakdown,
} from '../src/index';
import { median } from './support';

const SIZES = [4, 8, 12, 16, 20];
const TARGET_MS: Record<number, number> = { 4: 1, 8: 1, 12: 1, 16: 30, 20: 500 };
/** Targets of the array form (either kind) and of the plain record, where set. */
const ARRAY_TARGET_MS: Record<number, number> = { 20: 50 };
const RECORD_TARGET_MS: Record<number, number> = { 20: 300 };

type TableShape = 'view' | 'record' | 'float64' | 'array';

/** Deterministic credences so runs are comparable. */
function credence(i: number): number {
  return (
    0.55 +
    0.4 *
      ((Math.sin(i * 12.9898) * 43758.5453) % 1 > 0
        ? (Math.sin(i * 12.9898) * 43758.5453) % 1
        : 0.5)
  );
}

function inputFor(n: number, shape: TableShape): EvaluationInput {
  const premises = Array.from({ length: n }, (_, i) => ({
    id: `p${i + 1}`,
    probability: credence(i),
  }));
  const view = exampleTruthTable(n);
  return {
    mode: 'truth_table',
    premises,
    // Three dependencies: one derived conditional, one negated parent, one marginalized premise.
    dependencies: { p2: ['p1'], p3: ['~p1'], p4: ['p3'] },
    premiseConditionals: { 'p2|p1': 0.8, 'p3|~p1': 0.3, 'p4|p3': 0.9, 'p4|~p3': 0.2 },
    truthTableData: { rowValues: tableIn(view, n, shape) },
  };
}

function tableIn(view: RowValues, n: number, shape: TableShape): RowValuesInput {
  if (shape === 'view') return view;
  if (shape === 'record') return { ...view };
  const values = Array.from({ length: 2 ** n }, (_, row) => view[rowKey(row, n)]!);
  return shape === 'float64' ? Float64Array.from(values) : values;
}

const gc = (globalThis as { gc?: () => void }).gc;

function measure(n: number, shape: TableShape) {
  const input = inputFor(n, shape);
  const runs = n <= 12 ? 300 : n <= 16 ? 40 : 9;
  for (let i = 0; i < Math.min(runs, 20); i++) scenarioBreakdown(evaluateArgument(input)); // warm up
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let scenariosListed = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const result = evaluateArgument(input);
    scenariosListed = scenarioBreakdown(result).scenarios.length;
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  // Memory a JS heap/result on to, outside its typed arrays: JS heap growth while five results
  // are alive, per result. Per-row objects would show here as tens of bytes times the rows.
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: 5 }, () => evaluateArgument(input));
  gc?.();
  const held = (process.memoryUsage().heapUsed - before) / kept.length;
  const typedBytes =
    kept[0]!.debugData.rows.weights.byteLength + kept[0]!.debugData.rows.conditionals.byteLength;
  return { median: median(times), cpu: median(cpuTimes), runs, held, typedBytes, scenariosListed };
}

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(2)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('evaluateArgument (truth_table, 3 dependencies) + scenarioBreakdown — median per call');
console.log(
  `node ${process.version}, ${gc ? 'gc exposed' : 'no --expose-gc: memory column is rough'}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}\n`,
);
console.log(
  'Each cell: median wall ms (median CPU ms of this process). Targets are judged on CPU time, which\n' +
    'other processes on a shared machine do not inflate; on an idle machine the two agree.\n',
);
console.log(
  '  n | rows      | engine view          | Float64Array               | number[]                   | plain record                 | typed arrays | JS heap/result | scenarios',
);
let missed = false;
const cell = (m: { median: number; cpu: number }, target: number | undefined, width: number) => {
  let verdict = '';
  if (target !== undefined) {
    const ok = m.cpu < target;
    if (!ok) missed = true;
    verdict = ` <${target} ${ok ? 'ok' : 'MISSED'}`;
  }
  return `${m.median.toFixed(2)} (${m.cpu.toFixed(2)})${verdict}`.padEnd(width);
};
for (const n of SIZES) {
  const view = measure(n, 'view');
  const float64 = measure(n, 'float64');
  const array = measure(n, 'array');
  const record = measure(n, 'record');
  console.log(
    `${String(n).padStart(3)} | ${String(2 ** n).padEnd(9)} | ${cell(view, TARGET_MS[n], 20)} | ${cell(float64, ARRAY_TARGET_MS[n], 26)} | ${cell(array, ARRAY_TARGET_MS[n], 26)} | ${cell(record, RECORD_TARGET_MS[n], 28)} | ${mib(view.typedBytes).padStart(12)} | ${kib(view.held).padStart(14)} | ${view.scenariosListed}`,
  );
}

// The record's floor: V8 lists a million-key object's keys in insertion order by sorting them,
// which no reader can skip. Shown beside the record figure so a miss can be told apart from a slow
// reader.
{
  const n = SIZES[SIZES.length - 1]!;
  const record = tableIn(exampleTruthTable(n), n, 'record') as Record<string, number>;
  const cpuTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const cpuStart = process.cpuUsage();
    Object.keys(record);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  console.log(
    `\nn = ${n}, plain record: listing its keys alone (Object.keys, the floor of any reader) takes ${median(cpuTimes).toFixed(1)} ms CPU.`,
  );
}
console.log(
  `load average at the end ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
console.log(missed ? '\nA target was missed (see the MISSED cells).' : '\nEvery target met.');
