import { evaluateArgument, formatPercent } from '@credence/engine';

// Two premises held with 80 % and 70 % confidence; the conclusion is 90 % likely if both hold
// and 20 % likely otherwise.
const result = evaluateArgument({
  mode: 'fallback',
  premises: [
    { id: 'p1', probability: 0.8 },
    { id: 'p2', probability: 0.7 },
  ],
  pCGivenPremises: 0.9,
  pCGivenNotPremises: 0.2,
});

console.log(result.formula);
console.log(`P(C) = ${formatPercent(result.pC)}`);
