/** Small assertions on the app's JSON answers, shared by the HTTP tests. */
import { expect } from 'vitest';

/** Reads a JSON answer after checking its status. */
export async function expectJson(response: Response, status: number): Promise<unknown> {
  const body = await response.json();
  expect({ status: response.status, body }).toMatchObject({ status });
  return body;
}

/** Expects a JSON error answer and gives its message. */
export async function errorOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string };
  expect(typeof body.error).toBe('string');
  return body.error;
}

/** Expects the 401 answer of a call made without a session; `label` names it on failure. */
export async function expectSignInRequired(response: Response, label?: string): Promise<void> {
  expect(response.status, label).toBe(401);
  expect(await response.json()).toEqual({ error: 'Please sign in' });
}
