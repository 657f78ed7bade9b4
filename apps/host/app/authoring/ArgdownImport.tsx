/**
 * Import an argument written in Argdown (pasted, or read from a file): the text is read with
 * `@credence/engine`'s `fromArgdown`, shown for review with anything left out, and saved on
 * 'Create argument' (see `saveImportedArgument`). Claim texts are shown as text, never as HTML.
 */
import type { CredenceClient } from '@credence/api';
import { formatPercent, fromArgdown, type ArgdownImport as Imported } from '@credence/engine';
import { Button } from '@credence/ui';
import { useState } from 'react';
import {
  Button as AriaButton,
  FileTrigger,
  Label,
  TextArea,
  TextField,
} from 'react-aria-components';
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
    <section aria-labelledby="argdown-import-title">
      <h2 id="argdown-import-title">Import Argdown</h2>
      <p>
        Paste an argument in Argdown (numbered premises, a line of hyphens, the conclusion), or
        choose a file. Credences, dependencies and conditionals are read from data fields such as{' '}
        <code>{'{credence: 0.7}'}</code>.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          readText(text);
        }}
      >
        <TextField value={text} onChange={setText}>
          <Label>Argdown text</Label>
          <TextArea rows={8} />
        </TextField>
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
          <AriaButton>Choose an Argdown file</AriaButton>
        </FileTrigger>
        <Button type="submit" isDisabled={text.trim() === ''}>
          Read Argdown
        </Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {read ? (
        <section aria-label="Imported argument">
          <h3>{read.argument.title ?? 'Untitled argument'}</h3>
          {read.argument.description ? <p>{read.argument.description}</p> : null}
          <ol>
            {read.argument.premises.map((premise) => (
              <li key={premise.id}>
                {premise.text}
                {premise.credence === undefined ? '' : ` (${formatPercent(premise.credence)})`}
              </li>
            ))}
          </ol>
          <p>
            Therefore: {read.argument.conclusion.text}
            {read.argument.conclusion.credence === undefined
              ? ''
              : ` (${formatPercent(read.argument.conclusion.credence)})`}
          </p>
          {read.warnings.length ? (
            <ul aria-label="Left out">
              {read.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
          <Button onPress={create} isPending={saving} pendingLabel="Creating...">
            Create argument
          </Button>
        </section>
      ) : null}
    </section>
  );
}
