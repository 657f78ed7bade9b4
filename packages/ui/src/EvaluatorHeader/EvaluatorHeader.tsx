import { DEFAULT_VERSION_BADGE, NO_VERSIONS_LABEL } from '@credence/state-machines';
import { Button as AriaButton } from 'react-aria-components';
import { Box } from '../Box/Box';
import { Column, Columns } from '../Columns/Columns';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './EvaluatorHeader.css';

/** Props of {@link EvaluatorHeader}. */
export interface EvaluatorHeaderProps {
  /** The argument's title. */
  title: string;
  /** The argument's summarized description. */
  summary?: string;
  /** The creator's name, shown in the Version box. */
  creatorName?: string;
  /** The version number, shown as `v{number}`; leave out when there is no version. */
  versionNumber?: number;
  /**
   * What the Version box says without a version number: default 'No versions yet' (a new
   * argument); e.g. 'Loading versions...' while the list loads.
   */
  noVersionText?: string;
  /** The Version box: opens the Version History dialog. */
  onOpenVersionHistory?: () => void;
  /** Extra class names. */
  className?: string;
}

/**
 * The evaluator's header: the argument title and summary, and a Version box button showing the
 * creator name and `v{number}` (or 'No versions yet' for a new argument) that opens the Version
 * History dialog.
 */
export function EvaluatorHeader({
  title,
  summary,
  creatorName,
  versionNumber,
  noVersionText = NO_VERSIONS_LABEL,
  onOpenVersionHistory,
  className,
}: EvaluatorHeaderProps) {
  const hasVersion = versionNumber !== undefined;
  return (
    <Columns component="header" space="medium" alignY="top" className={className}>
      <Column>
        <EvaluatorTitle title={title} summary={summary} />
      </Column>
      <AriaButton
        className={styles.versionBox}
        onPress={onOpenVersionHistory}
        aria-haspopup="dialog"
        aria-label={`Version history: ${
          hasVersion
            ? `${creatorName ?? DEFAULT_VERSION_BADGE.creatorName}, v${versionNumber}`
            : noVersionText
        }`}
      >
        {hasVersion ? (
          <>
            {/* The space keeps "Ada v3" two words, so the visible text is part of the name. */}
            <span>{creatorName ?? DEFAULT_VERSION_BADGE.creatorName}</span>{' '}
            <Box component="span" fontWeight="strong">
              v{versionNumber}
            </Box>
          </>
        ) : (
          <span>{noVersionText}</span>
        )}
      </AriaButton>
    </Columns>
  );
}

/**
 * The argument's title (the page's h1) and its summary, as the evaluator's header shows them;
 * also the first paint's header (`EvaluatorFirstPaint`), which has no Version box yet.
 */
export function EvaluatorTitle({
  title,
  summary,
  component,
}: {
  title: string;
  summary?: string;
  component?: 'div' | 'header';
}) {
  return (
    <Stack space="xsmall" component={component}>
      <Heading level="3" component="h1">
        {title}
      </Heading>
      {summary ? (
        <Text component="p" tone="secondary">
          {summary}
        </Text>
      ) : null}
    </Stack>
  );
}
