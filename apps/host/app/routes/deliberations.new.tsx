/**
 * /deliberations/new?argumentId= — starts a deliberation on an argument the user can see: which
 * friends to invite (only those who can see the argument can be chosen) and how the group's
 * credences are pooled. A form action that works without JavaScript, on the same model and
 * schema as `POST /api/arguments/:id/deliberations`; a refusal shows beside the field it is
 * about. On success the evaluator opens with the deliberation's panel.
 */
import { calls, check } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import {
  StartDeliberationForm,
  type StartErrors,
} from '../deliberations/StartDeliberationForm.tsx';
import { takeCreationAttempt } from '../models/creationLimit.server.ts';
import { createDeliberation } from '../models/deliberations.server.ts';
import { HttpStatusError } from '../models/errors.server.ts';
import { readStartOptions } from '../models/invitees.server.ts';
import { requireUserId } from '../session.server.ts';
import { retryAfterHeaders, tooManyRequests } from '../throttled.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  {
    title: loaded ? `Deliberate on ${loaded.argument.title} · Credence` : 'Deliberation · Credence',
  },
];

/** A start refused by the hourly limit on new deliberations says when to try again. */
export const headers = retryAfterHeaders;

/** The `argumentId` of the query, or a 400 page. */
function argumentIdOf(request: Request): number {
  const query = check(calls.getArgument.params, {
    id: new URL(request.url).searchParams.get('argumentId') ?? '',
  });
  if (!query.ok) throw new Response(`Bad argumentId: ${query.message}`, { status: 400 });
  return query.data.id;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const options = await readStartOptions(getPrisma(), userId, argumentIdOf(request));
  if (!options) throw new Response('Argument not found', { status: 404 });
  return options;
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const argumentId = argumentIdOf(request);
  const form = await request.formData();
  const parsed = check(calls.createDeliberation.body, {
    inviteeIds: form.getAll('inviteeIds').map(String),
    pooling: String(form.get('pooling') ?? 'logarithmic'),
  });
  if (!parsed.ok) {
    return data<StartErrors>({ errors: { form: parsed.message } }, { status: 400 });
  }
  const refused = await takeCreationAttempt(getPrisma(), userId, 'deliberations');
  if (refused) {
    return tooManyRequests<StartErrors>({ errors: { form: refused.error } }, refused.retryAfter);
  }
  try {
    const { deliberation } = await createDeliberation(getPrisma(), userId, argumentId, parsed.data);
    return redirect(
      `/argumentevaluator?argumentId=${argumentId}&deliberationId=${deliberation.id}`,
    );
  } catch (error) {
    if (!(error instanceof HttpStatusError) || error.status >= 500) throw error;
    if (error.status === 404) throw new Response('Argument not found', { status: 404 });
    return data<StartErrors>({ errors: { invitees: error.message } }, { status: error.status });
  }
}

export default function NewDeliberationPage() {
  const options = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <StartDeliberationForm
      {...options}
      errors={answer?.errors ?? {}}
      isSubmitting={navigation.state === 'submitting'}
    />
  );
}
