import {
  type CalculatedValues,
  DEFAULT_PREMISE_PROBABILITY,
  rowCount,
  rowKey,
  type ScenarioBreakdown,
} from '@credence/engine';
import { type ClaimNames, formatProbability as f } from './format';

/**
 * The step-by-step formulas, as plain text lines built from the engine's result (never HTML:
 * React renders them as text). Every number is one the engine computed or the user entered;
 * nothing here recomputes the maths.
 */

/** How the panel presents a result: direct mode reads as fallback (the spec's alias). */
export type ResultsPanelMode = 'fallback' | 'bayesian' | 'truth_table' | 'direct';

/** One step of an explanation: a title and the formula lines under it. */
export interface FormulaStep {
  title: string;
  lines: string[];
}

/**
 * The value of a parent in the network, to print in the marginalization formula: a premise's
 * effective value, or an outside claim's credence as the engine reads it (clamped, 0.5 when
 * absent), since the result does not list outside claims' values.
 */
function parentValue(calc: CalculatedValues, parentId: string): number {
  const premise = calc.debugData.premiseValues[parentId];
  if (premise) return premise.effective;
  const external = calc.debugData.rawInputs.externalClaims?.[parentId];
  return typeof external === 'number' && Number.isFinite(external)
    ? Math.min(1, Math.max(0, external))
    : DEFAULT_PREMISE_PROBABILITY;
}

/** Marginalization of dependent premises, derived conditionals and the network's notes. */
export function marginalizationStep(calc: CalculatedValues, names: ClaimNames): FormulaStep {
  const { premiseValues, usedConditionals, notes } = calc.debugData;
  const lines: string[] = [];
  for (const [id, value] of Object.entries(premiseValues)) {
    if (!value.marginalized) continue;
    const positive = usedConditionals.find((c) => c.premiseId === id && !c.negated);
    const negative = usedConditionals.find((c) => c.premiseId === id && c.negated);
    if (!positive || !negative) continue;
    const i = names.short(id);
    const j = names.short(positive.parentId);
    const pj = f(parentValue(calc, positive.parentId));
    lines.push(
      `P(${i}) = P(${i}|${j}) × P(${j}) + P(${i}|¬${j}) × (1 − P(${j})) = ${f(positive.value)} × ${pj} + ${f(negative.value)} × (1 − ${pj}) = ${f(value.effective)} (entered ${f(value.input)})`,
    );
  }
  for (const used of usedConditionals) {
    if (used.source !== 'derived') continue;
    const i = names.short(used.premiseId);
    const j = `${used.negated ? '¬' : ''}${names.short(used.parentId)}`;
    lines.push(
      `P(${i}|${j}) = ${f(used.value)} (derived from P(${i}) and the other conditional)${used.note ? `: ${used.note}` : ''}`,
    );
  }
  for (const note of notes) if (!lines.some((line) => line.endsWith(note))) lines.push(note);
  if (lines.length === 0) lines.push('No premise is fixed by marginalization.');
  return { title: 'Marginalization of dependent premises', lines };
}

/** P(Premises): a plain product, or the chain rule over the engine's terms. */
export function premisesStep(calc: CalculatedValues, names: ClaimNames): FormulaStep {
  const { method, chainRuleTerms } = calc.debugData;
  const factors = chainRuleTerms.map((term) =>
    term.givenIds.length === 0
      ? `P(${names.short(term.premiseId)})`
      : `P(${names.short(term.premiseId)}|${term.givenIds.map(names.short).join(', ')})`,
  );
  const values = chainRuleTerms.map((term) => f(term.probability));
  const formula =
    factors.length === 0
      ? `P(Premises) = 1 (no premises)`
      : `P(Premises) = ${factors.join(' × ')} = ${values.join(' × ')} = ${f(calc.pPremises)}`;
  return {
    title: method === 'independence assumption' ? 'Independence assumption' : 'Chain rule',
    lines: [formula],
  };
}

