/**
 * The page /join and /login share: a heading, the form in a card (its fields, the error for the
 * whole form, a submit button pending while the form posts, the page's `redirectTo` carried
 * along) and a link to the other page that keeps `redirectTo`.
 */
import { Button, Card, Heading, Link, PageBlock, Stack, Text } from '@credence/ui';
import { Form, useNavigation, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { FormError } from './AccountFields.tsx';

/** Props of {@link AccountFormPage}. */
export interface AccountFormPageProps {
  title: string;
  submitLabel: string;
  pendingLabel: string;
  /** The error for the whole form (not one field). */
  formError?: string;
  /** The line under the card: its text, then a link to the other account page. */
  switchTo: { prompt: string; label: string; path: '/join' | '/login' };
  /** The form's fields. */
  children: ReactNode;
}

/** An account page (sign-up or sign-in) around its fields. */
export function AccountFormPage({
  title,
  submitLabel,
  pendingLabel,
  formError,
  switchTo,
  children,
}: AccountFormPageProps) {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? '/';
  const busy = useNavigation().state !== 'idle';
  return (
    <PageBlock width="small">
      <Stack space="large">
        <Heading level="1">{title}</Heading>
        <Card>
          <Form method="post">
            <Stack space="medium">
              {children}
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <FormError message={formError} />
              <Button type="submit" isPending={busy} pendingLabel={pendingLabel}>
                {submitLabel}
              </Button>
            </Stack>
          </Form>
        </Card>
        <Text>
          {switchTo.prompt}{' '}
          <Link href={`${switchTo.path}?${new URLSearchParams({ redirectTo })}`}>
            {switchTo.label}
          </Link>
        </Text>
      </Stack>
    </PageBlock>
  );
}
