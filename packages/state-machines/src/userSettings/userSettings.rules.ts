import {
  DEFAULT_CONSTRAINT_RESOLUTION_MODE,
  DEFAULT_CONVICTION,
  DEFAULT_DETAIL_LEVEL,
  SLIDER_MAX,
  SLIDER_MIN,
} from '@credence/engine';
import type {
  ConstraintResolutionMode,
  DetailLevel,
  UserSettings,
  UserSettingsChanges,
} from './userSettings.types';

/** The detail levels a user may choose. */
export const DETAIL_LEVELS: readonly DetailLevel[] = ['basic', 'detailed', 'complete'];

/** The constraint resolution modes a user may choose. */
export const CONSTRAINT_RESOLUTION_MODES: readonly ConstraintResolutionMode[] = [
  'coherentist',
  'foundationalist',
];

/** The spec's defaults: detail level complete, conviction 0.3, resolution mode coherentist. */
export function defaultUserSettings(): UserSettings {
  return {
    detailLevel: DEFAULT_DETAIL_LEVEL,
    conviction: DEFAULT_CONVICTION,
    constraintResolutionMode: DEFAULT_CONSTRAINT_RESOLUTION_MODE,
  };
}

/**
 * Whether a change may be sent: at least one field, a known detail level and resolution mode,
 * and a conviction that is a finite number from 0 to 1.
 */
export function isValidSettingsChange(changes: UserSettingsChanges): boolean {
  const { detailLevel, conviction, constraintResolutionMode } = changes;
  if (
    detailLevel === undefined &&
    conviction === undefined &&
    constraintResolutionMode === undefined
  ) {
    return false;
  }
  if (detailLevel !== undefined && !DETAIL_LEVELS.includes(detailLevel)) return false;
  if (
    constraintResolutionMode !== undefined &&
    !CONSTRAINT_RESOLUTION_MODES.includes(constraintResolutionMode)
  ) {
    return false;
  }
  if (conviction !== undefined) {
    return Number.isFinite(conviction) && conviction >= SLIDER_MIN && conviction <= SLIDER_MAX;
  }
  return true;
}

/** A thrown value as the message shown to the user. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'Unknown error');
}
