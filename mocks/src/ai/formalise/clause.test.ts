import { describe, expect, it } from 'vitest';
import { ClauseReader, expandContractions, type Form, MAX_FORM_DEPTH } from './clause';

const reader = new ClauseReader((word) => ['Socrates', 'Ann', 'Mount', 'Everest'].includes(word));

/** A form written compactly: atoms and predicates by their keys. */
function show(form: Form): string {
  switch (form.kind) {
    case 'atom':
      return `[${form.wording.key}]`;
    case 'predication':
      return `${form.predicate.key}(${form.individual.key})`;
    case 'all':
    case 'some':
      return `${form.kind} ${form.subject.key}: ${form.negated ? 'not ' : ''}${form.predicate.key}`;
    case 'not':
      return `¬${show(form.operand)}`;
    default: {
      const op = { implies: '→', and: '∧', or: '∨', iff: '↔' }[form.kind];
      return `(${show(form.left)} ${op} ${show(form.right)})`;
    }
  }
}

const read = (text: string) => show(reader.read(text));

describe('ClauseReader', () => {
  it.each([
    ['If it rains, the ground is wet.', '([it rain] → [ground is wet])'],
    ['If it rains then the ground is wet.', '([it rain] → [ground is wet])'],
    ['If it rains, then the ground is wet.', '([it rain] → [ground is wet])'],
    ['The ground is wet if it rains.', '([it rain] → [ground is wet])'],
    ['You may vote only if you are registered.', '([you may vote] → [you is registered])'],
    ['We go out unless it rains.', '(¬[it rain] → [we go out])'],
    ['Unless it rains, we go out.', '(¬[it rain] → [we go out])'],
    ['The lamp is on if and only if the switch is up.', '([lamp is on] ↔ [switch is up])'],
    ['If it rains, then if it is cold, it snows.', '([it rain] → ([it is cold] → [it snow]))'],
  ])('conditional: %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    ['It is not the case that it rains.', '¬[it rain]'],
    ['It is false that it rains.', '¬[it rain]'],
    ['It does not rain.', '¬[it rain]'],
    ["It doesn't rain.", '¬[it rain]'],
    ["The door isn't locked.", '¬[door is locked]'],
    ['It never rains.', '¬[it rain]'],
    ['There is no milk.', '¬[there is milk]'],
    ["Birds can't swim.", '¬[bird can swim]'],
    ['Birds cannot swim.', '¬[bird can swim]'],
    ['It is not true that it does not rain.', '¬¬[it rain]'],
    ['Neither is it cold nor is it wet.', '(¬[is it cold] ∧ ¬[is it wet])'],
  ])('negation: %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    ['It rains and it is cold.', '([it rain] ∧ [it is cold])'],
    ['Both it rains and it is cold.', '([it rain] ∧ [it is cold])'],
    ['It rains but it is warm.', '([it rain] ∧ [it is warm])'],
    ['It rains or it snows.', '([it rain] ∨ [it snow])'],
    ['Either it rains or it snows.', '([it rain] ∨ [it snow])'],
    ['It rains or it snows and it is cold.', '([it rain] ∨ ([it snow] ∧ [it is cold]))'],
    ['The man is tall and strong.', '[man is tall and strong]'],
    ['Tea or coffee is served.', '[tea or coffee is served]'],
  ])('conjunction and disjunction: %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    ['All men are mortal.', 'all man: mortal'],
    ['Every man is mortal.', 'all man: mortal'],
    ['Each student is a reader.', 'all student: reader'],
    ['No reptiles are mammals.', 'all reptile: not mammal'],
    ['Some birds are not fliers.', 'some bird: not flier'],
    ['Some birds are black.', 'some bird: black'],
    ['Not all birds are black.', '¬all bird: black'],
    ['Socrates is a man.', 'man(socrate)'],
    ['Socrates is not mortal.', '¬mortal(socrate)'],
    ['Mount Everest is high.', 'high(mount everest)'],
    ['If Socrates is a man, Socrates is mortal.', '(man(socrate) → mortal(socrate))'],
    ['The man is mortal.', '[man is mortal]'],
  ])('quantifiers and individuals: %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('keeps the words as written (articles and negations out) next to the keys', () => {
    expect(reader.read('The streets are not wet.')).toEqual({
      kind: 'not',
      operand: { kind: 'atom', wording: { key: 'street is wet', text: 'streets are wet' } },
    });
  });

  it(`reads at most ${MAX_FORM_DEPTH} connectives deep, the rest as one atom`, () => {
    const text = Array.from({ length: 40 }, (_, index) => `it rains ${index}`).join(' or ');
    let form = reader.read(text);
    let depth = 0;
    while (form.kind === 'or') {
      depth++;
      form = form.right;
    }
    expect(depth).toBe(MAX_FORM_DEPTH);
    expect(form.kind).toBe('atom');
  });

  it('expands contractions', () => {
    expect(expandContractions("Isn't it? Can't, won't, shan't, cannot, didn’t")).toBe(
      'Is not it? Can not, will not, shall not, can not, did not',
    );
    expect(
      expandContractions("It's cold, there’s snow, we're in, I'm out, we've won, we'll go"),
    ).toBe('It is cold, there is snow, we are in, I am out, we have won, we will go');
    // Elsewhere 's is a possessive (normalisation drops it).
    expect(expandContractions("Ann's car")).toBe("Ann's car");
  });

  it('drops a leading and, but, moreover, however …', () => {
    expect(read('But the car does not start.')).toBe('¬[car start]');
    expect(read('Moreover, it rains.')).toBe('[it rain]');
    expect(read('And.')).toBe('[and]');
  });

  it("reads it's as it is", () => {
    expect(read("It's cold.")).toBe(read('It is cold.'));
    expect(read("It isn't cold.")).toBe('¬[it is cold]');
  });
});
