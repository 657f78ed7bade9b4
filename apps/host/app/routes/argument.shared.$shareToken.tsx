/**
 * /argument/shared/:shareToken — the public page of a share link: a read-only view of the
 * argument (title, summary, type, author, premises, conclusion), rendered on the server. Readers
 * need no account for a PUBLIC argument; PRIVATE and FRIENDS_ONLY ones show only to their owner
 * (see `models/sharing.server.ts`). Signed-in readers get a link to the evaluator. Every text is
 * rendered as React text, never as HTML.
 */
import { calls, check } from '@credence/api';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import { getSharedArgument, SHARE_LINK_NOT_FOUND } from '../models/sharing.server.ts';
import { getUserId } from '../session.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.title} · Credence` },
        { name: 'description', content: data.summarizedDescription || data.conclusion },
        { property: 'og:title', content: data.title },
      ]
    : [{ title: 'Shared argument · Credence' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = check(calls.getSharedArgument.params, params);
  if (!parsed.ok) throw new Response(SHARE_LINK_NOT_FOUND, { status: 404 });
  const readerId = await getUserId(request);
  const result = await getSharedArgument(getPrisma(), readerId, parsed.data.shareToken);
  if (!result.ok) throw new Response(result.error, { status: result.status });
  const argument = result.value;
  // Only what the page shows goes to the browser (not the reader's evaluation or settings).
  return {
    id: argument.id,
    title: argument.title,
    summarizedDescription: argument.summarizedDescription,
    argumentType: argument.argumentType,
    creator: argument.creator.name,
    premises: argument.premises.map((premise) => ({ id: premise.id, content: premise.content })),
    conclusion: argument.conclusion.content,
    signedIn: readerId !== null,
    loginHref: `/login?${new URLSearchParams([['redirectTo', new URL(request.url).pathname]])}`,
  };
}

export default function SharedArgumentPage() {
  const data = useLoaderData<typeof loader>();
  const kind = data.argumentType === 'DEDUCTIVE' ? 'Deductive argument' : 'Inductive argument';
  return (
    <main>
      <article aria-labelledby="shared-argument-title">
        <h1 id="shared-argument-title">{data.title}</h1>
        <p>
          {kind} · by {data.creator}
        </p>
        {data.summarizedDescription ? <p>{data.summarizedDescription}</p> : null}
        <h2>Premises</h2>
        <ol>
          {data.premises.map((premise) => (
            <li key={premise.id}>{premise.content}</li>
          ))}
        </ol>
        <h2>Conclusion</h2>
        <p>{data.conclusion}</p>
      </article>
      {data.signedIn ? (
        <p>
          <Link to={`/argumentevaluator?argumentId=${data.id}`}>Open in the evaluator</Link>
        </p>
      ) : (
        <p>
          <Link to={data.loginHref}>Sign in</Link> to evaluate this argument yourself.
        </p>
      )}
    </main>
  );
}

/** Unknown links (404) and arguments the reader may not see (403) get a short page of their own. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string'
      ? error.data
      : 'Something went wrong while opening this link';
  return (
    <main>
      <h1>{message}</h1>
      <p>
        <Link to="/">Back to the arguments</Link>
      </p>
    </main>
  );
}
