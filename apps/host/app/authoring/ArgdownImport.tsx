/**
 * Import an argument written in Argdown (pasted, or read from a file): the text is read with
 * `@credence/engine`'s `fromArgdown`, shown for review with anything left out, and saved on
 * 'Create argument' (see `saveImportedArgument`). Claim texts are shown as text, never as HTML.
 */
import type { CredenceClient } from '@credence/api';
import { formatPercent, fromArgdown, type ArgdownImport as Imported } from '@credence/engine';
import { Box, Button, Card, Heading, Inline, Stack, Text, TextField } from '@credence/ui';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { saveImportedArgument, type Visibility } from './importArgdown.ts';

/** Props of {@link ArgdownImport}. */
export interface ArgdownImportProps {
  client: CredenceClient;
  visibility: Visibility;
  /** Called with the new argument's id once it is saved. */
  onCreated: (argumentId: number) => void;
}

/** The largest Argdown file read (the API bounds what is sent anyway). */
const MAX_FILE_BYTES = 512 * 1024;

export function ArgdownImport({ client, visibility, onCreated }: ArgdownImportProps) {
  const [text, setText] = useState('');
  const [read, setRead] = useState<Imported | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const readText = (source: string) => {
    setRead(null);
    setError(null);
    try {
      setRead(fromArgdown(source));
    } catch (problem) {
      setError((problem as Error).message);
    }
  };

  const create = async () => {
    if (!read) return;
    setSaving(true);
    setError(null);
    try {
      onCreated(await saveImportedArgument(client, read.argument, visibility));
    } catch (problem) {
      setError(`The argument could not be saved: ${(problem as Error).message}`);
      setSaving(false);
    }
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          readText(text);
        }}
      >
        <Stack space="small">
          <TextField label="Argdown text" value={text} onChange={setText} multiline rows={8} mono />
          <Inline space="small">
            <FileTrigger
              acceptedFileTypes={['.argdown', '.ad', '.txt', 'text/plain']}
              onSelect={async (files) => {
                const file = files?.[0];
                if (!file) return;
                if (file.size > MAX_FILE_BYTES) {
                  setError(`The file is over ${MAX_FILE_BYTES / 1024} KiB.`);
                  return;
                }
                const content = await file.text();
                setText(content);
                readText(content);
              }}
            >
              <Button variant="secondary">Choose an Argdown file</Button>
            </FileTrigger>
            <Button type="submit" isDisabled={text.trim() === ''}>
              Read Argdown
            </Button>
          </Inline>
        </Stack>
      </form>
      {error ? (
        <Text tone="critical" role="alert">
          {error}
        </Text>
      ) : null}
      {read ? (
        <Card component="section" tone="info" space="small" aria-label="Imported argument">
          <Heading level="3" breakWords>
            {read.argument.title ?? 'Untitled argument'}
          </Heading>
          {read.argument.description ? (
            <Text tone="secondary" breakWords>
              {read.argument.description}
            </Text>
          ) : null}
          <Stack component="ol" space="xxsmall">
            {read.argument.premises.map((premise) => (
              <Text component="li" key={premise.id} breakWords>
                {premise.text}
                {premise.credence === undefined ? '' : ` (${formatPercent(premise.credence)})`}
              </Text>
            ))}
          </Stack>
          <Text weight="strong" breakWords>
            Therefore: {read.argument.conclusion.text}
            {read.argument.conclusion.credence === undefined
              ? ''
              : ` (${formatPercent(read.argument.conclusion.credence)})`}
          </Text>
          {read.warnings.length ? (
            <Stack component="ul" space="xxsmall" aria-label="Left out">
              {read.warnings.map((warning) => (
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
