import { describe, expect, it } from 'vitest';
import { dependencyColorBand, dependencyWording } from './dependency';

describe('dependencyWording', () => {
  it('builds the spec sentence with TRUE', () => {
    expect(
      dependencyWording({
        antecedentText: 'It rains',
        antecedentValue: true,
        consequentText: 'The ground is wet',
        probability: 0.9,
      }),
    ).toBe('Learning that "It rains" is TRUE makes me very confident that the ground is wet');
  });

  it('builds the spec sentence with FALSE and the end bands', () => {
    expect(
      dependencyWording({
        antecedentText: 'It rains',
        antecedentValue: false,
        consequentText: 'The ground is wet',
        probability: 0.0499,
      }),
    ).toBe('Learning that "It rains" is FALSE makes me completely reject that the ground is wet');
    expect(
      dependencyWording({
        antecedentText: 'A',
        antecedentValue: true,
        consequentText: 'B',
        probability: 0.95,
      }),
    ).toBe('Learning that "A" is TRUE makes me virtually certain that B');
  });

  it('quotes a conditional consequent verbatim', () => {
    expect(
      dependencyWording({
        antecedentText: 'X',
        antecedentValue: true,
        consequentText: 'We win unless it rains',
        probability: 0.3,
      }),
    ).toBe('Learning that "X" is TRUE makes me quite doubtful that "We win unless it rains"');
  });
});

describe('dependencyColorBand', () => {
  it.each([
    [1, 0],
    [0.9, 0],
    [0.8999, 1],
    [0.8, 1],
    [0.7999, 2],
    [0.7, 2],
    [0.6, 3],
    [0.5, 4],
    [0.4999, 5],
    [0.4, 5],
    [0.3, 6],
    [0.2, 7],
    [0.1, 8],
    [0.0999, 9],
    [0, 9],
  ])('%s → band %s', (p, band) => {
    expect(dependencyColorBand(p)).toBe(band);
  });
});
