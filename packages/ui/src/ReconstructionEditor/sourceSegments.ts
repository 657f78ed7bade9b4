/** A run of the source text: highlighted (inside one of the spans) or not. */
export interface TextSegment {
  /** Offset of its first character in the whole text. */
  start: number;
  text: string;
  highlighted: boolean;
}

/**
 * The text cut into runs at the spans' edges, in order, so the spans can be shown as `<mark>`s.
 * Spans are `[start, end)` offsets; they are clamped to the text, empty ones dropped, and
 * overlapping or touching ones merged (a claim's words may be given in several pieces).
 */
export function highlightSegments(
  text: string,
  spans: readonly (readonly [number, number])[],
): TextSegment[] {
  const clamp = (offset: number) => Math.min(Math.max(offset, 0), text.length);
  const ranges = spans
    .map(([start, end]) => [clamp(start), clamp(end)] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ start: at, text: text.slice(at, start), highlighted: false });
    segments.push({ start, text: text.slice(start, end), highlighted: true });
    at = end;
  }
  if (at < text.length) segments.push({ start: at, text: text.slice(at), highlighted: false });
  return segments;
}
