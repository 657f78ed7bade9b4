/** Signing test users up and in through the app's own forms. */
import { expect } from 'vitest';
import type { Client } from './server.ts';

/**
 * Signs `client` up through `/join` as `name` (by default `name@x.io` with the password
 * `name-password`, lower-cased), expects the redirect of a successful sign-up, and returns it.
 */
export async function signUp(
  client: Client,
  name: string,
  account: { email?: string; password?: string } = {},
): Promise<Client> {
  const joined = await client.form('/join', {
    email: account.email ?? `${name.toLowerCase()}@x.io`,
    name,
    password: account.password ?? `${name.toLowerCase()}-password`,
  });
  expect(joined.status).toBe(302);
  return client;
}

/** Signs `client` in through `/login` and expects the redirect of a successful sign-in. */
export async function logIn(client: Client, email: string, password: string): Promise<Client> {
  const login = await client.form('/login', { email, password });
  expect(login.status).toBe(302);
  return client;
}
