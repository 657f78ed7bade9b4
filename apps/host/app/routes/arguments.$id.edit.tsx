/**
 * /arguments/:id/edit — the owner's argument in the reconstruction editor. 'Save Reconstruction'
 * replaces it (`PUT /api/arguments/:id`: kept premises keep their ids and credences, the old
 * content becomes a "Before edit" version) and returns to the evaluator; 'Delete argument' asks
 * first, then deletes it and goes home. Anyone else gets 404, as for an invisible argument.
 */
import { calls, check, createCredenceClient } from '@credence/api';
import { CredenceProvider, Heading, Inline, Link, PageBlock, Stack, Text } from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { ArgumentWorkspace, type ArgumentWorkspaceProps } from '../authoring/ArgumentWorkspace.tsx';
import { DeleteArgumentButton } from '../authoring/DeleteArgumentButton.tsx';
import { claimLogicFields, sourceTextField } from '../authoring/savedLogic.ts';
import { getPrisma } from '../db.server.ts';
import { getArgument } from '../models/arguments.server.ts';
import { getUserById } from '../models/users.server.ts';
import { requireUserId } from '../session.server.ts';
import { useUnsavedChangesPrompt } from '../shell/useUnsavedChangesPrompt.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Edit ${data.argument.title} · Credence` : 'Edit argument · Credence' },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const parsed = check(calls.updateArgument.params, params);
  if (!parsed.ok) throw new Response(`Bad argument id: ${parsed.message}`, { status: 400 });
  const prisma = getPrisma();
  const [argument, user] = await Promise.all([
    getArgument(prisma, userId, parsed.data.id),
    getUserById(prisma, userId),
  ]);
  if (!argument || !user || argument.ownerId !== userId) {
    throw new Response('Argument not found', { status: 404 });
  }
  return {
    userId,
    userRole: user.role,
    argument: {
      id: argument.id,
      title: argument.title,
      description: argument.summarizedDescription,
      type: argument.argumentType,
      visibility: argument.visibility,
      premises: argument.premises.map(({ id, content, formula, sourceSpans, implicit }) => ({
        id,
        content,
        formula,
        sourceSpans,
        implicit,
      })),
      conclusion: {
        id: argument.conclusion.id,
        content: argument.conclusion.content,
        formula: argument.conclusion.formula,
        sourceSpans: argument.conclusion.sourceSpans,
        implicit: argument.conclusion.implicit,
      },
    },
    // The text the claims' spans index into: the editor shows it beside them.
    sourceText: argument.sourceText ?? null,
  };
}

export default function EditArgumentPage() {
  const { userId, userRole, argument, sourceText } = useLoaderData<typeof loader>();
  const [client] = useState(() => createCredenceClient({ baseUrl: '' }));
  const navigate = useNavigate();
  const savedIds = new Set(argument.premises.map((premise) => premise.id));
  // Unsaved edits: leaving asks first.
  const leave = useUnsavedChangesPrompt();

  const save: ArgumentWorkspaceProps['save'] = async (
    { argument: edited, logic },
    { premiseIds },
  ) => {
    await client.updateArgument({
      id: argument.id,
      title: edited.title,
      summarizedDescription: edited.description,
      argumentType: edited.type,
      visibility: argument.visibility,
      // Premises the editor loaded keep their ids (and so their credences); others are new. The
      // update replaces each claim's logic, so every claim sends its own back.
      premises: edited.premises.map(({ content }, index) => {
        const id = premiseIds[index];
        const fields = { content, ...claimLogicFields(logic.premises[index]) };
        return id !== undefined && savedIds.has(id) ? { id, ...fields } : fields;
      }),
      conclusion: { content: edited.conclusion.content, ...claimLogicFields(logic.conclusion) },
      ...sourceTextField(logic),
    });
    navigate(`/argumentevaluator?argumentId=${argument.id}`);
  };

  return (
    <PageBlock width="large">
      <CredenceProvider client={client} userId={userId} userRole={userRole}>
        <Stack space="xlarge">
          <Stack space="xsmall">
            <Heading level="1">Edit argument</Heading>
            <Text tone="secondary" breakWords>
              “{argument.title}”: premises you keep keep their credences;{' '}
              <Link href={`/argumentevaluator?argumentId=${argument.id}`}>
                back to the evaluator
              </Link>
              .
            </Text>
          </Stack>
          <ArgumentWorkspace
            argument={argument}
            sourceText={sourceText ?? undefined}
            argumentId={argument.id}
            save={save}
            onUnsavedChangesChange={leave.report}
          />
          <Inline space="small">
            <DeleteArgumentButton
              client={client}
              argument={argument}
              onDeleted={() => {
                // Deleted: nothing is left to save.
                leave.allowLeaving();
                navigate('/');
              }}
            />
          </Inline>
        </Stack>
      </CredenceProvider>
      {leave.dialog}
    </PageBlock>
  );
}
