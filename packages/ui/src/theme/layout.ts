/**
 * Layout atoms for a component's `.css.ts` when its markup keeps its own elements: the
 * sprinkles a `Stack` or an `Inline` would set, as class names.
 */
import { type Space, sprinkles } from './sprinkles.css';

/** A column with a gap (what `Stack` sets). */
export function stackAtoms(gap: Space): string {
  return sprinkles({ display: 'flex', flexDirection: 'column', gap });
}

/** A row with a gap, wrapping unless told not to (what `Inline` sets). */
export function rowAtoms(
  gap: Space,
  {
    alignY,
    spread = false,
    wrap = true,
  }: { alignY?: 'flexStart' | 'center' | 'baseline'; spread?: boolean; wrap?: boolean } = {},
): string {
  return sprinkles({
    display: 'flex',
    flexWrap: wrap ? 'wrap' : undefined,
    alignItems: alignY,
    justifyContent: spread ? 'spaceBetween' : undefined,
    gap,
  });
}
