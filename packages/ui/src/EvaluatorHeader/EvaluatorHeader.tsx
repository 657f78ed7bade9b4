import { Button as AriaButton } from 'react-aria-components';
import * as styles from './EvaluatorHeader.css';

/** Props of {@link EvaluatorHeader}. */
export interface EvaluatorHeaderProps {
  /** The argument's title. */
  title: string;
  /** The argument's summarized description. */
  summary?: string;
  /** The creator's name, shown in the Version box. */
  creatorName: string;
  /** The version number, shown as `v{number}`. */
  versionNumber: number;
  /** The Version box: opens the Version History dialog. */
  onOpenVersionHistory?: () => void;
  /** Extra class names. */
  className?: string;
}

/**
 * The evaluator's header: the argument title and summary, and a Version box button showing the
 * creator name and `v{number}` that opens the Version History dialog.
 */
export function EvaluatorHeader({
  title,
  summary,
  creatorName,
  versionNumber,
  onOpenVersionHistory,
  className,
}: EvaluatorHeaderProps) {
  const classes = [styles.root, className].filter(Boolean).join(' ');
  return (
    <header className={classes}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
      </div>
      <AriaButton
        className={styles.versionBox}
        onPress={onOpenVersionHistory}
        aria-haspopup="dialog"
        aria-label={`Version history: ${creatorName}, v${versionNumber}`}
      >
        <span>{creatorName}</span>
        <span className={styles.version}>v{versionNumber}</span>
      </AriaButton>
    </header>
  );
}
