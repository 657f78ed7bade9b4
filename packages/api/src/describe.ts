import * as z from 'zod';
import { type CallName, calls } from './calls';
import type { CallDefinition } from './defineCall';

/** The top-level fields of a schema, for documentation: `{a, b?}` or `array of {…}`. */
export function describeSchema(schema: z.ZodType | undefined): string {
  if (!schema) return '—';
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) =>
      field.safeParse(undefined).success ? `${key}?` : key,
    );
    return fields.length ? `{${fields.join(', ')}}` : '{}';
  }
  if (schema instanceof z.ZodArray)
    return `array of ${describeSchema(schema.element as z.ZodType)}`;
  if (schema instanceof z.ZodPipe) return describeSchema(schema.in as z.ZodType);
  return schema.constructor.name.replace(/^Zod/, '').toLowerCase();
}

/** One call as a README table row's cells. */
export function describeCall(name: CallName | string, definition: CallDefinition) {
  const path = definition.path.replace(/:([A-Za-z]+)/g, '{$1}');
  const query =
    definition.query instanceof z.ZodObject
      ? `?${Object.keys(definition.query.shape as object)
          .map((key) => `${key}=…`)
          .join('&')}`
      : '';
  return {
    name,
    method: definition.method,
    path: `${path}${query}`,
    request: describeSchema(definition.body),
    response: `${definition.successStatus} ${describeSchema(definition.response)}`,
    errors: definition.errors.map((error) => String(error.status)).join(', ') || '—',
    origin: definition.origin,
    summary: definition.summary,
  };
}

/** The Markdown table of every call, as `packages/api/README.md` shows it. */
export function callsTable(): string {
  const header =
    '| client method | method | path | request body | success answer | errors | source | what it does |';
  const rule = '|---|---|---|---|---|---|---|---|';
  const rows = (Object.entries(calls) as [CallName, CallDefinition][]).map(([name, definition]) => {
    const row = describeCall(name, definition);
    return `| \`${row.name}\` | ${row.method} | \`${row.path}\` | \`${row.request}\` | \`${row.response}\` | ${row.errors} | ${row.origin} | ${row.summary.replace(/\|/g, '\\|')} |`;
  });
  return [header, rule, ...rows].join('\n');
}
