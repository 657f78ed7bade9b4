/** Argdown text that holds no premise–conclusion structure Credence can read. */
export class ArgdownParseError extends Error {
  /** The 1-based line the problem is on, when there is one. */
  readonly line: number | undefined;

  constructor(message: string, line?: number) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
    this.name = 'ArgdownParseError';
    this.line = line;
  }
}
