import * as styles from './EvaluatorStateMessage.css';

/** Props of {@link EvaluatorStateMessage}. */
export type EvaluatorStateMessageProps = (
  | { /** "Loading argument evaluation..." */ kind: 'loading' }
  | { /** "Error: {message}" */ kind: 'error'; message: string }
  | { /** "Missing argument data" (argument or conclusion missing) */ kind: 'warning' }
) & {
  /** Extra class names. */
  className?: string;
};

/** The text of an {@link EvaluatorStateMessage}, exactly as the spec words it. */
export function evaluatorStateMessageText(props: EvaluatorStateMessageProps): string {
  switch (props.kind) {
    case 'loading':
      return 'Loading argument evaluation...';
    case 'error':
      return `Error: ${props.message}`;
    case 'warning':
      return 'Missing argument data';
  }
}

/**
 * The evaluator screen's state message: loading (a polite status), an error or the
 * missing-data warning (alerts).
 */
export function EvaluatorStateMessage(props: EvaluatorStateMessageProps) {
  const classes = [styles.base, styles.kind[props.kind], props.className].filter(Boolean).join(' ');
  return (
    <p className={classes} role={props.kind === 'loading' ? 'status' : 'alert'}>
      {evaluatorStateMessageText(props)}
    </p>
  );
}
