/** Where an argument opens: the evaluator. */
export function evaluatorHref(id: number): string {
  return `/argumentevaluator?argumentId=${id}`;
}
