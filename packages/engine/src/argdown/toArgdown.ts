import { type DataValue, formatData } from './data';
import { escapeText, escapeTitle } from './text';
import type { ArgdownArgument } from './types';

/**
 * Writes an argument as an Argdown premise–conclusion structure that {@link fromArgdown} reads
 * back to the same argument (and that Argdown's own tools render): the title and description as
 * `<Title>: description`, numbered premises, an inference line, the conclusion. Credences,
 * dependencies and conditionals go into data fields (`{credence: 0.7, dependsOn: [1],
 * given: {"1": 0.8}}`, premises referred to by number, and Bayesian mode's `pCIfTrue`/`pCIfFalse`);
 * the argument type and the inference settings into the inference's data, `{logic:
 * ["inductive"], mode: "fallback", pCGivenPremises: 0.9, pCGivenNotPremises: 0.2}` (truth-table
 * mode adds `rows: {"11": 0.9, …}`), so that an import computes the same P(C).
 *
 * Texts become one line each, with Argdown's special characters escaped (`\#`, `\[`, …). A
 * description without a title is written under the title "Argument". Dependencies on claims
 * that are not premises of this argument have no number and are left out.
 *
 * @example
 * ```ts
 * toArgdown({
 *   title: 'Rain',
 *   premises: [
 *     { id: 'a', text: 'The sky is grey.', credence: 0.8 },
 *     { id: 'b', text: 'The forecast says rain.', credence: 0.6 },
 *   ],
 *   conclusion: { text: 'It will rain.', credence: 0.7 },
 *   dependencies: { b: ['a'] },
 *   premiseConditionals: { 'b|a': 0.7 },
 * });
 * // <Rain>
 * //
 * // (1) The sky is grey. {credence: 0.8}
 * // (2) The forecast says rain. {credence: 0.6, dependsOn: [1], given: {"1": 0.7}}
 * // ----
 * // (3) It will rain. {credence: 0.7}
 * ```
 */
export function toArgdown(argument: ArgdownArgument): string {
  const lines: string[] = [];
  const description = argument.description?.trim() ? escapeText(argument.description) : '';
  const title = argument.title?.trim()
    ? escapeTitle(argument.title)
    : description
      ? 'Argument'
      : '';
  if (title) lines.push(`<${title}>${description ? `: ${description}` : ''}`, '');

  const numberOf = new Map(argument.premises.map((premise, k) => [premise.id, k + 1]));
  argument.premises.forEach((premise, k) => {
    const data: Record<string, DataValue> = {};
    if (premise.credence !== undefined) data.credence = premise.credence;
    const parents = (argument.dependencies?.[premise.id] ?? [])
      .map((ref) => ({
        negated: ref.startsWith('~'),
        number: numberOf.get(ref.replace(/^~+/, '')),
      }))
      .filter(
        (parent): parent is { negated: boolean; number: number } => parent.number !== undefined,
      );
    if (parents.length)
      data.dependsOn = parents.map((parent) =>
        parent.negated ? `~${parent.number}` : parent.number,
      );
    const given: Record<string, DataValue> = {};
    for (const [key, value] of Object.entries(argument.premiseConditionals ?? {})) {
      const [target, parentRef] = key.split('|');
      if (target !== premise.id || parentRef === undefined) continue;
      const negated = parentRef.startsWith('~');
      const number = numberOf.get(parentRef.replace(/^~+/, ''));
      if (number !== undefined) given[`${negated ? '~' : ''}${number}`] = value;
    }
    if (Object.keys(given).length) data.given = given;
    if (premise.pCIfTrue !== undefined) data.pCIfTrue = premise.pCIfTrue;
    if (premise.pCIfFalse !== undefined) data.pCIfFalse = premise.pCIfFalse;
    lines.push(`(${k + 1}) ${escapeText(premise.text)}${dataSuffix(data)}`);
  });

  const inferenceData = inferenceDataOf(argument);
  if (Object.keys(inferenceData).length) lines.push('--', formatData(inferenceData), '--');
  else lines.push('----');
  const conclusionData: Record<string, DataValue> =
    argument.conclusion.credence !== undefined ? { credence: argument.conclusion.credence } : {};
  lines.push(
    `(${argument.premises.length + 1}) ${escapeText(argument.conclusion.text)}${dataSuffix(conclusionData)}`,
  );
  return `${lines.join('\n')}\n`;
}

/** The inference line's data: the argument type and the inference settings. */
function inferenceDataOf(argument: ArgdownArgument): Record<string, DataValue> {
  const data: Record<string, DataValue> = {};
  if (argument.argumentType) data.logic = [argument.argumentType.toLowerCase()];
  const inference = argument.inference;
  if (!inference) return data;
  data.mode = inference.mode;
  if (inference.pCGivenPremises !== undefined) data.pCGivenPremises = inference.pCGivenPremises;
  if (inference.pCGivenNotPremises !== undefined)
    data.pCGivenNotPremises = inference.pCGivenNotPremises;
  if (inference.rows && Object.keys(inference.rows).length) data.rows = { ...inference.rows };
  return data;
}

function dataSuffix(data: Record<string, DataValue>): string {
  return Object.keys(data).length ? ` ${formatData(data)}` : '';
}
