/**
 * The source box of an import (Argdown, AIF): a text area to paste into, a file chooser that
 * fills it, and a button that reads it. What "reading" means is the caller's; a file over
 * `maxFileBytes` is refused with a message instead of read.
 */
import { Button, Inline, Stack, TextField } from '@credence/ui';
import { FileTrigger } from 'react-aria-components';

/** Props of {@link ImportSourceForm}. */
export interface ImportSourceFormProps {
  /** The text area's label, e.g. 'Argdown text'. */
  label: string;
  /** The file chooser's button, e.g. 'Choose an Argdown file'. */
  chooseLabel: string;
  /** The read button, e.g. 'Read Argdown'. */
  readLabel: string;
  /** File types the chooser offers (extensions and MIME types). */
  acceptedFileTypes: string[];
  /** The largest file read; `tooLarge` says so for a larger one. */
  maxFileBytes: number;
  tooLarge: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Reads the text: on 'Read …', or as soon as a file is chosen. */
  onRead: (text: string) => void;
  /** A refused file's message. */
  onError: (message: string) => void;
}

export function ImportSourceForm({
  label,
  chooseLabel,
  readLabel,
  acceptedFileTypes,
  maxFileBytes,
  tooLarge,
  text,
  onTextChange,
  onRead,
  onError,
}: ImportSourceFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onRead(text);
      }}
    >
      <Stack space="small">
        <TextField label={label} value={text} onChange={onTextChange} multiline rows={8} mono />
        <Inline space="small">
          <FileTrigger
            acceptedFileTypes={acceptedFileTypes}
            onSelect={async (files) => {
              const file = files?.[0];
              if (!file) return;
              if (file.size > maxFileBytes) {
                onError(tooLarge);
                return;
              }
              const content = await file.text();
              onTextChange(content);
              onRead(content);
            }}
          >
            <Button variant="secondary">{chooseLabel}</Button>
          </FileTrigger>
          <Button type="submit" isDisabled={text.trim() === ''}>
            {readLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
