/**
 * /argumentevaluator?argumentId= — the evaluator screen from `@credence/ui`, driven by its state
 * machine and talking to this host's own API routes through `@credence/api`'s client (same
 * origin, session cookie). The loader checks the session and that the user may see the
 * argument, so an invisible argument answers 404 here as it does on the API.
 */
import { calls, check, createCredenceClient } from '@credence/api';
import { ArgumentEvaluator, CredenceProvider } from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { getPrisma } from '../db.server.ts';
import { getArgument } from '../models/arguments.server.ts';
import { getUserSettings } from '../models/settings.server.ts';
import { getUserById } from '../models/users.server.ts';
import { requireUserId } from '../session.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} · Credence` : 'Argument · Credence' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const query = check(
    calls.getUserArgument.query,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.ok) throw new Response(`Bad argumentId: ${query.message}`, { status: 400 });
  const prisma = getPrisma();
  const [argument, user, settings] = await Promise.all([
    getArgument(prisma, userId, query.data.argumentId),
    getUserById(prisma, userId),
    getUserSettings(prisma, userId),
  ]);
  if (!argument || !user) throw new Response('Argument not found', { status: 404 });
  return {
    argumentId: argument.id,
    title: argument.title,
    userId,
    userRole: user.role,
    isOwner: argument.ownerId === userId,
    settings,
  };
}

export default function ArgumentEvaluatorPage() {
  const { argumentId, userId, userRole, isOwner, settings } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  // One client per page: it keeps the settings cache and in-flight requests between renders.
  // The loader's settings replace the client's 24 h cache, so a change made on /settings (or on
  // another device) shows at once instead of when the cache expires.
  const [client] = useState(() => {
    const created = createCredenceClient({ baseUrl: '' });
    created.rememberUserSettings({ userId, settings });
    return created;
  });
  return (
    <main>
      {isOwner ? (
        <p>
          <Link to={`/arguments/${argumentId}/edit`}>Edit argument</Link>
        </p>
      ) : null}
      <CredenceProvider client={client} userId={userId} userRole={userRole}>
        <ArgumentEvaluator
          argumentId={argumentId}
          // A sub-conclusion opened another argument: the URL follows without leaving the page.
          onArgumentChange={(id) =>
            navigate(`/argumentevaluator?argumentId=${id}`, { preventScrollReset: true })
          }
        />
      </CredenceProvider>
    </main>
  );
}
