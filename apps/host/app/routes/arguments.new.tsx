/**
 * /arguments/new — write or paste an argument, have it reconstructed (the offline extractor or
 * the configured AI model) into premises and a conclusion, fix it in the reconstruction editor,
 * and save it: the new argument opens in the evaluator. Text typed before the scripts ran is
 * kept, and 'Reconstruct' posts the form (the action) when they have not run. 'Create New
 * Argument' starts from a blank one instead. 'Import Argdown' reads an argument written in
 * Argdown (pasted or from a file) and creates it in one transaction; 'Import AIF' reads an
 * argument network from an AIF file and creates its arguments, private, in one transaction.
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
  useKeepTextTypedBeforeHydration,
} from '@credence/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { useRef, useState } from 'react';
import { AifImport } from '../aif/AifImport.tsx';
import { IMPORT_AIF_INTENT } from '../aif/aifForm.ts';
import { importPostedAif } from '../aif/importAif.server.ts';
import { ArgdownImport } from '../authoring/ArgdownImport.tsx';
import { ArgumentWorkspace, type ArgumentWorkspaceProps } from '../authoring/ArgumentWorkspace.tsx';
import { importPostedArgdown } from '../authoring/importArgdown.server.ts';
import type { Visibility } from '../authoring/importArgdown.ts';
import { IMPORT_ARGDOWN_INTENT } from '../authoring/importArgdownForm.ts';
import { NO_TEXT_MESSAGE, SOURCE_TEXT_FIELD } from '../authoring/reconstructForm.ts';
import { reconstructPostedText } from '../authoring/reconstructPostedText.server.ts';
import { claimLogicFields } from '../authoring/savedLogic.ts';
import { getPrisma } from '../db.server.ts';
import { getUserById } from '../models/users.server.ts';
import { requireUserId } from '../session.server.ts';
import { useUnsavedChangesPrompt } from '../shell/useUnsavedChangesPrompt.tsx';
import { retryAfterHeaders } from '../throttled.server.ts';

export const meta: MetaFunction = () => [{ title: 'New argument · Credence' }];

/** An import refused by the hourly limit on new arguments says when to try again. */
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const user = await getUserById(getPrisma(), userId);
  if (!user) throw new Response('Please sign in again', { status: 401 });
  return { userId, userRole: user.role };
}

/**
 * The page's three posts: the Argdown import's 'Create argument' (`importPostedArgdown`, one
 * transaction), the AIF import's 'Create N arguments' (`importPostedAif`, one transaction), and
 * 'Reconstruct' posted before the page's scripts ran or without scripts
 * (`reconstructPostedText`).
 */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const form = await request.formData();
  if (form.get('intent') === IMPORT_ARGDOWN_INTENT) return importPostedArgdown(userId, form);
  if (form.get('intent') === IMPORT_AIF_INTENT) return importPostedAif(userId, form);
  return reconstructPostedText(userId, form);
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
  // Set when 'Reconstruct' was posted without scripts: the server's reconstruction.
  const answer = useActionData<typeof action>();
  const posted = answer && 'sourceText' in answer ? answer : undefined;
  const [text, setText] = useState(posted?.sourceText ?? '');
  const [textError, setTextError] = useState<string | null>(null);
  const textRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useKeepTextTypedBeforeHydration(textRef, text, setText);
  const [visibility, setVisibility] = useState<Visibility>('PRIVATE');
  // Each 'Reconstruct' mounts a fresh editor on the text as it was then (the editor has its own
  // instructions field and 'Retry Reconstruction'); a posted one starts with the server's answer.
  const [run, setRun] = useState(() => ({
    key: 0,
    sourceText: posted?.argument ? posted.sourceText : '',
    // With its logic (the symbols and attempts; the editor recomputes the receipt itself).
    argument: posted?.argument ? { ...posted.argument, logic: posted.logic } : null,
  }));
  const [argdownUnsaved, setArgdownUnsaved] = useState(false);
  const [aifUnsaved, setAifUnsaved] = useState(false);
  // Leaving asks first while there is unsaved work: the editor's, text not reconstructed yet,
  // or Argdown or AIF not imported yet.
  const leave = useUnsavedChangesPrompt(
    (text.trim() !== '' && text !== run.sourceText) || argdownUnsaved || aifUnsaved,
  );

  const save: ArgumentWorkspaceProps['save'] = async ({ argument, logic }) => {
    const { argument: saved } = await client.createArgument({
      title: argument.title,
      summarizedDescription: argument.description,
      argumentType: argument.type,
      visibility,
      // Each claim keeps its formula and where it stands in the text it was reconstructed from.
      premises: argument.premises.map(({ content }, index) => ({
        content,
        ...claimLogicFields(logic.premises[index]),
      })),
      conclusion: { content: argument.conclusion.content, ...claimLogicFields(logic.conclusion) },
      ...(logic.sourceText ? { sourceText: logic.sourceText } : {}),
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
              start from a blank one, import one written in Argdown, or import a network of
              arguments from an AIF file.
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
              method="post"
              onSubmit={(event) => {
                // With scripts the editor reconstructs through the API; without, the form posts.
                event.preventDefault();
                if (text.trim() === '') {
                  setTextError(NO_TEXT_MESSAGE);
                  return;
                }
                setTextError(null);
                setRun((last) => ({ key: last.key + 1, sourceText: text, argument: null }));
              }}
            >
              <Stack space="small">
                <TextField
                  label="Argument text"
                  name={SOURCE_TEXT_FIELD}
                  value={text}
                  onChange={setText}
                  inputRef={textRef}
                  // The posted answer's error until the next 'Reconstruct'.
                  errorMessage={textError ?? (run.key === 0 ? posted?.error : null) ?? undefined}
                  multiline
                  rows={6}
                />
                <Inline space="small">
                  <Button type="submit">Reconstruct</Button>
                </Inline>
              </Stack>
            </form>
            <ArgumentWorkspace
              key={run.key}
              sourceText={run.sourceText || undefined}
              argument={run.argument}
              save={save}
              onUnsavedChangesChange={leave.report}
            />
          </Card>
          <ArgdownImport visibility={visibility} onUnsavedChangesChange={setArgdownUnsaved} />
          <AifImport onUnsavedChangesChange={setAifUnsaved} />
        </Stack>
      </CredenceProvider>
      {leave.dialog}
    </PageBlock>
  );
}
