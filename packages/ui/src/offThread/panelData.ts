import type { CalculatedValues } from '@credence/engine';
import type { PanelData } from './protocol';

/**
 * The panel data the worker computed with each result it returned, by result: the results panel
 * reads it instead of recomputing on the main thread. Results evaluated on the page have none.
 */
const computed = new WeakMap<CalculatedValues, PanelData>();

/** Records the worker's panel data for `values`. */
export function rememberPanelData(values: CalculatedValues, data: PanelData): void {
  computed.set(values, data);
}

/** The panel data the worker computed for `values`, if it evaluated them. */
export function panelDataOf(values: CalculatedValues): PanelData | undefined {
  return computed.get(values);
}
