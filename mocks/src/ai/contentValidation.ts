import type { ValidateContentRequest, ValidationIssue } from '@credence/api';
import type { z } from 'zod';

type Request = z.output<typeof ValidateContentRequest>;
type Issue = z.infer<typeof ValidationIssue>;

/** Words that mark content as offensive (a deliberately tiny list). */
export const OFFENSIVE_WORDS = ['idiot', 'idiots', 'stupid', 'moron', 'morons'] as const;

const offensive = new RegExp(`\\b(?:${OFFENSIVE_WORDS.join('|')})\\b`, 'i');

/** Fewer words than this makes a claim too short to evaluate. */
export const MIN_CLAIM_WORDS = 3;

function check(field: string, text: string, issues: Issue[]) {
  const trimmed = text.trim();
  if (trimmed === '') {
    issues.push({ field, message: 'is empty', severity: 'high', type: 'empty' });
    return;
  }
  if (trimmed.split(/\s+/).length < MIN_CLAIM_WORDS) {
    issues.push({
      field,
      message: 'is too short to evaluate',
      severity: 'medium',
      type: 'too_short',
    });
  }
  if (offensive.test(trimmed)) {
    issues.push({
      field,
      message: 'contains offensive language',
      severity: 'high',
      type: 'offensive',
    });
  }
}

/**
 * Content validation: empty claims (high), claims under three words (medium), offensive words
 * (type `offensive`). Valid when no issue is high or offensive.
 */
export function validateContent(request: Request) {
  const { argument } = request;
  const issues: Issue[] = [];
  if (argument.premises.length === 0) {
    issues.push({
      field: 'premises',
      message: 'add at least one premise',
      severity: 'high',
      type: 'empty',
    });
  }
  argument.premises.forEach((premise, index) => {
    check(`premise ${index + 1}`, premise.content, issues);
  });
  check('conclusion', argument.conclusion.content, issues);
  if (offensive.test(argument.title)) {
    issues.push({
      field: 'title',
      message: 'contains offensive language',
      severity: 'high',
      type: 'offensive',
    });
  }
  const isValid = !issues.some((issue) => issue.severity === 'high' || issue.type === 'offensive');
  return { validation: { isValid, issues } };
}
