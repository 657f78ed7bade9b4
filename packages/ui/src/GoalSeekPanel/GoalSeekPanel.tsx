import {
  type CredenceForTarget,
  credenceForTarget,
  type EvaluationInput,
  formatPercent,
} from '@credence/engine';
import { type FormEvent, useId, useState } from 'react';
import { Form, Group, Input, Label, NumberField } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './GoalSeekPanel.css';

/** A premise as the panel names it. */
export interface GoalSeekPremise {
  id: string;
  /** A short name, e.g. `'P1'`. */
  label: string;
  /** The premise's text (shown as text, never as HTML). */
  text: string;
}

/** Props of {@link GoalSeekPanel}. */
export interface GoalSeekPanelProps {
  /** The evaluation input behind the current P(C) (`debugData.rawInputs` of the result). */
  input: EvaluationInput;
  /** The premises in order, as labelled elsewhere on the screen. */
  premises: readonly GoalSeekPremise[];
  /** P(C) now: the starting target. */
  pC: number;
  /** Extra class names. */
  className?: string;
}

/** The panel's texts. */
export const GOAL_SEEK_TEXT = {
  title: 'What would it take?',
  intro:
    'Pick the P(C) you would need to be convinced. For each premise alone, the credence that gets the argument there, all else unchanged.',
  target: 'Target P(C)',
  find: 'Find the credences',
  finding: 'Finding...',
  unchanged: (label: string, credence: number) =>
    `${label}: already there at ${formatPercent(credence)}.`,
  reachable: (label: string, from: number, to: number) =>
    `${label}: from ${formatPercent(from)} to ${formatPercent(to)}.`,
  unreachable: (label: string, low: number, high: number) =>
    `${label}: not alone — moving it only gives P(C) from ${formatPercent(low)} to ${formatPercent(high)}.`,
} as const;

/** The sentence for one premise's answer. */
export function goalSeekSentence(
  label: string,
  current: number,
  answer: CredenceForTarget,
): string {
  if (!answer.reachable) return GOAL_SEEK_TEXT.unreachable(label, answer.range[0], answer.range[1]);
  if (formatPercent(answer.credence) === formatPercent(current))
    return GOAL_SEEK_TEXT.unchanged(label, current);
  return GOAL_SEEK_TEXT.reachable(label, current, answer.credence);
}

interface Answer {
  premise: GoalSeekPremise;
  current: number;
  result: CredenceForTarget;
}

/**
 * "What would it take?": the user enters a target P(C) and gets, for each premise, the credence
 * that reaches it (or the range that premise alone can reach), from `@credence/engine`'s
 * `credenceForTarget`. Answers are computed on request (the search can take a moment for a
 * large argument) and cleared when the argument changes.
 */
export function GoalSeekPanel({ input, premises, pC, className }: GoalSeekPanelProps) {
  const titleId = useId();
  const [target, setTarget] = useState(() => Math.round(pC * 100) / 100);
  const [solved, setSolved] = useState<{ input: EvaluationInput; answers: Answer[] } | null>(null);
  // Answers belong to the evaluation they were computed for: a new input means new credences.
  const answers = solved?.input === input ? solved.answers : null;

  const solve = (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isFinite(target)) return;
    setSolved({
      input,
      answers: premises.map((premise) => {
        const entered = input.premises.find((p) => p.id === premise.id)?.probability;
        return {
          premise,
          current: typeof entered === 'number' ? entered : 0.5,
          result: credenceForTarget(input, premise.id, target),
        };
      }),
    });
  };

  const classes = [styles.root, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.title}>
        {GOAL_SEEK_TEXT.title}
      </h4>
      <p className={styles.intro}>{GOAL_SEEK_TEXT.intro}</p>
      <Form className={styles.form} onSubmit={solve}>
        <NumberField
          className={styles.field}
          value={target}
          onChange={setTarget}
          minValue={0}
          maxValue={1}
          step={0.01}
          formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
        >
          <Label>{GOAL_SEEK_TEXT.target}</Label>
          <Group>
            <Input className={styles.input} />
          </Group>
        </NumberField>
        <Button type="submit">{GOAL_SEEK_TEXT.find}</Button>
      </Form>
      {answers ? (
        <ul className={styles.answers} aria-label={`Credences for P(C) = ${formatPercent(target)}`}>
          {answers.map(({ premise, current, result }) => (
            <li key={premise.id} data-reachable={result.reachable}>
              <span className={styles.sentence}>
                {goalSeekSentence(premise.label, current, result)}
              </span>
              <span className={styles.text}>{premise.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
