/**
 * Stories and tests only: the one way they sign in. Ada (a USER) is the mocks' seeded owner of
 * the sample arguments, so every story and test renders as her.
 */
import { type CredenceClient, createCredenceClient } from '@credence/api';
import { ADA_ID } from '@credence/mocks';
import type { ReactNode } from 'react';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';

/**
 * `children` inside a `CredenceProvider` for Ada on `client`. Without one, a same-origin client
 * (`baseUrl: ''`) that Storybook's MSW loader answers.
 */
export function withCredence(
  children: ReactNode,
  client: CredenceClient = createCredenceClient({ baseUrl: '' }),
) {
  return (
    <CredenceProvider client={client} userId={ADA_ID} userRole="USER">
      {children}
    </CredenceProvider>
  );
}
