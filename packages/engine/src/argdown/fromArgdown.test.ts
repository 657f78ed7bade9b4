import { describe, expect, it } from 'vitest';
import { ArgdownParseError } from './errors';
import { fromArgdown } from './fromArgdown';

// Examples copied from Argdown's documentation (argdown.org, "The Syntax"), so that the reader
// is tested on what Argdown users actually write.

describe('fromArgdown — examples from the Argdown documentation', () => {
  it('reads the collapsed-inference example', () => {
    const { argument, warnings } = fromArgdown('(1) s1\n(2) s2\n----\n(3) s3\n');
    expect(argument).toEqual({
      premises: [
        { id: 'p1', text: 's1' },
        { id: 'p2', text: 's2' },
      ],
      conclusion: { text: 's3' },
    });
    expect(warnings).toEqual([]);
  });

  it('reads the expanded inference with rules and data, and its "deductive" logic', () => {
    const { argument, warnings } = fromArgdown(
      [
        '(1) All humans are mortal.',
        '(2) Socrates is a human.',
        '--',
        'Universal instantiation, Modus Ponens',
        '{uses: [1,2], logic: ["deductive", "predicate logic"]}',
        '--',
        '(3) Socrates is mortal.',
      ].join('\n'),
    );
    expect(argument.argumentType).toBe('DEDUCTIVE');
    expect(argument.premises.map((p) => p.text)).toEqual([
      'All humans are mortal.',
      'Socrates is a human.',
    ]);
    expect(argument.conclusion.text).toBe('Socrates is mortal.');
    expect(warnings).toEqual([]);
  });

  it('reads the Teleological proof: a complex argument whose intermediary conclusion is left out', () => {
    const { argument, warnings } = fromArgdown(`<Teleological proof>

(1) The world seems intelligently designed.
(2) The best explanation for
    why the world seems intelligently designed,
    is that there is an
    intelligent being designing it.
-----
(3) Some intelligent being
    designing the world exists.
(4) The only intelligent being
    that could design the world is God.
-----
(5) God exists.
`);
    expect(argument.title).toBe('Teleological proof');
    expect(argument.premises.map((p) => p.text)).toEqual([
      'The world seems intelligently designed.',
      'The best explanation for why the world seems intelligently designed, is that there is an intelligent being designing it.',
      'The only intelligent being that could design the world is God.',
    ]);
    expect(argument.conclusion.text).toBe('God exists.');
    expect(warnings).toEqual([
      'The intermediary conclusion (3) was left out: its premises support the main conclusion directly.',
    ]);
  });

  it('resolves references, unwraps mentions, links, tags and emphasis, and reads YAML data', () => {
    const { argument, warnings } = fromArgdown(`
[Intelligent Design]: The world seems
intelligently designed.

[God]: God exists.

<Teleological proof>

(1) [Intelligent Design]
(2) [Best Explanation]: The best
    explanation for why the world seems
    intelligently designed
    (cf. @[Intelligent Design]),
    is that _there is_ an
    intelligent being designing it.
-----
(3) **Some** intelligent being
    designing the world exists.
    {sources: [
        "Cleanthes"
    ]}
(4) The only intelligent being
    that could [design the world](https://en.wikipedia.org/wiki/Intelligent_design)
    is God. #deism
-----
(5) [God]
`);
    expect(argument.premises.map((p) => p.text)).toEqual([
      'The world seems intelligently designed.',
      'The best explanation for why the world seems intelligently designed (cf. Intelligent Design), is that there is an intelligent being designing it.',
      'The only intelligent being that could design the world is God.',
    ]);
    expect(argument.conclusion.text).toBe('God exists.');
    expect(warnings).toHaveLength(1);
  });

  it('reads an argument description, skips front matter and comments, and reports relations', () => {
    const { argument, warnings } = fromArgdown(`===
title: Reconstructing in strict mode
model:
    mode: strict
===

<!--
HTML-style comments are
multiline comments
-->

<a>: <!-- comments may appear anwhere
inside block elements
and are simply ignored
by the Argdown parser -->
Now comes the argument description.

(1) s1
    <- <b>
(2) s2 // a line comment
-----
(3) s3
    <_ <b>
    +> <c>
    <- <d>

<b>

(1) s4
(2) s5
----
(3) s6
`);
    expect(argument.title).toBe('a');
    expect(argument.description).toBe('Now comes the argument description.');
    expect(argument.premises.map((p) => p.text)).toEqual(['s1', 's2']);
    expect(argument.conclusion.text).toBe('s3');
    expect(warnings).toEqual([
      'The text holds 2 premise–conclusion structures; only the first (<a>) was imported.',
      'The relations under (1) were left out: Credence links arguments itself.',
      'The relations under (3) were left out: Credence links arguments itself.',
    ]);
  });

  it('reads the block-format YAML of the documentation', () => {
    const { argument } = fromArgdown(`(1) [Nietzsche's Slogan]: God is dead. {
sources:
    - Nietzsche, Thus Spoke Zarathustra
    - Nietzsche, The Gay Science
credence: 0.4
}
----
(2) Something follows.`);
    expect(argument.premises).toEqual([{ id: 'p1', text: 'God is dead.', credence: 0.4 }]);
  });
});

