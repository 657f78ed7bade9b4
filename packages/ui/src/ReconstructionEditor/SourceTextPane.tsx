import { Fragment, useId } from 'react';
import { Box } from '../Box/Box';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { SOURCE_TEXT_TEXT as T } from './ReconstructionEditor.text';
import * as styles from './SourceTextPane.css';
import { highlightSegments } from './sourceSegments';

/** Props of {@link SourceTextPane}. */
export interface SourceTextPaneProps {
  /** The submitted text, shown as text (never read as HTML), its line breaks kept. */
  text: string;
  /** `[start, end)` offsets of the words to highlight (the active claim's spans); `[]` for none. */
  spans: readonly (readonly [number, number])[];
  /** The line under the heading; default: how to highlight a claim's words. */
  caption?: string;
  /** The heading's level; default 3. */
  headingLevel?: '2' | '3' | '4';
}

/**
 * The text an argument was reconstructed from, with the words of the claim in hand (hovered or
 * focused in the editor) marked (`<mark>`) where its spans say they stand.
 */
export function SourceTextPane({ text, spans, caption, headingLevel = '3' }: SourceTextPaneProps) {
  const headingId = useId();
  return (
    <Card component="section" space="small" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {T.heading}
      </Heading>
      <Text size="small" tone="secondary">
        {caption ?? T.hint}
      </Text>
      <Text component="p" whiteSpace="preWrap" breakWords>
        {highlightSegments(text, spans).map((segment) =>
          segment.highlighted ? (
            <Box component="mark" key={segment.start} className={styles.mark}>
              {segment.text}
            </Box>
          ) : (
            <Fragment key={segment.start}>{segment.text}</Fragment>
          ),
        )}
      </Text>
    </Card>
  );
}