/** P(C|Premises): where the value comes from in each mode. */
export function givenPremisesStep(
  calc: CalculatedValues,
  mode: ResultsPanelMode,
  names: ClaimNames,
): FormulaStep {
  const value = f(calc.pCGivenPremises);
  const deductive = calc.debugData.argumentType === 'DEDUCTIVE';
  if (mode === 'bayesian') return noisyOrStep(calc, names);
  if (mode === 'truth_table') {
    const n = calc.debugData.rows.premiseIds.length;
    const key = rowKey(rowCount(n) - 1, n);
    return {
      title: 'The row where every premise is true',
      lines: [`P(C|Premises) = P(C|row ${key}) = ${value}${deductive ? ' (deductive)' : ''}`],
    };
  }
  return {
    title: 'If all premises are true',
    lines: [
      `P(C|Premises) = ${value}${deductive ? ' (deductive)' : ' (the "If all premises are true" setting)'}`,
    ],
  };
}

/** The enhanced, signed noisy-OR model and the all-true row it gives. */
export function noisyOrStep(calc: CalculatedValues, names: ClaimNames): FormulaStep {
  const data = calc.debugData.bayesianNetworkData;
  const lines: string[] = [
    'P(C|row) = (L + (1 − L) × (1 − Π(1 − sᵢ))) × Π(1 − qᵢ), over the true premises with a generative power sᵢ and the true premises with a preventive power −qᵢ',
  ];
  if (data) {
    lines.push(`Leak L = ${f(data.model.leak)}`);
    for (const [id, power] of Object.entries(data.model.powers))
      lines.push(
        `${names.short(id)}: ${power < 0 ? `preventive power q = ${f(-power)}` : `generative power s = ${f(power)}`}`,
      );
  }
  lines.push(`P(C|Premises) = P(C|every premise true) = ${f(calc.pCGivenPremises)}`);
  return { title: 'Enhanced and signed noisy-OR', lines };
}

/** P(C|~Premises): the setting, or the probability-weighted average over the scenarios. */
export function notPremisesStep(
  calc: CalculatedValues,
  mode: ResultsPanelMode,
  breakdown: ScenarioBreakdown,
): FormulaStep {
  const value = f(calc.pCGivenNotPremises);
  if (mode === 'fallback' || mode === 'direct')
    return {
      title: 'If at least one premise is false',
      lines: [`P(C|~Premises) = ${value} (the "If at least one premise is false" setting)`],
    };
  const count = breakdown.totalScenarios.toLocaleString('en-US');
  const n = calc.debugData.rows.premiseIds.length;
  return {
    title: 'Probability-weighted average over the scenarios',
    lines: [
      `P(C|~Premises) = Σ P(scenario) × P(C|scenario) / Σ P(scenario), over all 2^${n} − 1 = ${count} scenarios where at least one premise is false`,
      breakdown.totalWeight > 0
        ? `= ${f(breakdown.totalContribution)} / ${f(breakdown.totalWeight)} = ${value}`
        : `= ${value} (the scenarios have no weight)`,
    ],
  };
}

/** The law of total probability with the engine's numbers (the engine's own formula). */
export function totalProbabilityStep(calc: CalculatedValues): FormulaStep {
  // Direct mode's formula is its selection rule, not a total probability.
  const title =
    calc.debugData.mode === 'direct'
      ? 'Apply the direct rule'
      : 'Apply the law of total probability';
  return { title, lines: [calc.formula] };
}

/** Every step of the explanation for the mode, in order (seven in Bayesian mode). */
export function explanationSteps(
  calc: CalculatedValues,
  mode: ResultsPanelMode,
  names: ClaimNames,
  breakdown: ScenarioBreakdown,
): FormulaStep[] {
  if (mode === 'bayesian') {
    const data = calc.debugData.bayesianNetworkData;
    const powers = data ? Object.entries(data.model.powers) : [];
    return [
      marginalizationStep(calc, names),
      premisesStep(calc, names),
      {
        title: 'Leak: the chance of C when every premise is false',
        lines: [data ? `L = ${f(data.model.leak)}` : 'L = —'],
      },
      {
        title: 'Signed causal powers (negative powers are inhibitory)',
        lines: powers.map(([id, power]) => `${names.short(id)}: ${f(power)}`),
      },
      noisyOrStep(calc, names),
      notPremisesStep(calc, mode, breakdown),
      totalProbabilityStep(calc),
    ];
  }
  return [
    marginalizationStep(calc, names),
    premisesStep(calc, names),
    givenPremisesStep(calc, mode, names),
    notPremisesStep(calc, mode, breakdown),
    totalProbabilityStep(calc),
  ];
}
