/**
 * How long each offline AI function takes on the largest request the API accepts: 50 premises
 * and a conclusion of 2,000 characters each (the host runs these on its event loop, so each must
 * stay well under 100 ms), plus the regimentation's worst case, connectives nested all the way.
 *
 * Run: `pnpm --filter @credence/mocks bench` (Vitest bench; see the `mean` and `max` columns).
 */
import { bench, describe } from 'vitest';
import {
  assessArgument,
  estimateDependencies,
  estimateSettings,
  generateLinked,
  MAX_ESTIMATED_TABLE_PREMISES,
  regiment,
  validateContent,
} from './offlineAi';

const PREMISES = 50;
const LENGTH = 2_000;
const MODEL = 'gpt-4o-mini';

/** A `LENGTH`-character text of real words; `seed` varies the order, so premises share words. */
function text(seed: number, length = LENGTH): string {
  const words =
    'nuclear power reduces carbon emissions while economic growth requires stable energy prices and public health depends on safe waste storage'.split(
      ' ',
    );
  let out = '';
  for (let i = seed; out.length < length; i++) out += `${words[(i * 7 + 3) % words.length]} `;
  return out.slice(0, length);
}

/** `count` premises of `length` characters each repeating `unit`. */
function repeated(unit: string, count = PREMISES) {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    content: unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH),
  }));
}

const premises = Array.from({ length: PREMISES }, (_, i) => ({ id: `p${i}`, content: text(i) }));
const conclusion = { id: 'c', content: text(PREMISES) };
const editorArgument = {
  title: text(1, 200),
  description: text(2),
  type: 'INDUCTIVE' as const,
  premises: premises.map(({ content }) => ({ content })),
  conclusion: { content: conclusion.content },
};
const options = { iterations: 10, warmupIterations: 2 };

describe(`offline AI, ${PREMISES} premises × ${LENGTH} characters`, () => {
  bench(
    'estimateDependencies',
    () => {
      estimateDependencies({
        premises,
        modelId: MODEL,
        existingDependencies: {},
        userPatterns: [],
      });
    },
    options,
  );
  bench(
    'estimateSettings (Bayesian)',
    () => {
      estimateSettings({
        currentTabId: 'BAYESIAN',
        premises,
        conclusion,
        modelId: MODEL,
        userEvaluations: [],
      });
    },
    options,
  );
  bench(
    `estimateSettings (truth table, ${MAX_ESTIMATED_TABLE_PREMISES} premises)`,
    () => {
      estimateSettings({
        currentTabId: 'TRUTH_TABLE',
        premises: premises.slice(0, MAX_ESTIMATED_TABLE_PREMISES),
        conclusion,
        modelId: MODEL,
        userEvaluations: [],
      });
    },
    options,
  );
  bench(
    'assessArgument',
    () => void assessArgument({ argument: editorArgument, mode: 'single' }),
    options,
  );
  bench(
    'validateContent',
    () => void validateContent({ argument: editorArgument, modelId: MODEL }),
    options,
  );
  bench(
    'generateLinked',
    () => {
      generateLinked({
        mode: 'refute',
        conclusion: conclusion.content,
        userInstructions: text(3),
        model: MODEL,
      });
    },
    options,
  );
  for (const [name, claims] of [
    ['regiment (plain text)', premises],
    ['regiment ("if a, if a, …")', repeated('if a, ')],
    ['regiment ("a or a or …")', repeated('a or ')],
    ['regiment ("a and a and …")', repeated('a and ')],
  ] as const) {
    bench(
      name,
      () => {
        regiment({
          premises: [...claims],
          conclusion,
          logicSystem: 'propositional',
          notationStyle: 'symbolic',
        });
      },
      options,
    );
  }
});
