/**
 * /argument/shared/:shareToken — the public page of a share link: a read-only evaluator of the
 * argument (title, type, author, summary, premises, conclusion, and the reader's own credences
 * if they evaluated it), rendered on the server, with Open Graph tags for link previews (the
 * argument's card image as a PNG, `GET /api/arguments/:id/image.png`). Readers need no account for a
 * PUBLIC argument; PRIVATE and FRIENDS_ONLY ones show only to their owner and, for FRIENDS_ONLY,
 * the owner's friends (see `models/sharing.server.ts`). Signed-in readers get a link to the
 * evaluator.
 */
import { calls, check } from '@credence/api';
import { PageBlock } from '@credence/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import { argumentImagePngPath } from '../models/argumentImage.server.ts';
import { getSharedArgument, SHARE_LINK_NOT_FOUND } from '../models/sharing.server.ts';
import { getUserId } from '../session.server.ts';
import { previewDescription, shareMetaTags } from '../share/openGraph.ts';
import { type SharedArgumentData, SharedArgumentView } from '../share/SharedArgumentView.tsx';
import { ErrorPage, errorPageText } from '../shell/ErrorPage.tsx';

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data
    ? shareMetaTags(data.preview)
    : [{ title: `${error ? errorPageText(error).title : 'Shared argument'} · Credence` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = check(calls.getSharedArgument.params, params);
  if (!parsed.ok) throw new Response(SHARE_LINK_NOT_FOUND, { status: 404 });
  const readerId = await getUserId(request);
  const result = await getSharedArgument(getPrisma(), readerId, parsed.data.shareToken);
  if (!result.ok) throw new Response(result.error, { status: result.status });
  const argument = result.value;
  const url = new URL(request.url);
  // The reader's own evaluation only (the detail never holds anyone else's).
  const evaluation = argument.evaluation;
  const credenceOf = new Map(evaluation?.premises.map((p) => [p.id, p.probability]) ?? []);
  const view: SharedArgumentData = {
    id: argument.id,
    title: argument.title,
    summarizedDescription: argument.summarizedDescription,
    argumentType: argument.argumentType,
    creator: argument.creator.name,
    premises: argument.premises.map((premise) => ({
      id: premise.id,
      content: premise.content,
      credence: credenceOf.get(premise.id) ?? null,
    })),
    conclusion: {
      content: argument.conclusion.content,
      credence: evaluation?.conclusion?.probability ?? null,
    },
    inferenceStrength: evaluation?.inferenceStrength ?? null,
    signedIn: readerId !== null,
    loginHref: `/login?${new URLSearchParams([['redirectTo', url.pathname]])}`,
  };
  return {
    view,
    preview: {
      title: argument.title,
      description: previewDescription(argument.summarizedDescription, argument.conclusion.content),
      url: `${url.origin}${url.pathname}`,
      image: `${url.origin}${argumentImagePngPath(argument.id)}`,
    },
  };
}

export default function SharedArgumentPage() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <PageBlock>
      <SharedArgumentView data={view} />
    </PageBlock>
  );
}

/** Unknown links (404) and arguments the reader may not see (403): the designed error page. */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
