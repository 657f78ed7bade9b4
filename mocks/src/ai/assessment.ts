import type { AssessArgumentRequest, Assessment } from '@credence/api';
import type { z } from 'zod';
import { clamp, lowerFirst, shorten, withoutFinalStop } from './hash';

type Request = z.output<typeof AssessArgumentRequest>;
type Answer = z.infer<typeof Assessment>;

const hedgeWords = '\\b(?:maybe|perhaps|probably|often|some|many|usually|might)\\b';
const hedges = new RegExp(hedgeWords, 'gi');
const hedged = new RegExp(hedgeWords, 'i');

const score = (value: number) => Math.round(clamp(value, 0, 10));

/**
 * A six-section assessment scored 0–10 from simple features: how many premises have content,
 * how long they are, hedging words, conditionals and whether there is a description.
 */
export function assessArgument(request: Request): Answer {
  const { argument, mode } = request;
  const premises = argument.premises.map((p) => p.content.trim()).filter(Boolean);
  const words = premises.map((p) => p.split(/\s+/).length);
  const averageWords = words.length ? words.reduce((a, b) => a + b, 0) / words.length : 0;
  const hedgeCount = premises.join(' ').match(hedges)?.length ?? 0;
  const conditionals = premises.filter((p) => /\bif\b/i.test(p)).length;
  const emptyPremises = argument.premises.length - premises.length;
  const hasDescription = argument.description.trim() !== '';
  const deductive = argument.type === 'DEDUCTIVE';
  const conclusion = withoutFinalStop(argument.conclusion.content);

  const clarity = score(
    9 - Math.abs(averageWords - 12) / 3 - emptyPremises * 2 - (hasDescription ? 0 : 1),
  );
  const logic = score((deductive ? 6 : 5) + Math.min(premises.length, 4) * 0.75 + conditionals);
  const strategy = score(4 + Math.min(premises.length, 5) + (hasDescription ? 1 : 0));
  const weaknesses = score(8 - (premises.length < 2 ? 3 : 0) - hedgeCount);
  const counters = score(5 + Math.min(premises.length, 4) * 0.5 - hedgeCount * 0.5);
  const overall = Math.round(((clarity + logic + strategy + weaknesses + counters) / 5) * 10) / 10;

  const shortest = premises.reduce<string | undefined>(
    (best, p) => (best === undefined || p.length < best.length ? p : best),
    undefined,
  );
  const vulnerabilities = premises
    .filter((p) => hedged.test(p) || p === shortest)
    .map((p) => `"${shorten(p)}" carries weight with little support.`);
  const anticipatedCounters = premises
    .slice(0, 3)
    .map((p) => `Someone may deny that ${lowerFirst(withoutFinalStop(p))}.`);
  const context =
    mode === 'dialectical' && request.dialecticalContext !== undefined
      ? ' It was read together with the arguments it is linked to.'
      : '';

  return {
    clarity: {
      score: clarity,
      analysis: `${premises.length} premise(s) averaging ${Math.round(averageWords)} words.`,
      suggestions: hasDescription ? [] : ['Add a short description of what the argument shows.'],
    },
    logic: {
      score: logic,
      analysis: deductive
        ? 'A deductive argument: the conclusion should follow from the premises alone.'
        : 'An inductive argument: the premises make the conclusion more probable.',
      deductivePotential:
        conditionals > 0
          ? 'High: the conditional premises could be chained into a valid form.'
          : 'Moderate: adding a premise linking the others to the conclusion would make it valid.',
    },
    strategy: {
      score: strategy,
      analysis: `The argument builds towards "${shorten(conclusion)}".`,
      strategicApproach:
        premises.length >= 3
          ? 'Several independent lines of support.'
          : 'A single line of support.',
    },
    weaknesses: {
      score: weaknesses,
      analysis: hedgeCount
        ? `${hedgeCount} hedging word(s) weaken the premises.`
        : 'No hedging words found in the premises.',
      vulnerabilities,
    },
    counters: {
      score: counters,
      analysis: 'Objections will most likely target the premises with the least support.',
      anticipatedCounters,
    },
    overall: {
      score: overall,
      analysis: `Overall ${overall} out of 10.${context}`,
      summary: `${argument.title ? `"${argument.title}"` : 'This argument'} argues that ${lowerFirst(conclusion)}.`,
      recommendations: [
        premises.length < 3
          ? 'Add a premise that supports the conclusion independently.'
          : 'Check that each premise is needed.',
        'State the evidence behind the weakest premise.',
      ],
    },
  };
}
