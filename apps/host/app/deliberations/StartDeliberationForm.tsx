import {
  Button,
  Card,
  Checkbox,
  ChoiceGroup,
  Heading,
  Inline,
  Link,
  PageBlock,
  Stack,
  Text,
} from '@credence/ui';
import { Form } from '@remix-run/react';
import type { Invitee, StartOptions } from '../models/invitees.server.ts';

/** A refused start: the invitees' error, or one about the whole form. */
export interface StartErrors {
  errors: { invitees?: string; form?: string };
}

/** The pooling rules, each with what it does in a sentence. */
const POOLING_OPTIONS = [
  { value: 'logarithmic', label: 'Logarithmic' },
  { value: 'linear', label: 'Linear' },
  { value: 'median', label: 'Median' },
] as const;

const POOLING_HELP =
  'Logarithmic (the default) combines the odds: a confident member moves the group more, as forecasting research recommends. Linear takes the mean; median the middle value, which ignores outliers.';

/** Props of {@link StartDeliberationForm}. */
export interface StartDeliberationFormProps extends StartOptions {
  errors: StartErrors['errors'];
  isSubmitting: boolean;
}

/** One friend: a checkbox, or the reason they cannot be chosen. */
function InviteeChoice({ invitee }: { invitee: Invitee }) {
  return (
    <Checkbox
      name="inviteeIds"
      value={String(invitee.userId)}
      isDisabled={!invitee.canSee}
      description={invitee.canSee ? undefined : 'Cannot see this argument'}
    >
      {invitee.name}
    </Checkbox>
  );
}

/**
 * The start page's form: friends to invite and the pooling rule. Posts to its own route, so it
 * works before (and without) the page's scripts.
 */
export function StartDeliberationForm({
  argument,
  invitees,
  errors,
  isSubmitting,
}: StartDeliberationFormProps) {
  const anyoneCanSee = invitees.some((invitee) => invitee.canSee);
  const evaluatorHref = `/argumentevaluator?argumentId=${argument.id}`;
  // A title that ends a sentence already (“… heavily.”) takes no second full stop.
  const fullStop = /[.!?…]$/.test(argument.title) ? '' : '.';
  return (
    <PageBlock>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level="1">Start a deliberation</Heading>
          <Text tone="secondary" breakWords>
            On “{argument.title}”{fullStop} Everyone gives their credences blind in round 1; when
            you close a round, everyone sees the group’s anonymous view of it and can revise in the
            next (up to 5 rounds). Nobody’s figures are ever shown with their name.
          </Text>
        </Stack>
        <Form method="post">
          <Stack space="large">
            <Card component="fieldset" space="small" aria-describedby="invitees-error">
              <Heading level="2" component="legend">
                Invite friends
              </Heading>
              {invitees.length === 0 ? (
                <Text tone="secondary">
                  You have no friends here yet: add them on <Link href="/friends">Friends</Link>.
                </Text>
              ) : (
                <Stack space="xsmall">
                  {invitees.map((invitee) => (
                    <InviteeChoice key={invitee.userId} invitee={invitee} />
                  ))}
                </Stack>
              )}
              {!anyoneCanSee && invitees.length > 0 ? (
                <Text size="small" tone="secondary">
                  {argument.isOwner
                    ? 'Only friends who can see the argument can be invited: make it visible to friends or public first (Share on the evaluator).'
                    : 'Only friends who can see the argument can be invited.'}
                </Text>
              ) : null}
              {argument.visibility === 'PUBLIC' ? (
                <Text size="small" tone="secondary">
                  The argument is public: anyone signed in with the deliberation’s link can join it
                  too.
                </Text>
              ) : null}
              {errors.invitees ? (
                <Text tone="critical" role="alert" id="invitees-error">
                  {errors.invitees}
                </Text>
              ) : null}
            </Card>
            <ChoiceGroup
              label="How the group’s credences are pooled"
              name="pooling"
              options={POOLING_OPTIONS}
              defaultValue="logarithmic"
              description={POOLING_HELP}
            />
            {errors.form ? (
              <Text tone="critical" role="alert">
                {errors.form}
              </Text>
            ) : null}
            <Inline space="small" alignY="center">
              <Button type="submit" isDisabled={isSubmitting}>
                Start deliberation
              </Button>
              <Link href={evaluatorHref}>Back to the argument</Link>
            </Inline>
          </Stack>
        </Form>
      </Stack>
    </PageBlock>
  );
}
