import {
  type EvaluationInput,
  formatPercent,
  type GoalSeekAnswer,
  type GoalSeekPlan,
  goalSeekPlan,
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
    'Pick the P(C) you would need to be convinced. For each premise alone, the credence its slider needs to get the argument there, every other slider left where it is. (This moves a slider; “Which premise matters most” instead supposes a premise true or false, with what depends on it following.)',
  target: 'Target P(C)',
  find: 'Find the credences',
  finding: 'Finding...',
  unchanged: (label: string, credence: number) =>
    `${label}: already there at ${formatPercent(credence)}.`,
  reachable: (label: string, from: number, to: number) =>
    `${label}: from ${formatPercent(from)} to ${formatPercent(to)}.`,
  unreachable: (label: string, low: number, high: number) =>
    `${label}: not alone — moving it only gives P(C) from ${formatPercent(low)} to ${formatPercent(high)}.`,
  fixed: (label: string, parents: string, pC: number) =>
    `${label}: its credence is set by its dependency on ${parents}, so its own slider leaves P(C) at ${formatPercent(pC)}. Move ${parents} instead.`,
  suggestion: (label: string, from: number, to: number, target: number) =>
    `Try ${label}: moving it from ${formatPercent(from)} to ${formatPercent(to)} gives P(C) = ${formatPercent(target)}.`,
  noSuggestion: (target: number) =>
    `No single premise reaches P(C) = ${formatPercent(target)} on its own: move several, or revisit the inference.`,
} as const;

/**
 * The sentence for one premise's answer; `labelOf` names premises (for the parents of a premise
 * fixed by its dependency).
 */
export function goalSeekSentence(
  label: string,
  answer: GoalSeekAnswer,
  labelOf: (premiseId: string) => string = (id) => id,
): string {
  const { current, result } = answer;
  if (answer.fixedBy.length > 0)
    return GOAL_SEEK_TEXT.fixed(label, answer.fixedBy.map(labelOf).join(' and '), result.range[0]);
  if (!result.reachable) return GOAL_SEEK_TEXT.unreachable(label, result.range[0], result.range[1]);
  if (formatPercent(result.credence) === formatPercent(current))
    return GOAL_SEEK_TEXT.unchanged(label, current);
  return GOAL_SEEK_TEXT.reachable(label, current, result.credence);
}

/** The first line of the answers: the premise to move, or that none reaches the target alone. */
export function goalSeekSuggestion(
  plan: GoalSeekPlan,
  labelOf: (premiseId: string) => string,
): string {
  if (!plan.suggestion) return GOAL_SEEK_TEXT.noSuggestion(plan.target);
  const { premiseId, from, to } = plan.suggestion;
  return GOAL_SEEK_TEXT.suggestion(labelOf(premiseId), from, to, plan.target);
}

/**
 * "What would it take?": the user enters a target P(C) and gets the premise to move first (the
 * one reaching it with the smallest change) and, for each premise, the credence its slider needs
 * (or the range it alone can reach; for a premise fixed by its dependency, the parent to move
 * instead), from `@credence/engine`'s `goalSeekPlan`. Answers are computed on request (the search can take a moment for a
 * large argument) and cleared when the argument changes.
 */
export function GoalSeekPanel({ input, premises, pC, className }: GoalSeekPanelProps) {
  const titleId = useId();
  const [target, setTarget] = useState(() => Math.round(pC * 100) / 100);
  const [solved, setSolved] = useState<{ input: EvaluationInput; plan: GoalSeekPlan } | null>(null);
  // Answers belong to the evaluation they were computed for: a new input means new credences.
  const plan = solved?.input === input ? solved.plan : null;
  const labelOf = (premiseId: string) =>
    premises.find((premise) => premise.id === premiseId)?.label ?? premiseId;

  const solve = (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isFinite(target)) return;
    setSolved({ input, plan: goalSeekPlan(input, target) });
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
      {plan ? (
        <>
          <p className={styles.sentence} role="status">
            {goalSeekSuggestion(plan, labelOf)}
          </p>
          <ul
            className={styles.answers}
            aria-label={`Credences for P(C) = ${formatPercent(plan.target)}`}
          >
            {premises.map((premise) => {
              const answer = plan.answers.find((entry) => entry.premiseId === premise.id);
              if (!answer) return null;
              return (
                <li
                  key={premise.id}
                  data-reachable={answer.result.reachable && answer.fixedBy.length === 0}
                >
                  <span className={styles.sentence}>
                    {goalSeekSentence(premise.label, answer, labelOf)}
                  </span>
                  <span className={styles.text}>{premise.text}</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
