/**
 * Import an argument network from an AIF file (chosen, or its JSON pasted): the file is read in
 * the browser with `@credence/engine`'s `fromAif` into the import's plan (`importPlan.ts`), and
 * the preview shows what will be created — each argument with its premises and their credences,
 * the links between them, the claims that are one claim in several arguments, and every warning.
 * A file with errors shows them, naming its nodes, and offers nothing to create. 'Create N
 * arguments' posts the file to the page's action, which reads it again and creates everything
 * in one transaction (`importAif.server.ts`), then opens the root argument in the evaluator.
 * Texts are shown as text, never as HTML.
 */
import { LIMITS } from '@credence/api';
import { type AifMessage, formatPercent } from '@credence/engine';
import { Button, Card, Heading, Inline, Stack, Text } from '@credence/ui';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { ImportSourceForm } from '../authoring/ImportSourceForm.tsx';
import { AIF_FIELD, IMPORT_AIF_INTENT } from './aifForm.ts';
import { type AifPlan, type AifReading, inferenceWords, readAif } from './importPlan.ts';

/** Props of {@link AifImport}. */
export interface AifImportProps {
  /**
   * Told whether the box holds a file not imported yet, each time that changes: the page asks
   * before it is left. 'Create' ends it, so the move to the evaluator goes unasked.
   */
  onUnsavedChangesChange?: (unsaved: boolean) => void;
}

/** "1 argument", "3 arguments". */
function argumentsWord(count: number): string {
  return count === 1 ? '1 argument' : `${count} arguments`;
}

/** The size the post of `fields` has on the wire (a URL-encoded form: ASCII, one byte each). */
function postedBytes(fields: Record<string, string>): number {
  return new URLSearchParams(fields).toString().length;
}

const KB = 1024;

