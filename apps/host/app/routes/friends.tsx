/**
 * /friends — the signed-in user's friends (who read their FRIENDS_ONLY arguments), the requests
 * others sent them (Accept / Decline), the requests they sent (Cancel), and a form to ask someone
 * by e-mail. Form actions that work without JavaScript, on the same models and schema as
 * `/api/friends` (and its hourly request limit); an e-mail the host refuses shows under the field.
 * Each change redirects back here with a short status message.
 */
import { calls, check, type FriendsResponse, LIMITS } from '@credence/api';
import { Button, Card, Heading, Inline, PageBlock, Stack, Text, TextField } from '@credence/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
  useSearchParams,
} from '@remix-run/react';
import type { z } from 'zod';
import { getPrisma } from '../db.server.ts';
import { useFocusFirstError } from '../forms/useFocusFirstError.ts';
import { HttpStatusError } from '../models/errors.server.ts';
import {
  acceptFriend,
  cancelFriendRequest,
  listFriends,
  removeFriend,
  requestFriend,
  takeFriendRequestAttempt,
} from '../models/friends.server.ts';
import { tooManyAttempts } from '../models/signIn.server.ts';
import { requireUserId } from '../session.server.ts';
import { ErrorPage } from '../shell/ErrorPage.tsx';
import { retryAfterHeaders, tooManyRequests } from '../throttled.server.ts';

export const meta: MetaFunction = () => [{ title: 'Friends · Credence' }];

export const headers = retryAfterHeaders;

/** What a change says once it is done (`/friends?done=…`). */
const DONE = {
  requested: 'Friend request sent.',
  friends: 'You are now friends.',
  declined: 'Request declined.',
  cancelled: 'Request cancelled.',
  removed: 'Friend removed.',
} as const;
type Done = keyof typeof DONE;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const done = new URL(request.url).searchParams.get('done');
  return {
    lists: await listFriends(getPrisma(), userId),
    notice: done !== null && done in DONE ? DONE[done as Done] : null,
  };
}

/** The answer of a refused change: the e-mail field's error, or one for the whole page. */
type ActionErrors = { errors: { email?: string; form?: string } };

/** Ask by e-mail: the same schema, limit and model as `POST /api/friends`. */
async function requestAction(userId: number, form: FormData) {
  const parsed = check(calls.requestFriend.body, { email: form.get('email') ?? '' });
  if (!parsed.ok) {
    const email = parsed.message.replace(/^email: /, '');
    return data<ActionErrors>({ errors: { email } }, { status: 400 });
  }
  const db = getPrisma();
  const { retryAfter } = await takeFriendRequestAttempt(db, userId);
  if (retryAfter > 0) {
    const email = tooManyAttempts('friend requests', retryAfter);
    return tooManyRequests<ActionErrors>({ errors: { email } }, retryAfter);
  }
  const lists = await requestFriend(db, userId, parsed.data);
  // Asking someone who had asked first makes the two friends at once.
  const asked = parsed.data.email.toLowerCase();
  const done: Done = lists.friends.some((f) => f.email === asked) ? 'friends' : 'requested';
  return redirect(`/friends?done=${done}`);
}

/** Cancel a sent request: the account it was sent to, named by its e-mail address. */
async function cancelAction(userId: number, form: FormData) {
  const parsed = check(calls.requestFriend.body, { email: form.get('email') ?? '' });
  if (!parsed.ok) return data<ActionErrors>({ errors: { form: parsed.message } }, { status: 400 });
  await cancelFriendRequest(getPrisma(), userId, parsed.data.email);
  return redirect('/friends?done=cancelled');
}

/** Accept, decline or remove: the user named by `userId`. */
async function answerAction(userId: number, intent: string, form: FormData) {
  const parsed = check(calls.acceptFriend.params, { userId: form.get('userId') ?? '' });
  if (!parsed.ok) return data<ActionErrors>({ errors: { form: parsed.message } }, { status: 400 });
  const otherId = parsed.data.userId;
  if (intent === 'accept') {
    await acceptFriend(getPrisma(), userId, otherId);
    return redirect('/friends?done=friends');
  }
  await removeFriend(getPrisma(), userId, otherId);
  const done: Done = intent === 'decline' ? 'declined' : 'removed';
  return redirect(`/friends?done=${done}`);
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'request') return await requestAction(userId, form);
    if (intent === 'cancel') return await cancelAction(userId, form);
    if (['accept', 'decline', 'remove'].includes(intent)) {
      return await answerAction(userId, intent, form);
    }
    return data<ActionErrors>({ errors: { form: 'Unknown action' } }, { status: 400 });
  } catch (error) {
    if (!(error instanceof HttpStatusError)) throw error;
    const field = intent === 'request' ? 'email' : 'form';
    return data<ActionErrors>({ errors: { [field]: error.message } }, { status: error.status });
  }
}

