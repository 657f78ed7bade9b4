import { describe, expect, it } from 'vitest';
import { draftFromArgument, mergeReconstruction, moveItem, premiseLabel } from './argumentDraft';
import {
  conclusionWordingOf,
  plainConclusion,
  setAffirmation,
  toggleConclusionWording,
  toggleRefuteWording,
  toggleShouldNotReject,
} from './conclusionWording';
import {
  blockingIssuesMessage,
  isBlockingIssue,
  issuesConfirmationMessage,
} from './contentValidation';
import { editKeyEvent } from './editKeys';
import { NEW_ARGUMENT, RECONSTRUCTION_MESSAGES } from './reconstructionEditor.messages';

describe('reconstruction editor texts', () => {
  it('copies the spec texts exactly', () => {
    expect(RECONSTRUCTION_MESSAGES).toMatchObject({
      loading: 'Extracting argument...',
      createNew: 'Create New Argument',
      assess: 'Assess Argument',
      retry: 'Retry Reconstruction',
      validating: 'Validating...',
      saving: 'Saving...',
      validationErrorTitle: 'Content Validation Error',
    });
    expect(NEW_ARGUMENT).toEqual({
      title: 'New Argument',
      description: 'Manually created argument',
      type: 'INDUCTIVE',
    });
  });
});

describe('conclusion wording', () => {
  it('adds a refute prefix with the first letter lowercased, and toggles back to the plain text', () => {
    expect(toggleRefuteWording('God exists', 'notTheCase')).toBe(
      'It is not the case that god exists',
    );
    expect(toggleRefuteWording('God exists', 'doNotAccept')).toBe(
      'I do not accept that god exists',
    );
    expect(toggleRefuteWording('It is not the case that god exists', 'notTheCase')).toBe(
      'God exists',
    );
    expect(toggleRefuteWording('It is not the case that god exists', 'doNotAccept')).toBe(
      'I do not accept that god exists',
    );
  });

  it("toggles 'We should not reject that ...' and removes it on affirmation", () => {
    expect(toggleShouldNotReject('Free will exists')).toBe(
      'We should not reject that free will exists',
    );
    expect(toggleShouldNotReject('We should not reject that free will exists')).toBe(
      'Free will exists',
    );
    expect(setAffirmation('We should not reject that free will exists')).toBe('Free will exists');
    expect(setAffirmation('Free will exists')).toBe('Free will exists');
    expect(setAffirmation('I do not accept that free will exists')).toBe(
      'I do not accept that free will exists',
    );
  });

  it('recognises prefixes regardless of case and surrounding spaces', () => {
    expect(conclusionWordingOf('  it is not the case that x')).toBe('notTheCase');
    expect(conclusionWordingOf('X')).toBeNull();
    expect(plainConclusion(' i do not accept that  x ')).toBe('X');
    expect(toggleConclusionWording('', 'notTheCase')).toBe('It is not the case that ');
  });
});

describe('content validation messages', () => {
  const issues = [
    { field: 'title', message: 'Vague', severity: 'medium' as const, type: 'clarity' },
    { field: 'premises[0]', message: 'Insulting', severity: 'low' as const, type: 'offensive' },
    { field: 'conclusion', message: 'Empty claim', severity: 'high' as const, type: 'logic' },
  ];

  it('blocks on severity high or type offensive', () => {
    expect(issues.map(isBlockingIssue)).toEqual([false, true, true]);
  });

  it('words the blocking text and the confirmation, one line per issue', () => {
    expect(blockingIssuesMessage(issues)).toBe(
      'Content validation failed:\ntitle: Vague\npremises[0]: Insulting\nconclusion: Empty claim\nPlease review and correct these issues before saving.',
    );
    expect(issuesConfirmationMessage(issues.slice(0, 1))).toBe(
      'Content validation found some issues:\ntitle: Vague\nDo you want to continue saving anyway?',
    );
  });
});

describe('argument draft helpers', () => {
  it('labels premises P1, P2, ...', () => {
    expect([0, 1, 9].map(premiseLabel)).toEqual(['P1', 'P2', 'P10']);
  });

  it('moves items and ignores out-of-range moves', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 3)).toEqual(['a', 'b']);
  });

  it('keeps given ids and numbers the others around them', () => {
    const draft = draftFromArgument({
      title: 't',
      description: '',
      premises: [{ content: 'a' }, { id: 'premise-2', content: 'b' }, { content: 'c' }],
      conclusion: { content: 'c' },
    });
    expect(draft.premises.map((p) => p.id)).toEqual(['premise-1', 'premise-2', 'premise-3']);
    expect(draft.nextPremiseNumber).toBe(4);
    expect(draft.type).toBe('INDUCTIVE');
  });

  it('merges a reconstruction around locked premises, dropping unfilled unlocked places', () => {
    const current = draftFromArgument({
      title: 't',
      description: '',
      premises: [{ content: 'a' }, { content: 'b', locked: true }, { content: 'c' }],
      conclusion: { content: 'old' },
    });
    const merged = mergeReconstruction(current, {
      title: 'u',
      description: 'd',
      premises: [{ content: 'x', locked: true }],
      conclusion: { content: 'new' },
    });
    expect(merged.premises.map((p) => [p.content, p.locked])).toEqual([
      ['x', false],
      ['b', true],
    ]);
    expect(merged.conclusion).toMatchObject({ id: 'conclusion', content: 'new', locked: false });
  });
});

describe('edit keys', () => {
  it('Enter saves, Shift+Enter is a newline, Escape cancels', () => {
    expect(editKeyEvent({ key: 'Enter', shiftKey: false })).toBe('COMMIT_EDIT');
    expect(editKeyEvent({ key: 'Enter', shiftKey: true })).toBeNull();
    expect(editKeyEvent({ key: 'Escape', shiftKey: false })).toBe('CANCEL_EDIT');
    expect(editKeyEvent({ key: 'a', shiftKey: false })).toBeNull();
  });
});
