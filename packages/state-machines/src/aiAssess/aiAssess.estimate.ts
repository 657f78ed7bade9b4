import type { AiEstimate, AssessTabId, EstimateSettingsResponse } from './aiAssess.types';

/**
 * The estimate an answer carries for `tabId`, or null when it carries none. Bayesian data needs
 * at least one conditional probability (the reverse ones default to none); truth-table data needs
 * at least one row value. `settings.*` is read before the top level, as the spec says.
 */
export function readAiEstimate(
  tabId: AssessTabId,
  answer: EstimateSettingsResponse | null | undefined,
): AiEstimate | null {
  if (tabId === 'BAYESIAN') {
    const data = answer?.settings?.bayesianNetworkData ?? answer?.bayesianNetworkData;
    const conditionalProbabilities = data?.conditionalProbabilities ?? {};
    if (Object.keys(conditionalProbabilities).length === 0) return null;
    return {
      tabId,
      bayesianNetworkData: {
        conditionalProbabilities,
        reverseConditionalProbabilities: data?.reverseConditionalProbabilities ?? {},
      },
    };
  }
  const rowValues =
    answer?.settings?.truthTableData?.rowValues ?? answer?.truthTableData?.rowValues;
  if (!rowValues || Object.keys(rowValues).length === 0) return null;
  return { tabId, truthTableData: { rowValues } };
}

/** How many values an estimate carries: conditional probabilities or truth-table rows. */
export function estimateCount(estimate: AiEstimate): number {
  return estimate.tabId === 'BAYESIAN'
    ? Object.keys(estimate.bayesianNetworkData.conditionalProbabilities).length
    : Object.keys(estimate.truthTableData.rowValues).length;
}

/** The text of a failure: an Error's message, else the value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'Unknown error');
}
