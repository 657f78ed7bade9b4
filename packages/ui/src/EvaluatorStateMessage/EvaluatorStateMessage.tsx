import { Box } from '../Box/Box';
import { Card } from '../Card/Card';

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

/** The frame and text tones of each kind. */
const LOOK = {
  loading: { tone: 'neutral', text: 'secondary' },
  error: { tone: 'critical', text: 'critical' },
  warning: { tone: 'caution', text: 'neutral' },
} as const;

/**
 * The evaluator screen's state message: loading (a polite status), an error or the
 * missing-data warning (alerts).
 */
export function EvaluatorStateMessage(props: EvaluatorStateMessageProps) {
  const look = LOOK[props.kind];
  return (
    <Card
      component="p"
      tone={look.tone}
      className={props.className}
      role={props.kind === 'loading' ? 'status' : 'alert'}
    >
      <Box component="span" color={look.text}>
        {evaluatorStateMessageText(props)}
      </Box>
    </Card>
  );
}