export function AifImport({ onUnsavedChangesChange }: AifImportProps) {
  const [text, setText] = useState('');
  const [read, setRead] = useState<{ source: string; reading: AifReading } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The post of 'Create': a redirect to the evaluator, or `{ importErrors }`.
  const creation = useFetcher<{ importErrors?: AifMessage[] }>();
  const saving = creation.state !== 'idle';
  const saveErrors = saving ? undefined : creation.data?.importErrors;
  const unsaved = text.trim() !== '' && !saving;
  const report = useRef(onUnsavedChangesChange);
  report.current = onUnsavedChangesChange;
  useEffect(() => report.current?.(unsaved), [unsaved]);

  const readText = (source: string) => {
    setError(null);
    setRead({ source, reading: readAif(source) });
  };

  const create = () => {
    if (!read?.reading.plan) return;
    setError(null);
    // The same document without its indentation: a URL-encoded form spends three bytes on each
    // quote and brace, and the server's body limit counts them.
    const fields = {
      intent: IMPORT_AIF_INTENT,
      [AIF_FIELD]: JSON.stringify(JSON.parse(read.source)),
    };
    const size = postedBytes(fields);
    if (size > LIMITS.bodyBytes) {
      setError(
        `The file is too large to send: the site takes at most ${LIMITS.bodyBytes / KB} KB a ` +
          `request, and this one would be ${Math.ceil(size / KB)} KB.`,
      );
      return;
    }
    creation.submit(fields, { method: 'post', action: '/arguments/new' });
  };

  return (
    <Card component="section" space="medium" aria-labelledby="aif-import-title">
      <Stack space="xsmall">
        <Heading level="2" id="aif-import-title">
          Import AIF
        </Heading>
        <Text tone="secondary">
          Choose an AIF file (the JSON that AIFdb, OVA or Credence's Export AIF write) or paste its
          JSON. Every argument in it is created with its links and the credences the file carries,
          private: only you can see them, whatever "Who can see it" says.
        </Text>
      </Stack>
      <ImportSourceForm
        label="AIF JSON"
        chooseLabel="Choose an AIF file"
        readLabel="Read AIF"
        acceptedFileTypes={['.json', 'application/json']}
        maxFileBytes={LIMITS.bodyBytes}
        tooLarge={`The file is over ${LIMITS.bodyBytes / KB} KB, the most the site takes in one request.`}
        text={text}
        onTextChange={setText}
        onRead={readText}
        onError={(message) => {
          setRead(null);
          setError(message);
        }}
      />
      {error ? (
        <Text tone="critical" role="alert">
          {error}
        </Text>
      ) : null}
      {saveErrors?.length ? (
        <Messages
          label="Not imported"
          intro="Nothing was created:"
          messages={saveErrors}
          tone="critical"
          alert
        />
      ) : null}
      {read && !read.reading.plan ? (
        <Messages
          label="Errors in the file"
          intro="This file cannot be imported; nothing will be created:"
          messages={read.reading.errors}
          tone="critical"
          alert
        />
      ) : null}
      {read?.reading.plan ? (
        <Preview plan={read.reading.plan} saving={saving} onCreate={create} />
      ) : null}
      {read?.reading.warnings.length ? (
        <Messages
          label="Warnings"
          intro="Left out or assumed (the rest is imported):"
          messages={read.reading.warnings}
          tone="secondary"
        />
      ) : null}
    </Card>
  );
}

/** A list of the file's messages, each naming its node. */
function Messages({
  label,
  intro,
  messages,
  tone,
  alert = false,
}: {
  label: string;
  intro: string;
  messages: readonly AifMessage[];
  tone: 'critical' | 'secondary';
  alert?: boolean;
}) {
  return (
    <Stack space="xxsmall" role={alert ? 'alert' : undefined}>
      <Text tone={tone} weight="strong">
        {intro}
      </Text>
      <Stack component="ul" space="xxsmall" aria-label={label}>
        {messages.map((message, index) => (
          <Text
            component="li"
            // Messages may repeat (two nodes with the same fault): the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
            key={index}
            size="small"
            tone={tone}
            breakWords
          >
            {message.message}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/** What the import creates: the arguments, their links, the claims they share. */
function Preview({
  plan,
  saving,
  onCreate,
}: {
  plan: AifPlan;
  saving: boolean;
  onCreate: () => void;
}) {
  const count = plan.arguments.length;
  const label = (index: number) => `argument ${index + 1}`;
  const claimText = (at: { argument: number; premise: number | null }) => {
    const argument = plan.arguments[at.argument]!;
    return at.premise === null ? argument.conclusion.text : argument.premises[at.premise]!.text;
  };
  const where = (at: { argument: number; premise: number | null }) =>
    at.premise === null
      ? `the conclusion of ${label(at.argument)}`
      : `premise ${at.premise + 1} of ${label(at.argument)}`;
  return (
    <Card component="section" tone="info" space="small" aria-label="AIF preview">
      <Stack space="xxsmall">
        <Heading level="3">{argumentsWord(count)} to create</Heading>
        <Text tone="secondary">
          Each titled as below (by its conclusion where the file gives no title), private, with the
          credences and settings shown.
        </Text>
      </Stack>
      <Stack component="ol" space="small" aria-label="Arguments">
        {plan.arguments.map((argument, index) => (
          <Stack component="li" space="xxsmall" key={argument.argumentId}>
            <Text weight="strong">
              Argument {index + 1}
              {index === 0 ? ' (the root: the network’s P(C) is its P(C))' : ''}
            </Text>
            <Text breakWords>Title: {argument.title}</Text>
            <Stack component="ul" space="xxsmall" aria-label={`Premises of argument ${index + 1}`}>
              {argument.premises.map((premise, k) => (
                // A claim may stand twice in one argument: its place tells the two apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
                <Text component="li" key={`${premise.claimId}:${k}`} breakWords>
                  {premise.text} (
                  {premise.probability === undefined
                    ? `no credence: ${formatPercent(0.5)}`
                    : formatPercent(premise.probability)}
                  )
                </Text>
              ))}
            </Stack>
            <Text breakWords>Therefore: {argument.conclusion.text}</Text>
            <Text size="small" tone="secondary">
              {inferenceWords(argument)}
            </Text>
          </Stack>
        ))}
      </Stack>
      {plan.links.length + plan.undercuts.length > 0 ? (
        <Stack space="xxsmall">
          <Heading level="4">Links</Heading>
          <Stack component="ul" space="xxsmall" aria-label="Links">
            {plan.links.map((link) => (
              <Text component="li" key={`${link.source}>${link.target}`} breakWords>
                Argument {link.source + 1} {link.type === 'support' ? 'supports' : 'objects to'}{' '}
                premise {link.premise + 1} of argument {link.target + 1}: “
                {plan.arguments[link.target]!.premises[link.premise]!.text}”
              </Text>
            ))}
            {plan.undercuts.map((undercut) => (
              <Text component="li" key={`${undercut.source}>${undercut.target}`}>
                Argument {undercut.source + 1} objects to the inference of argument{' '}
                {undercut.target + 1} (an undercut: kept, not counted in P(C))
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {plan.sameClaims.length > 0 ? (
        <Stack space="xxsmall">
          <Heading level="4">Same claim in several places</Heading>
          <Stack component="ul" space="xxsmall" aria-label="Same claims">
            {plan.sameClaims.map((group) => (
              <Text
                component="li"
                key={group.map((at) => `${at.argument}.${at.premise}`).join(' ')}
                breakWords
              >
                “{claimText(group[0]!)}” is {group.map(where).join(', ')}: declared the same claim
                for you
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Inline space="small">
        <Button onPress={onCreate} isPending={saving} pendingLabel="Creating...">
          {`Create ${argumentsWord(count)}`}
        </Button>
      </Inline>
    </Card>
  );
}
