/**
 * Import an argument written in Argdown (pasted, or read from a file): the text is read with
 * `@credence/engine`'s `fromArgdown`, shown for review with anything left out, and on 'Create
 * argument' posted to the page's action, which reads it again and stores the argument, its
 * dependencies and credences in one transaction (`importArgdown.server.ts`), then opens it in
 * the evaluator. Claim texts are shown as text, never as HTML.
 */
import { formatPercent, fromArgdown, type ArgdownImport as Imported } from '@credence/engine';
import { Box, Button, Card, Heading, Inline, Stack, Text } from '@credence/ui';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { ImportSourceForm } from './ImportSourceForm.tsx';
import type { Visibility } from './importArgdown.ts';
import { ARGDOWN_FIELD, IMPORT_ARGDOWN_INTENT, VISIBILITY_FIELD } from './importArgdownForm.ts';

/** Props of {@link ArgdownImport}. */
export interface ArgdownImportProps {
  /** Who may see the created argument. */
  visibility: Visibility;
  /**
   * Told whether the box holds text not imported yet, each time that changes: the page asks
   * before it is left. 'Create argument' ends it, so the move to the evaluator goes unasked.
   */
  onUnsavedChangesChange?: (unsaved: boolean) => void;
}

/** The largest Argdown file read (the API bounds what is sent anyway). */
const MAX_FILE_BYTES = 512 * 1024;

export function ArgdownImport({ visibility, onUnsavedChangesChange }: ArgdownImportProps) {
  const [text, setText] = useState('');
  const [read, setRead] = useState<{ source: string; imported: Imported } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The post of 'Create argument': a redirect to the evaluator, or `{ importError }`.
  const creation = useFetcher<{ importError?: string }>();
  const saving = creation.state !== 'idle';
  const saveError = saving ? undefined : creation.data?.importError;
  const unsaved = text.trim() !== '' && !saving;
  const report = useRef(onUnsavedChangesChange);
  report.current = onUnsavedChangesChange;
  useEffect(() => report.current?.(unsaved), [unsaved]);

  const readText = (source: string) => {
    setRead(null);
    setError(null);
    try {
      setRead({ source, imported: fromArgdown(source) });
    } catch (problem) {
      setError((problem as Error).message);
    }
  };

  const create = () => {
    if (!read) return;
    setError(null);
    creation.submit(
      {
        intent: IMPORT_ARGDOWN_INTENT,
        [ARGDOWN_FIELD]: read.source,
        [VISIBILITY_FIELD]: visibility,
      },
      { method: 'post', action: '/arguments/new' },
    );
  };

  return (
    <Card component="section" space="medium" aria-labelledby="argdown-import-title">
      <Stack space="xsmall">
        <Heading level="2" id="argdown-import-title">
          Import Argdown
        </Heading>
        <Text tone="secondary">
          Paste an argument in Argdown (numbered premises, a line of hyphens, the conclusion), or
          choose a file. Credences, dependencies and conditionals are read from data fields such as{' '}
          <Box component="code" fontFamily="mono">
            {'{credence: 0.7}'}
          </Box>
          .
        </Text>
      </Stack>
      <ImportSourceForm
        label="Argdown text"
        chooseLabel="Choose an Argdown file"
        readLabel="Read Argdown"
        acceptedFileTypes={['.argdown', '.ad', '.txt', 'text/plain']}
        maxFileBytes={MAX_FILE_BYTES}
        tooLarge={`The file is over ${MAX_FILE_BYTES / 1024} KiB.`}
        text={text}
        onTextChange={setText}
        onRead={readText}
        onError={setError}
      />
      {error || saveError ? (
        <Text tone="critical" role="alert">
          {error ?? `The argument could not be saved: ${saveError}`}
        </Text>
      ) : null}
      {read ? (
        <Card component="section" tone="info" space="small" aria-label="Imported argument">
          <Heading level="3" breakWords>
            {read.imported.argument.title ?? 'Untitled argument'}
          </Heading>
          {read.imported.argument.description ? (
            <Text tone="secondary" breakWords>
              {read.imported.argument.description}
            </Text>
          ) : null}
          <Stack component="ol" space="xxsmall">
            {read.imported.argument.premises.map((premise) => (
              <Text component="li" key={premise.id} breakWords>
                {premise.text}
                {premise.credence === undefined ? '' : ` (${formatPercent(premise.credence)})`}
              </Text>
            ))}
          </Stack>
          <Text weight="strong" breakWords>
            Therefore: {read.imported.argument.conclusion.text}
            {read.imported.argument.conclusion.credence === undefined
              ? ''
              : ` (${formatPercent(read.imported.argument.conclusion.credence)})`}
          </Text>
          {read.imported.warnings.length ? (
            <Stack component="ul" space="xxsmall" aria-label="Left out">
              {read.imported.warnings.map((warning) => (
                <Text component="li" key={warning} size="small" tone="secondary">
                  {warning}
                </Text>
              ))}
            </Stack>
          ) : null}
          <Inline space="small">
            <Button onPress={create} isPending={saving} pendingLabel="Creating...">
              Create argument
            </Button>
          </Inline>
        </Card>
      ) : null}
    </Card>
  );
}
