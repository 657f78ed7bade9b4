/** `0.4 s`, `9.8 s`, `41 s`, `3 min 5 s`. */
export function formatDuration(ms: number): string;
/** A step's line: ✓ or ✗, its label, its duration lined up, then `note` if any. */
export function stepLine(ok: boolean, label: string, ms: number, note?: string): string;
