import { createCredenceClient } from '@credence/api';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { DeleteArgumentButton } from '../authoring/DeleteArgumentButton.tsx';
import { getPrisma } from '../db.server.ts';
import { listArguments, listOwnArgumentIds } from '../models/arguments.server.ts';
import { getUserId } from '../session.server.ts';

export const meta: MetaFunction = () => [{ title: 'Credence' }];

/**
 * Every argument the user may see (only public ones when signed out): their own, public ones and
 * their friends' FRIENDS_ONLY ones; and which are the user's own (they get a delete button).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getUserId(request);
  const prisma = getPrisma();
  const [list, ownIds] = await Promise.all([
    listArguments(prisma, userId),
    userId === null ? [] : listOwnArgumentIds(prisma, userId),
  ]);
  return { signedIn: userId !== null, arguments: list, ownIds };
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  const [client] = useState(() => createCredenceClient({ baseUrl: '' }));
  const revalidator = useRevalidator();
  const own = new Set(data.ownIds);
  // Friends' FRIENDS_ONLY arguments get a list of their own ("Shared with me").
  const isShared = (argument: { id: number; visibility: string }) =>
    !own.has(argument.id) && argument.visibility === 'FRIENDS_ONLY';
  const shared = data.arguments.filter(isShared);
  const listed = data.arguments.filter((argument) => !isShared(argument));
  return (
    <main>
      <h1>{data.signedIn ? 'Your arguments and public ones' : 'Public arguments'}</h1>
      {data.signedIn ? (
        <p>
          <Link to="/arguments/new">New argument</Link>
        </p>
      ) : null}
      {listed.length === 0 ? <p>No arguments yet.</p> : null}
      <ul>
        {listed.map((argument) => (
          <li key={argument.id}>
            <Link to={`/argumentevaluator?argumentId=${argument.id}`}>{argument.title}</Link>{' '}
            <small>
              ({argument.argumentType.toLowerCase()}, {argument.visibility.toLowerCase()})
            </small>
            {own.has(argument.id) ? (
              <DeleteArgumentButton
                client={client}
                argument={argument}
                label="Delete"
                onDeleted={() => revalidator.revalidate()}
              />
            ) : null}
            {argument.summarizedDescription ? <div>{argument.summarizedDescription}</div> : null}
          </li>
        ))}
      </ul>
      {data.signedIn ? (
        <section aria-labelledby="shared-with-me">
          <h2 id="shared-with-me">Shared with me</h2>
          {shared.length === 0 ? (
            <p>
              Nothing yet: your <Link to="/friends">friends</Link>’ “Friends only” arguments appear
              here.
            </p>
          ) : (
            <ul>
              {shared.map((argument) => (
                <li key={argument.id}>
                  <Link to={`/argumentevaluator?argumentId=${argument.id}`}>{argument.title}</Link>{' '}
                  <small>({argument.argumentType.toLowerCase()})</small>
                  {argument.summarizedDescription ? (
                    <div>{argument.summarizedDescription}</div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </main>
  );
}
