/** Where an argument opens: the evaluator. */
export function evaluatorHref(id: number): string {
  return `/argumentevaluator?argumentId=${id}`;
}

/** Where a deliberation opens: the evaluator of its argument, with the deliberation's panel. */
export function deliberationHref(argumentId: number, deliberationId: number): string {
  return `${evaluatorHref(argumentId)}&deliberationId=${deliberationId}`;
}
