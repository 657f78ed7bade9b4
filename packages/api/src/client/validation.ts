import type { z } from 'zod';
import { validationMessage } from '../validation';

/**
 * A zod error as one readable line: `path: message; path: message` (the host's and the mocks'
 * {@link validationMessage}, so an invalid request reads the same wherever it is refused).
 */
export function formatZodError(error: z.ZodError): string {
  return validationMessage(error);
}
