import { RECONSTRUCTION_MESSAGES } from './reconstructionEditor.messages';
import type { ContentValidationIssue } from './reconstructionEditor.types';

/** An issue that blocks the save: severity high, or type offensive. */
export function isBlockingIssue(issue: ContentValidationIssue): boolean {
  return issue.severity === 'high' || issue.type === 'offensive';
}

/** One issue as the messages list it: 'field: message'. */
export function issueLine(issue: ContentValidationIssue): string {
  return `${issue.field}: ${issue.message}`;
}

/**
 * The 'Content Validation Error' text for blocking issues, joined with newlines:
 * 'Content validation failed:', one 'field: message' line per blocking issue (the issues that
 * block the save; the others are confirmed once these are fixed), then
 * 'Please review and correct these issues before saving.'
 */
export function blockingIssuesMessage(issues: readonly ContentValidationIssue[]): string {
  return [
    RECONSTRUCTION_MESSAGES.validationFailedHeader,
    ...issues.filter(isBlockingIssue).map(issueLine),
    RECONSTRUCTION_MESSAGES.validationFailedFooter,
  ].join('\n');
}

/**
 * The confirmation for non-blocking issues, joined with newlines: 'Content validation found some
 * issues:', one 'field: message' line per issue (filling the spec's '...'), then 'Do you want to
 * continue saving anyway?'.
 */
export function issuesConfirmationMessage(issues: readonly ContentValidationIssue[]): string {
  return [
    RECONSTRUCTION_MESSAGES.validationIssuesHeader,
    ...issues.map(issueLine),
    RECONSTRUCTION_MESSAGES.validationIssuesQuestion,
  ].join('\n');
}
