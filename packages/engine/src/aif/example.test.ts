import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateNetwork } from '../network/evaluate';
import { fromAif } from './fromAif';
import { toAif } from './toAif';

/** The user guide's AIF page and its example file (docs/guide/). */
const guide = (name: string) =>
  readFileSync(new URL(`../../../../docs/guide/${name}`, import.meta.url), 'utf8');

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1e-12);

describe('the guide’s AIF example', () => {
  const example = JSON.parse(guide('aif-example.json')) as unknown;
  const page = guide('aif.md');

  it('imports without errors or warnings: the root, a supporting argument, an objection, an undercut', () => {
    const { network, warnings, errors, texts } = fromAif(example);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(network!.rootArgumentId).toBe('10');
    expect(network!.links).toEqual([
      { argumentId: '20', targetClaimId: '2', type: 'support' },
      { argumentId: '30', targetClaimId: '3', type: 'refute' },
    ]);
    expect(network!.undercuts).toEqual([{ argumentId: '50', targetArgumentId: '20' }]);
    expect(texts['1']).toBe('The town should build a tram');
  });

  it('gives the P(C) the guide states, each line as the guide writes it', () => {
    const result = evaluateNetwork(fromAif(example).network!);
    const lines: [text: string, value: number, computed: number][] = [
      ['local P(C) = 0.2 + 0.7 × 0.56 = 0.592', 0.2 + 0.7 * 0.56, result.localPC],
      [
        'P(Trams cut congestion) = 0.95 × 0.9 + 0.4 × 0.1 = 0.895',
        0.95 * 0.9 + 0.4 * 0.1,
        result.claims['2']!,
      ],
      [
        'P(The town can afford a tram) = 0.5 × 0.6 + 0.9 × 0.4 = 0.66',
        0.5 * 0.6 + 0.9 * 0.4,
        result.claims['3']!,
      ],
      ["network's P(C) = 0.2 + 0.7 × 0.895 × 0.66 = 0.61349", 0.2 + 0.7 * 0.895 * 0.66, result.pC],
    ];
    for (const [text, value, computed] of lines) {
      expect(page.replace(/\s+/g, ' ')).toContain(text);
      close(value, Number(text.split('= ').at(-1)));
      close(computed, value);
    }
  });

  it('exports back to a document that imports to the same network and P(C)', () => {
    const { network, texts } = fromAif(example);
    const again = fromAif(JSON.parse(JSON.stringify(toAif(network!, texts))));
    expect(again.errors).toEqual([]);
    expect(again.network).toEqual(network);
    expect(evaluateNetwork(again.network!).pC).toBe(evaluateNetwork(network!).pC);
  });
});
