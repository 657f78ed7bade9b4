/**
 * /argumentevaluator?argumentId= — the evaluator screen from `@credence/ui`, driven by its state
 * machine and talking to this host's own API routes through `@credence/api`'s client (same
 * origin, session cookie). The loader checks the session and that the user may see the
 * argument, so an invisible argument answers 404 here as it does on the API.
 */
import { calls, check, createCredenceClient } from '@credence/api';
import { ArgumentEvaluator, CredenceProvider } from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { getPrisma } from '../db.server.ts';
import { getArgument } from '../models/arguments.server.ts';
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
  const [argument, user] = await Promise.all([
    getArgument(prisma, userId, query.data.argumentId),
    getUserById(prisma, userId),
  ]);
  if (!argument || !user) throw new Response('Argument not found', { status: 404 });
  return {
    argumentId: argument.id,
    title: argument.title,
    userId,
    userRole: user.role,
    isOwner: argument.ownerId === userId,
  };
}

export default function ArgumentEvaluatorPage() {
  const { argumentId, userId, userRole, isOwner } = useLoaderData<typeof loader>();
  // One client per page: it keeps the settings cache and in-flight requests between renders.
  const [client] = useState(() => createCredenceClient({ baseUrl: '' }));
  return (
    <main>
      <p>
        {isOwner ? (
          <>
            <Link to={`/arguments/${argumentId}/edit`}>Edit argument</Link>{' '}
          </>
        ) : null}
        {/* A file download from a resource route: a plain link, not client-side navigation. */}
        <a href={`/arguments/${argumentId}/argdown`} download>
          Export Argdown
        </a>
      </p>
      <CredenceProvider client={client} userId={userId} userRole={userRole}>
        <ArgumentEvaluator argumentId={argumentId} />
      </CredenceProvider>
    </main>
  );
}
