/**
 * Every offline AI function in linear time on adversarial text: long runs of spaces, full stops,
 * semicolons, commas, connectives and line breaks. A pattern that backtracks over a run (an
 * end-anchored `/[.!?;]+$/` on "a....b") is quadratic: 4× the text costs 16× the time. The test
 * compares the time for n and 4n characters (not an absolute time, which depends on the
 * machine) and fails above 10×, well clear of linear (4×) and below quadratic (16×): a busy
 * machine's noise has measured up to 8× for linear work.
 */
import { describe, expect, it } from 'vitest';
import { assessArgument } from './assessment';
import { validateContent } from './contentValidation';
import { estimateDependencies } from './estimateDependencies';
import { estimateSettings } from './estimateSettings';
import { formalise } from './formalise/index';
import { generateLinked } from './generateLinked';
import { argumentImageDataUrl } from './image';
import { reconstructArgument } from './reconstruct';
import { regiment } from './regiment';

/** The shorter text; the longer is 4× (20,000 characters: the API's longest text). */
const N = 5_000;
/** Above this ratio of times the work grows faster than linearly. */
const MAX_RATIO = 10;

/** Adversarial texts of about `n` characters. */
const shapes: Record<string, (n: number) => string> = {
  spaces: (n) => `a${' '.repeat(n)}b`,
  'only spaces': (n) => ' '.repeat(n),
  'full stops': (n) => `a${'.'.repeat(n)}b`,
  'stops and marks': (n) => `x${'!.?;'.repeat(n / 4)} x`,
  semicolons: (n) => `a${';'.repeat(n)}b`,
  commas: (n) => `a${', '.repeat(n / 2)}b`,
  'line breaks': (n) => `a${'\n'.repeat(n)}b`,
  'if a, …': (n) => 'if a, '.repeat(n / 6),
  'a or …': (n) => `${'a or '.repeat(n / 5)}b`,
  'every x is …': (n) => `every ${'x is '.repeat(n / 5)}b`,
  'so, therefore …': (n) => `${', so'.repeat(n / 4)} x`,
  'because …': (n) => `${'because '.repeat(n / 8)}x`,
};

/** The functions, each given one text everywhere a request carries text. */
const functions: Record<string, (text: string) => unknown> = {
  assessArgument: (text) => assessArgument({ argument: editorArgument(text), mode: 'single' }),
  validateContent: (text) => validateContent({ argument: editorArgument(text), modelId: 'm' }),
  estimateDependencies: (text) =>
    estimateDependencies({
      premises: claims(text),
      modelId: 'm',
      existingDependencies: {},
      userPatterns: [],
    }),
  estimateSettings: (text) =>
    estimateSettings({
      currentTabId: 'BAYESIAN',
      premises: claims(text),
      conclusion: { id: 'c', content: text },
      modelId: 'm',
      userEvaluations: [],
    }),
  formalise: (text) => formalise({ text, premises: [text, text], conclusion: text }),
  generateLinked: (text) =>
    generateLinked({ mode: 'refute', conclusion: text, userInstructions: text, model: 'm' }),
  reconstructArgument: (text) =>
    reconstructArgument({ text, instructions: text, modelId: 'm', currentArgument: null }),
  // Deductive: the receipt checks validity and which premises are needed too.
  'reconstructArgument (deductive, locked claims)': (text) =>
    reconstructArgument({
      text,
      instructions: '',
      modelId: 'm',
      currentArgument: {
        title: '',
        description: '',
        type: 'DEDUCTIVE',
        premises: [{ content: text.slice(0, 2000), locked: true }],
        conclusion: { content: text.slice(-2000), locked: true },
      },
    }),
  'regiment (propositional)': (text) =>
    regiment({
      premises: claims(text),
      conclusion: { id: 'c', content: text },
      logicSystem: 'propositional',
      notationStyle: 'symbolic',
    }),
  'regiment (predicate)': (text) =>
    regiment({
      premises: claims(text),
      conclusion: { id: 'c', content: text },
      logicSystem: 'predicate',
      notationStyle: 'symbolic',
    }),
  argumentImage: (text) =>
    argumentImageDataUrl({ title: text, premises: [text, text], conclusion: text, creator: 'x' }),
};

function claims(text: string) {
  return [
    { id: 'p1', content: text },
    { id: 'p2', content: text },
  ];
}

function editorArgument(text: string) {
  return {
    title: text.slice(0, 200),
    description: text,
    type: 'INDUCTIVE' as const,
    premises: [{ content: text }, { content: text }],
    conclusion: { content: text },
  };
}

/** Milliseconds per call: repeated until 20 ms have passed, best of five, so noise is small. */
function timePerCall(call: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      call();
      calls++;
      elapsed = performance.now() - start;
    } while (elapsed < 20);
    best = Math.min(best, elapsed / calls);
  }
  return best;
}

/**
 * The time for the long text over the time for the short one. A pause of the garbage collector
 * or of a busy machine can inflate one measure: a ratio above {@link MAX_RATIO} is measured again
 * (up to four times) and the smallest kept; quadratic work stays near 16× every time.
 */
function growth(run: () => unknown, runLong: () => unknown): number {
  let ratio = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 4 && ratio > MAX_RATIO; attempt++) {
    ratio = Math.min(ratio, timePerCall(runLong) / timePerCall(run));
  }
  return ratio;
}

describe('offline AI in linear time on adversarial input', () => {
  for (const [name, run] of Object.entries(functions)) {
    it(`${name}: 4× the text takes at most ${MAX_RATIO}× the time`, () => {
      const ratios: Record<string, number> = {};
      for (const [shape, make] of Object.entries(shapes)) {
        const short = make(N);
        const long = make(4 * N);
        run(short); // warm up the compiled code first
        const ratio = growth(
          () => run(short),
          () => run(long),
        );
        ratios[shape] = Math.round(ratio * 10) / 10;
      }
      const slow = Object.entries(ratios).filter(([, ratio]) => ratio > MAX_RATIO);
      expect(slow, JSON.stringify(ratios)).toEqual([]);
    }, 120_000);
  }
});
