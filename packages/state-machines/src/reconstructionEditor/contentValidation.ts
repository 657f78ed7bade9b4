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
 * The 'Content Validation Error' text when an issue blocks the save, joined with newlines:
 * 'Content validation failed:', one 'field: message' line per issue of the result (the spec's
 * "one line per issue": the lesser ones too, so one round of fixes can address them all), then
 * 'Please review and correct these issues before saving.'
 */
export function blockingIssuesMessage(issues: readonly ContentValidationIssue[]): string {
  return [
    RECONSTRUCTION_MESSAGES.validationFailedHeader,
    ...issues.map(issueLine),
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