describe('fromArgdown — Credence data fields', () => {
  it('reads credences, dependencies and conditionals by premise number', () => {
    const { argument, warnings } = fromArgdown(`<Rain>: Will it rain?

(1) The sky is grey. {credence: 0.8}
(2) The forecast says rain. {credence: "60%", dependsOn: [1], given: {"1": 0.7, "~1": 0.2}}
(3) The wind is from the west. {credence: 0.5, dependsOn: ["~1"]}
--
{logic: ["inductive"]}
--
(4) It will rain. {credence: 0.7}`);
    expect(warnings).toEqual([]);
    expect(argument).toEqual({
      title: 'Rain',
      description: 'Will it rain?',
      argumentType: 'INDUCTIVE',
      premises: [
        { id: 'p1', text: 'The sky is grey.', credence: 0.8 },
        { id: 'p2', text: 'The forecast says rain.', credence: 0.6 },
        { id: 'p3', text: 'The wind is from the west.', credence: 0.5 },
      ],
      conclusion: { text: 'It will rain.', credence: 0.7 },
      dependencies: { p2: ['p1'], p3: ['~p1'] },
      premiseConditionals: { 'p2|p1': 0.7, 'p2|~p1': 0.2 },
    });
  });

  it('reports unusable data instead of guessing', () => {
    const { argument, warnings } = fromArgdown(`(1) A {credence: 1.5}
(2) B {dependsOn: [7], given: {"1": "likely"}}
(3) C {credence: [oops}
----
(4) D`);
    expect(argument.premises).toEqual([
      { id: 'p1', text: 'A' },
      { id: 'p2', text: 'B' },
      { id: 'p3', text: 'C' },
    ]);
    expect(argument.dependencies).toBeUndefined();
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/credence 1.5 is not a number from 0 to 1/);
  });

  it('keeps escaped characters and user text as text', () => {
    const { argument } = fromArgdown(
      '(1) 50\\% of \\#tags use \\*stars\\* <b>bold</b>\n----\n(2) ok',
    );
    expect(argument.premises[0]!.text).toBe('50% of #tags use *stars* <b>bold</b>');
  });

  it('says what is missing when there is nothing to import', () => {
    expect(() => fromArgdown('Just a statement.\n\nAnother one.')).toThrow(ArgdownParseError);
    expect(() => fromArgdown('(1) a\n(2) b')).toThrow(/not a conclusion/);
    expect(() => fromArgdown('(1) a\n--\nrule\n(2) b')).toThrow(/not closed/);
  });
});
