/**
 * /arguments/new — write or paste an argument, have it reconstructed (the offline extractor or
 * the configured AI model) into premises and a conclusion, fix it in the reconstruction editor,
 * and save it: the new argument opens in the evaluator. 'Create New Argument' starts from a blank
 * one instead. 'Import Argdown' reads an argument written in Argdown (pasted or from a file).
 */
import { createCredenceClient } from '@credence/api';
import {
  Button,
  Card,
  ChoiceGroup,
  CredenceProvider,
  Heading,
  Inline,
  PageBlock,
  Stack,
  Text,
  TextField,
} from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { ArgdownImport } from '../authoring/ArgdownImport.tsx';
import { ArgumentWorkspace, type ArgumentWorkspaceProps } from '../authoring/ArgumentWorkspace.tsx';
import type { Visibility } from '../authoring/importArgdown.ts';
import { getPrisma } from '../db.server.ts';
import { getUserById } from '../models/users.server.ts';
import { requireUserId } from '../session.server.ts';
import { useUnsavedChangesPrompt } from '../shell/useUnsavedChangesPrompt.tsx';

export const meta: MetaFunction = () => [{ title: 'New argument · Credence' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const user = await getUserById(getPrisma(), userId);
  if (!user) throw new Response('Please sign in again', { status: 401 });
  return { userId, userRole: user.role };
}

const VISIBILITIES: { value: Visibility; label: string }[] = [
  { value: 'PRIVATE', label: 'Private (only you)' },
  { value: 'FRIENDS_ONLY', label: 'Friends only (you and your friends)' },
  { value: 'PUBLIC', label: 'Public (everyone signed in)' },
];

export default function NewArgumentPage() {
  const { userId, userRole } = useLoaderData<typeof loader>();
  const [client] = useState(() => createCredenceClient({ baseUrl: '' }));
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('PRIVATE');
  // Each 'Reconstruct' mounts a fresh editor on the text as it was then (the editor has its own
  // instructions field and 'Retry Reconstruction').
  const [run, setRun] = useState({ key: 0, sourceText: '' });
  // Leaving asks first while there is unsaved work: the editor's, or text not reconstructed yet.
  const leave = useUnsavedChangesPrompt(text.trim() !== '' && text !== run.sourceText);

  const save: ArgumentWorkspaceProps['save'] = async ({ argument }) => {
    const { argument: saved } = await client.createArgument({
      title: argument.title,
      summarizedDescription: argument.description,
      argumentType: argument.type,
      visibility,
      premises: argument.premises.map(({ content }) => ({ content })),
      conclusion: { content: argument.conclusion.content },
    });
    navigate(`/argumentevaluator?argumentId=${saved.id}`);
  };

  return (
    <PageBlock width="large">
      <CredenceProvider client={client} userId={userId} userRole={userRole}>
        <Stack space="xlarge">
          <Stack space="xsmall">
            <Heading level="1">New argument</Heading>
            <Text tone="secondary">
              Paste or write an argument and have it reconstructed into premises and a conclusion,
              start from a blank one, or import one written in Argdown.
            </Text>
          </Stack>
          <ChoiceGroup
            label="Who can see it"
            options={VISIBILITIES}
            value={visibility}
            onChange={setVisibility}
          />
          <Card component="section" space="medium" aria-labelledby="reconstruct-title">
            <Heading level="2" id="reconstruct-title">
              Reconstruct from text
            </Heading>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                setRun((last) => ({ key: last.key + 1, sourceText: text }));
              }}
            >
              <Stack space="small">
                <TextField
                  label="Argument text"
                  value={text}
                  onChange={setText}
                  multiline
                  rows={6}
                />
                <Inline space="small">
                  <Button type="submit" isDisabled={text.trim() === ''}>
                    Reconstruct
                  </Button>
                </Inline>
              </Stack>
            </form>
            <ArgumentWorkspace
              key={run.key}
              sourceText={run.sourceText || undefined}
              save={save}
              onUnsavedChangesChange={leave.report}
            />
          </Card>
          <ArgdownImport
            client={client}
            visibility={visibility}
            onCreated={(id) => navigate(`/argumentevaluator?argumentId=${id}`)}
          />
        </Stack>
      </CredenceProvider>
      {leave.dialog}
    </PageBlock>
  );
}
