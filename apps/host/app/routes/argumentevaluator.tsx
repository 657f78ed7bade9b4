/**
 * /argumentevaluator?argumentId= — the evaluator screen from `@credence/ui`, driven by its state
 * machine and talking to this host's own API routes through `@credence/api`'s client (same
 * origin, session cookie). The loader checks the session and that the user may see the
 * argument, so an invisible argument answers 404 here as it does on the API.
 */
import { calls, check, createCredenceClient } from '@credence/api';
import {
  ArgumentEvaluator,
  CredenceProvider,
  EvaluatorFirstPaint,
  EvaluatorStateMessage,
  Inline,
  Link,
  PageBlock,
  Stack,
} from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { getPrisma } from '../db.server.ts';
import { DeliberationLinks } from '../deliberations/DeliberationLinks.tsx';
import { getArgument } from '../models/arguments.server.ts';
import { listDeliberations, readDeliberation } from '../models/deliberations.server.ts';
import { getDialecticalSource } from '../models/dialectical.server.ts';
import { getUserSettings } from '../models/settings.server.ts';
import { readOwnVersions } from '../models/versions.server.ts';
import { requireUser } from '../session.server.ts';
import { deliberationHref, evaluatorHref } from '../shell/hrefs.ts';
import { useHydrated } from '../shell/useHydrated.ts';
import { useUnsavedChangesPrompt } from '../shell/useUnsavedChangesPrompt.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.argument.title} · Credence` : 'Argument · Credence' },
];

/**
 * The argument as the API's `getArgument` answers it (with the relationships of
 * `getDialecticalSource`, which decide the Dialectic Manager button), the user's settings and
 * their versions of it (`listVersions`, for the header's Version box), read once: the evaluator starts from them evaluated, without fetching the argument again once
 * the page has hydrated. An argument the user may not see answers 404, as on the API.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = check(
    calls.getUserArgument.query,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.ok) throw new Response(`Bad argumentId: ${query.message}`, { status: 400 });
  const deliberationId = deliberationIdOf(request);
  const prisma = getPrisma();
  const [argument, sourceRelationships, settings, versions, deliberations, deliberation] =
    await Promise.all([
      getArgument(prisma, user.id, query.data.argumentId),
      getDialecticalSource(prisma, user.id, query.data.argumentId),
      getUserSettings(prisma, user.id),
      // Only sent when the argument is visible (else 404 below).
      readOwnVersions(prisma, user, query.data.argumentId),
      listDeliberations(prisma, user.id, { argumentId: query.data.argumentId }),
      deliberationId === null ? null : readDeliberation(prisma, user.id, deliberationId),
    ]);
  if (!argument) throw new Response('Argument not found', { status: 404 });
  if (deliberationId !== null && !deliberation) {
    throw new Response('Deliberation not found', { status: 404 });
  }
  // A deliberation's link names its argument: one of another argument opens that argument.
  if (deliberation && deliberation.argumentId !== argument.id) {
    throw redirect(deliberationHref(deliberation.argumentId, deliberation.id));
  }
  return {
    deliberations: deliberations.deliberations,
    deliberation,
    argument: { ...argument, sourceRelationships: sourceRelationships ?? [] },
    userId: user.id,
    userRole: user.role,
    isOwner: argument.ownerId === user.id,
    settings,
    versions,
  };
}

/** The optional `deliberationId` of the query (the deliberation's panel opens beside the evaluator). */
function deliberationIdOf(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('deliberationId');
  if (raw === null) return null;
  const id = check(calls.getDeliberation.params, { id: raw });
  if (!id.ok) throw new Response(`Bad deliberationId: ${id.message}`, { status: 400 });
  return id.data.id;
}

export default function ArgumentEvaluatorPage() {
  const { argument, userId, userRole, isOwner, settings, versions, deliberations, deliberation } =
    useLoaderData<typeof loader>();
  const argumentId = argument.id;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Unsaved changes (credences, locks, dependencies…): leaving the page asks first.
  const leave = useUnsavedChangesPrompt();
  // One client per page: it keeps the settings cache and in-flight requests between renders.
  // The loader's settings replace the client's 24 h cache, so a change made on /settings (or on
  // another device) shows at once instead of when the cache expires.
  const [client] = useState(() => {
    const created = createCredenceClient({ baseUrl: '' });
    created.rememberUserSettings({ userId, settings });
    return created;
  });
  return (
    <PageBlock width="large">
      <Stack space="medium">
        <Inline space="medium" align="right">
          {isOwner ? <Link href={`/arguments/${argumentId}/edit`}>Edit argument</Link> : null}
          <Link href={`/deliberations/new?argumentId=${argumentId}`}>Start deliberation</Link>
          {/* A file download from a resource route: react-aria leaves `download` links to the browser. */}
          <Link href={`/arguments/${argumentId}/argdown`} download>
            Export Argdown
          </Link>
          <Link href={`/arguments/${argumentId}/aif`} download>
            Export AIF
          </Link>
        </Inline>
        <DeliberationLinks
          argumentId={argumentId}
          deliberations={deliberations}
          currentId={deliberation?.id ?? null}
        />
        {/* The server sends the first paint — title, premises with their credences, strength
            and P(C), computed without the machine — and the browser swaps in the evaluator once
            hydrated, from the same loader data (no second fetch). A server render of the whole
            evaluator cost about 43 ms of CPU per page (`pnpm bench`: 34 against 131 pages/s). */}
        {hydrated ? (
          <CredenceProvider client={client} userId={userId} userRole={userRole}>
            <ArgumentEvaluator
              argumentId={argumentId}
              initialArgument={argument}
              initialUserSettings={settings}
              initialVersions={versions}
              // A sub-conclusion opened another argument: the URL follows without leaving the page.
              onArgumentChange={(id) =>
                navigate(`/argumentevaluator?argumentId=${id}`, { preventScrollReset: true })
              }
              onUnsavedChangesChange={leave.report}
              deliberationId={deliberation?.id}
              initialDeliberation={deliberation ?? undefined}
              onDeliberationDeleted={() =>
                navigate(evaluatorHref(argumentId), { preventScrollReset: true })
              }
            />
          </CredenceProvider>
        ) : argument.conclusion ? (
          <EvaluatorFirstPaint argument={argument} userSettings={settings} />
        ) : (
          <EvaluatorStateMessage kind="warning" />
        )}
      </Stack>
      {leave.dialog}
    </PageBlock>
  );
}
