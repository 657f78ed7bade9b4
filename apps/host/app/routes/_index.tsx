import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import { listArguments } from '../models/arguments.server.ts';
import { getUserId } from '../session.server.ts';

export const meta: MetaFunction = () => [{ title: 'Credence' }];

/** The signed-in user's arguments and every public one (only public ones when signed out). */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getUserId(request);
  return { signedIn: userId !== null, arguments: await listArguments(getPrisma(), userId) };
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{data.signedIn ? 'Your arguments and public ones' : 'Public arguments'}</h1>
      {data.signedIn ? (
        <p>
          <Link to="/arguments/new">New argument</Link>
        </p>
      ) : null}
      {data.arguments.length === 0 ? <p>No arguments yet.</p> : null}
      <ul>
        {data.arguments.map((argument) => (
          <li key={argument.id}>
            <Link to={`/argumentevaluator?argumentId=${argument.id}`}>{argument.title}</Link>{' '}
            <small>
              ({argument.argumentType.toLowerCase()}, {argument.visibility.toLowerCase()})
            </small>
            {argument.summarizedDescription ? <div>{argument.summarizedDescription}</div> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
