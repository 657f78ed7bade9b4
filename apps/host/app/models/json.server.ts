/** JSON columns are stored as text (SQLite); these read them back without ever throwing. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Serialises a value for a JSON text column. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
