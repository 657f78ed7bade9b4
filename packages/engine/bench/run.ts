/**
 * Benchmark of the evaluation hot path: `evaluateArgument` in truth-table mode with three
 * dependencies, followed by `scenarioBreakdown`, for n = 4, 8, 12, 16, 20 premises. Prints the
 * median wall time per call and the memory the call holds on to.
 *
 * Two table inputs are measured: a table the engine produced (a row view, read without copying:
 * the case of a screen that edits a table in memory) and the same table as a plain object (the
 * case right after JSON from the server). The plain object is bounded by the JavaScript engine
 * itself: merely listing the keys of a million-key object takes hundreds of milliseconds, which
 * is why the engine keeps tables in typed arrays and hands out views.
 *
 * Run: `pnpm --filter @credence/engine bench` (uses --expose-gc for the memory column).
 */
import {
  type EvaluationInput,
  evaluateArgument,
  exampleTruthTable,
  scenarioBreakdown,
} from '../src/index';

const SIZES = [4, 8, 12, 16, 20];
const TARGET_MS: Record<number, number> = { 4: 1, 8: 1, 12: 1, 16: 30, 20: 500 };

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

function inputFor(n: number, plainTable: boolean): EvaluationInput {
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
    truthTableData: { rowValues: plainTable ? { ...view } : view },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const gc = (globalThis as { gc?: () => void }).gc;

function measure(n: number, plainTable: boolean) {
  const input = inputFor(n, plainTable);
  const runs = n <= 12 ? 300 : n <= 16 ? 40 : 9;
  for (let i = 0; i < Math.min(runs, 20); i++) scenarioBreakdown(evaluateArgument(input)); // warm up
  const times: number[] = [];
  let scenariosListed = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = evaluateArgument(input);
    scenariosListed = scenarioBreakdown(result).scenarios.length;
    times.push(performance.now() - start);
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
  return { median: median(times), runs, held, typedBytes, scenariosListed };
}

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(2)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('evaluateArgument (truth_table, 3 dependencies) + scenarioBreakdown — median per call');
console.log(
  `node ${process.version}, ${gc ? 'gc exposed' : 'no --expose-gc: memory column is rough'}\n`,
);
console.log(
  '  n | rows      | engine table (ms) | target   | plain-object table (ms) | typed arrays | JS heap/result | scenarios listed',
);
for (const n of SIZES) {
  const view = measure(n, false);
  const plain = measure(n, true);
  const verdict = view.median < TARGET_MS[n]! ? 'ok' : 'SLOW';
  console.log(
    `${String(n).padStart(3)} | ${String(2 ** n).padEnd(9)} | ${view.median.toFixed(3).padStart(17)} | <${String(TARGET_MS[n]).padEnd(4)} ${verdict.padEnd(3)} | ${plain.median.toFixed(3).padStart(23)} | ${mib(view.typedBytes).padStart(12)} | ${kib(view.held).padStart(14)} | ${view.scenariosListed}`,
  );
}
