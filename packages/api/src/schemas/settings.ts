import * as z from 'zod';
import { ConstraintResolutionMode, Probability } from './common';

/** How much of the calculation the panels show. */
export const DetailLevel = z.enum(['basic', 'detailed', 'complete']);

/** The user's settings. */
export const UserSettings = z.object({
  detailLevel: DetailLevel,
  conviction: Probability,
  constraintResolutionMode: ConstraintResolutionMode,
  /**
   * The evaluator's "Network" switch: show the argument with the arguments linked into it
   * (`getArgumentNetwork`). False by default. The host and the mocks always answer it; it is
   * optional here so that settings cached or built before it existed still read (absent = off).
   */
  networkView: z.boolean().optional(),
  lastUpdated: z.string().optional(),
});

/** GET /api/user/settings and PUT /api/user/settings answer. */
export const UserSettingsResponse = z.object({ settings: UserSettings });

/** PUT /api/user/settings body: any subset of the settings. */
export const UpdateUserSettingsRequest = UserSettings.omit({ lastUpdated: true })
  .partial()
  .strict();
