import type { Formula } from './ast';

const NAME = /^([A-Za-z])(\d*)$/;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares two digit strings by numeric value, without overflow for long indexes. */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  return x.length - y.length || compareText(x, y);
}

/** Compares letters alphabetically, a lowercase letter before its uppercase. */
function compareLetters(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase()) || compareText(b, a);
}

/**
 * The natural order of atom names, for variable columns: plain letters first, alphabetically
 * (`p, q, r`), then indexed names by letter and then by numeric index (`p1, p2, p10, q1`).
 * A lowercase letter comes just before its uppercase (`p, P, q`). Names that are not a letter
 * with optional digits sort last, by code unit. Use with `Array.prototype.sort`.
 *
 * @example ['p10', 'q', 'p2', 'p'].sort(compareAtomNames) // ['p', 'q', 'p2', 'p10']
 */
export function compareAtomNames(a: string, b: string): number {
  const x = NAME.exec(a);
  const y = NAME.exec(b);
  if (x === null || y === null) {
    if (x !== null) return -1;
    if (y !== null) return 1;
    return compareText(a, b);
  }
  const [, letterA = '', indexA = ''] = x;
  const [, letterB = '', indexB = ''] = y;
  const indexed = Number(indexA !== '') - Number(indexB !== '');
  if (indexed !== 0) return indexed;
  return (
    compareLetters(letterA, letterB) || compareDigits(indexA, indexB) || compareText(a, b) // `p01` vs `p1`
  );
}

/**
 * The distinct atom names (sentence letters) of a formula, in {@link compareAtomNames} order.
 * Predicates, variables and constants are not atoms.
 *
 * @example
 * const result = parseFormula('q → p ∧ q');
 * if (result.ok) formulaAtoms(result.formula); // ['p', 'q']
 */
export function formulaAtoms(formula: Formula): string[] {
  const names = new Set<string>();
  const stack: Formula[] = [formula];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    switch (node.kind) {
      case 'atom':
        names.add(node.name);
        break;
      case 'predicate':
        break;
      case 'not':
        stack.push(node.operand);
        break;
      case 'forall':
      case 'exists':
        stack.push(node.body);
        break;
      default:
        stack.push(node.left, node.right);
    }
  }
  return [...names].sort(compareAtomNames);
}