type FriendValue = z.infer<typeof FriendsResponse>['friends'][number];
/** Someone in one of the lists: a friend or incoming request (with an id), or a sent request. */
type ListedPerson = FriendValue | z.infer<typeof FriendsResponse>['outgoing'][number];

/** A button of a person's row: the intent it posts and how it looks. */
interface PersonAction {
  intent: string;
  label: string;
  variant: 'primary' | 'secondary' | 'danger';
}

/**
 * One person of a list, with the buttons that answer or end the relation. A sent request has
 * only the e-mail address it went to — who owns it stays unknown until they accept — so it is
 * shown and posted by that address.
 */
function Person({
  friend,
  actions,
  index,
}: {
  friend: ListedPerson;
  actions: PersonAction[];
  index: number;
}) {
  const userId = 'userId' in friend ? friend.userId : null;
  const byAddress = userId === null;
  const nameId = byAddress ? `sent-request-${index}` : `friend-${userId}`;
  return (
    <Card component="li" padding="small">
      <Inline space="small" align="spaceBetween" alignY="center">
        {byAddress ? (
          <Text weight="strong" id={nameId} breakWords>
            {friend.email}
          </Text>
        ) : (
          <Stack space="xxsmall">
            <Text weight="strong" id={nameId} breakWords>
              {friend.name}
            </Text>
            <Text size="small" tone="secondary" breakWords>
              {friend.email}
            </Text>
          </Stack>
        )}
        <Inline space="xsmall">
          {actions.map(({ intent, label, variant }) => (
            <Form method="post" key={intent}>
              <input type="hidden" name="intent" value={intent} />
              {byAddress ? (
                <input type="hidden" name="email" value={friend.email} />
              ) : (
                <input type="hidden" name="userId" value={userId} />
              )}
              <Button type="submit" variant={variant} size="small" aria-describedby={nameId}>
                {label}
              </Button>
            </Form>
          ))}
        </Inline>
      </Inline>
    </Card>
  );
}

function PeopleList({
  title,
  empty,
  people,
  actions,
}: {
  title: string;
  empty: string;
  people: ListedPerson[];
  actions: PersonAction[];
}) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Stack component="section" space="small" aria-labelledby={headingId}>
      <Heading level="2" id={headingId}>
        {title}
      </Heading>
      {people.length === 0 ? (
        <Text tone="secondary">{empty}</Text>
      ) : (
        <Stack component="ul" space="xsmall">
          {people.map((friend, index) => (
            <Person
              key={'userId' in friend ? friend.userId : friend.email}
              friend={friend}
              actions={actions}
              index={index}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export default function Friends() {
  const { lists, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors = actionData && 'errors' in actionData ? actionData.errors : {};
  const navigation = useNavigation();
  const requesting =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'request';
  const [searchParams] = useSearchParams();
  const refs = useFocusFirstError(['email'], errors);

  return (
    <PageBlock>
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level="1">Friends</Heading>
          <Text tone="secondary">
            Your friends can read the arguments you make visible to “Friends only”.
          </Text>
          {notice && !actionData ? (
            <Card tone="positive" accent role="status" key={searchParams.toString()}>
              <Text>{notice}</Text>
            </Card>
          ) : null}
          {errors.form ? (
            <Card tone="critical" accent role="alert">
              <Text>{errors.form}</Text>
            </Card>
          ) : null}
        </Stack>

        <Card component="section" space="small" aria-labelledby="add-friend-heading">
          <Heading level="2" id="add-friend-heading">
            Add a friend
          </Heading>
          <Form method="post">
            <Stack space="small">
              <input type="hidden" name="intent" value="request" />
              <TextField
                label="Friend’s e-mail"
                name="email"
                type="email"
                autoComplete="off"
                maxLength={LIMITS.emailChars}
                isRequired
                errorMessage={errors.email}
                inputRef={refs.email}
              />
              <Inline space="small">
                <Button type="submit" isPending={requesting} pendingLabel="Sending...">
                  Send request
                </Button>
              </Inline>
            </Stack>
          </Form>
        </Card>

        <PeopleList
          title="Requests to you"
          empty="No one has asked you."
          people={lists.incoming}
          actions={[
            { intent: 'accept', label: 'Accept', variant: 'primary' },
            { intent: 'decline', label: 'Decline', variant: 'secondary' },
          ]}
        />
        <PeopleList
          title="Requests you sent"
          empty="No requests waiting."
          people={lists.outgoing}
          actions={[{ intent: 'cancel', label: 'Cancel request', variant: 'secondary' }]}
        />
        <PeopleList
          title="Your friends"
          empty="No friends yet."
          people={lists.friends}
          actions={[{ intent: 'remove', label: 'Remove friend', variant: 'danger' }]}
        />
      </Stack>
    </PageBlock>
  );
}

/** A failure of the lists' loader or of an action: the designed error page. */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
