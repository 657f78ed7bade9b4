/**
 * The one-time notice a new administrator sees: `/join` sends the account that became ADMIN to
 * `/?newAdmin=1`, and the home page says what happened (only to an administrator: the address
 * alone proves nothing). Later visits to `/` do not carry the parameter.
 */
import { Card, Heading, Stack, Text } from '@credence/ui';

/** The query parameter `/join` adds for an account that became the administrator. */
export const ADMIN_NOTICE_PARAM = 'newAdmin';

/** The notice: why this account is the administrator and what that means. */
export function AdminNotice() {
  return (
    <Card tone="info" accent component="section" aria-labelledby="admin-notice">
      <Stack space="xsmall">
        <Heading level="2" id="admin-notice">
          You are this site’s administrator
        </Heading>
        <Text>
          Your account is the first to sign up here, so it has the administrator role: the evaluator
          shows you its debug panel, and your name carries “(admin)” in the menu. Other accounts are
          ordinary users. To choose the administrator by e-mail address instead, the operator sets
          ADMIN_EMAIL before that person signs up.
        </Text>
      </Stack>
    </Card>
  );
}
