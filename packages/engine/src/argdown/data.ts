/**
 * The YAML subset of Argdown data elements (`{…}` after a statement or inside an inference).
 * Argdown passes the text between the braces to a YAML parser: inline ("flow") YAML such as
 * `{credence: 0.7, sources: ["a", "b"]}`, or block YAML when a line break follows the opening
 * brace. This reads what argument data uses — mappings, sequences, quoted and plain scalars,
 * numbers, booleans and null — and reports anything else as an error rather than guessing.
 */

/** A value read from Argdown data. */
export type DataValue =
  | string
  | number
  | boolean
  | null
  | DataValue[]
  | { [key: string]: DataValue };

/** Reads the text of a data element, braces included. Throws `SyntaxError` on what it cannot read. */
export function parseData(text: string): Record<string, DataValue> {
  const inner = text.slice(1, -1);
  if (/^[ \t]*\r?\n/.test(inner)) return parseBlock(inner.split(/\r?\n/));
  const reader = new FlowReader(text);
  const value = reader.value();
  reader.end();
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new SyntaxError('Argdown data must be a mapping of keys to values.');
  return value;
}

/** Writes a mapping as inline YAML that {@link parseData} (and YAML) read back. */
export function formatData(data: Record<string, DataValue>): string {
  const format = (value: DataValue): string => {
    if (value === null) return 'null';
    if (Array.isArray(value)) return `[${value.map(format).join(', ')}]`;
    if (typeof value === 'object')
      return `{${Object.entries(value)
        .map(([key, item]) => `${formatKey(key)}: ${format(item)}`)
        .join(', ')}}`;
    if (typeof value === 'string') return JSON.stringify(value);
    return String(value);
  };
  return format(data);
}

function formatKey(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : JSON.stringify(key);
}

/** A plain scalar's meaning: numbers, booleans and null as YAML reads them, else the string. */
function scalar(text: string): DataValue {
  const trimmed = text.trim();
  if (trimmed === 'null' || trimmed === '~' || trimmed === '') return null;
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

class FlowReader {
  private at = 0;

  constructor(private readonly text: string) {}

  value(): DataValue {
    this.skipSpace();
    const char = this.text[this.at];
    if (char === '{') return this.mapping();
    if (char === '[') return this.sequence();
    if (char === '"' || char === "'") return this.quoted();
    return this.plain();
  }

  end(): void {
    this.skipSpace();
    if (this.at < this.text.length)
      throw new SyntaxError(`Unexpected "${this.text.slice(this.at, this.at + 10)}" in data.`);
  }

  private mapping(): Record<string, DataValue> {
    this.at++; // {
    const result: Record<string, DataValue> = {};
    this.skipSpace();
    if (this.text[this.at] === '}') {
      this.at++;
      return result;
    }
    for (;;) {
      this.skipSpace();
      const keyValue =
        this.text[this.at] === '"' || this.text[this.at] === "'" ? this.quoted() : this.plainKey();
      this.skipSpace();
      if (this.text[this.at] !== ':') throw new SyntaxError(`Expected ":" after "${keyValue}".`);
      this.at++;
      result[String(keyValue)] = this.value();
      this.skipSpace();
      const next = this.text[this.at++];
      if (next === '}') return result;
      if (next !== ',') throw new SyntaxError('Expected "," or "}" in data.');
    }
  }

  private sequence(): DataValue[] {
    this.at++; // [
    const result: DataValue[] = [];
    this.skipSpace();
    if (this.text[this.at] === ']') {
      this.at++;
      return result;
    }
    for (;;) {
      result.push(this.value());
      this.skipSpace();
      const next = this.text[this.at++];
      if (next === ']') return result;
      if (next !== ',') throw new SyntaxError('Expected "," or "]" in data.');
    }
  }

  private quoted(): string {
    const quote = this.text[this.at++]!;
    let result = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at++]!;
      if (char === quote) {
        // YAML's single-quoted strings write a quote as two quotes.
        if (quote === "'" && this.text[this.at] === "'") {
          result += "'";
          this.at++;
          continue;
        }
        return result;
      }
      if (char === '\\' && quote === '"') {
        const escaped = this.text[this.at++];
        const simple: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\', '/': '/' };
        if (escaped === 'u') {
          result += String.fromCharCode(Number.parseInt(this.text.slice(this.at, this.at + 4), 16));
          this.at += 4;
        } else result += simple[escaped ?? ''] ?? escaped ?? '';
        continue;
      }
      result += char;
    }
    throw new SyntaxError('A quoted string in data is not closed.');
  }

  private plainKey(): string {
    const start = this.at;
    while (this.at < this.text.length && !/[:,{}[\]]/.test(this.text[this.at]!)) this.at++;
    return this.text.slice(start, this.at).trim();
  }

  private plain(): DataValue {
    const start = this.at;
    while (this.at < this.text.length && !/[,}\]]/.test(this.text[this.at]!)) this.at++;
    return scalar(this.text.slice(start, this.at));
  }

  private skipSpace(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++;
  }
}

/** Block YAML: `key: value` lines, nested by indentation, and `- item` sequences. */
function parseBlock(lines: string[]): Record<string, DataValue> {
  const rows = lines
    .map((line) => ({ indent: line.length - line.trimStart().length, text: line.trim() }))
    .filter((row) => row.text !== '' && !row.text.startsWith('#'));
  let at = 0;
  const inline = (text: string): DataValue => {
    if (/^[[{"']/.test(text)) {
      const reader = new FlowReader(text);
      const value = reader.value();
      reader.end();
      return value;
    }
    return scalar(text);
  };
  const node = (indent: number): DataValue => {
    if (rows[at]?.text.startsWith('- ') || rows[at]?.text === '-') {
      const list: DataValue[] = [];
      while (at < rows.length && rows[at]!.indent === indent && rows[at]!.text.startsWith('-')) {
        const item = rows[at]!.text.slice(1).trim();
        at++;
        list.push(
          item === '' && rows[at] && rows[at]!.indent > indent
            ? node(rows[at]!.indent)
            : inline(item),
        );
      }
      return list;
    }
    const map: Record<string, DataValue> = {};
    while (at < rows.length && rows[at]!.indent === indent) {
      const { text } = rows[at]!;
      const colon = text.search(/:(\s|$)/);
      if (colon < 0) throw new SyntaxError(`Expected "key: value" in data, got "${text}".`);
      const key = text
        .slice(0, colon)
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2');
      const rest = text.slice(colon + 1).trim();
      at++;
      map[key] =
        rest === '' && rows[at] && rows[at]!.indent > indent
          ? node(rows[at]!.indent)
          : inline(rest);
    }
    return map;
  };
  if (rows.length === 0) return {};
  const result = node(rows[0]!.indent);
  if (at < rows.length)
    throw new SyntaxError(`Unexpected indentation in data at "${rows[at]!.text}".`);
  if (Array.isArray(result) || result === null || typeof result !== 'object')
    throw new SyntaxError('Argdown data must be a mapping of keys to values.');
  return result;
}
