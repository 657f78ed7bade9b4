import * as z from 'zod';
import { RecordId } from './common';
import { boundedText, LIMITS } from './limits';

/**
 * The words of the friends calls' answers, said once: the host and the mock backend answer with
 * them, and the friends page shows them beside the e-mail field.
 */
export const FRIEND_MESSAGES = {
  /** 400: a request to one's own address. */
  yourself: 'You cannot send a friend request to yourself',
  /** 404: no account has the address (see SECURITY.md on why this is said). */
  noAccount: 'No account uses this e-mail address',
  /** 409: the two are friends already. */
  alreadyFriends: 'You are already friends',
  /** 409: the user asked this person before and they have not answered. */
  alreadyRequested: 'You have already sent this person a friend request',
  /** 404: `acceptFriend` without a pending request from that user. */
  noRequest: 'Friend request not found',
  /** 404: `removeFriend` when the two are neither friends nor in a pending request. */
  noFriendship: 'Friend not found',
} as const;

/** Someone in a friends list: their user id, display name and e-mail address. */
export const Friend = z.object({
  userId: RecordId,
  name: z.string(),
  email: z.string(),
});

/**
 * A friend request the user sent: the person asked is only the address the user typed (as
 * `name` and `email`) until they accept — neither their name nor their user id is shown before.
 * Cancel it with `cancelFriendRequest` (by that address).
 */
export const SentFriendRequest = z.object({
  name: z.string(),
  email: z.string(),
});

/**
 * GET /api/friends, and the answer of every friends write (the lists after the change):
 * accepted friends, requests others sent the user (`incoming`) and requests the user sent
 * (`outgoing`, where `name` is the e-mail address asked until the person accepts), each at most
 * once — a pair of users is in one of the three lists or none.
 */
export const FriendsResponse = z.object({
  friends: z.array(Friend),
  incoming: z.array(Friend),
  outgoing: z.array(SentFriendRequest),
});

/** POST /api/friends: ask the person with this e-mail address to be friends. */
export const FriendRequestBody = z.strictObject({
  email: boundedText(LIMITS.emailChars)
    .trim()
    .min(1, 'E-mail is required')
    .refine((email) => email === '' || email.includes('@'), 'must be an e-mail address'),
});

/** `/api/friends/{userId}…`: the other user of the friendship or request. */
export const FriendParams = z.object({ userId: RecordId });
