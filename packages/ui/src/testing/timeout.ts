/**
 * Stories and tests only: long enough for the mock backend's answers (the mocks add latency and
 * CI browsers are slow), for `findBy…` queries and `expect.element`.
 */
export const TIMEOUT = { timeout: 5000 };
