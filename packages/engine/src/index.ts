/**
 * `@credence/engine`: the maths behind Credence, with no runtime dependencies.
 *
 * - Probability: {@link evaluateArgument} and the pieces it is made of (premise network, fallback,
 *   noisy-OR, truth tables, scenarios, constraints, consistency, save normalisation).
 * - Wording: the sentences and bands the screens show for probabilities.
 * - Logic: formulas (parse, format, evaluate) and propositional truth tables.
 * - Text: negation references and claim texts.
 * - Insight: which premise matters most, what it would take, interval credences, validity bounds.
 * - Networks: an argument evaluated with the arguments linked into it, exactly.
 * - AIF: argument networks to and from the Argument Interchange Format (AIFdb's JSON).
 * - Reconstruction: the logic receipt of a reconstructed argument and its sentences.
 * - Constants: every number the specification fixes, named once.
 */

export * from './aif/index';
export * from './argdown/index';
export * from './constants';
export * from './deliberation/index';
export * from './insight/index';
export * from './logic/index';
export * from './network/index';
export * from './probability/index';
export * from './reconstruction/index';
export * from './text/index';
export * from './wording/index';
