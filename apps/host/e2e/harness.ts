/**
 * The shared set-up of the end-to-end tests: the built app on a fresh temp SQLite file and
 * headless Chromium (`playwright-core`; `CHROMIUM_PATH` or Debian's `/usr/bin/chromium`), started
 * before a test file's tests and closed after them.
 */
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.ts';
import { assertBuilt, type RunningServer, startServer } from '../app/testing/server.ts';
import { createTempDatabase, type TempDatabase } from '../app/testing/tempDatabase.ts';

/** The running app and browser of one test file; usable once `beforeAll` has run. */
export interface BrowserHarness {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly temp: TempDatabase;
  /** Stops the app and starts it again on the same database file. */
  restart(): Promise<void>;
  /**
   * A page in a fresh browser context (its own cookies) on the app, with a 15 s default timeout;
   * `options` for the context (a fixed viewport, reduced motion…).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** Registers the hooks that start and stop the app and Chromium for this test file. */
export function browserHarness(): BrowserHarness {
  let temp: TempDatabase | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} has not started`);
    return value;
  };

  beforeAll(async () => {
    assertBuilt();
    temp = await createTempDatabase();
    server = await startServer(temp.url);
    browser = await chromium.launch({
      executablePath: chromiumExecutable,
      headless: true,
      args: chromiumArgs,
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await temp?.cleanup();
  });

  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get temp() {
      return ready(temp, 'temp database');
    },
    async newPage(options = {}) {
      const context = await ready(browser, 'browser').newContext({
        ...options,
        baseURL: ready(server, 'server').base,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    async restart() {
      await ready(server, 'server').stop();
      server = await startServer(ready(temp, 'temp database').url);
    },
  };
}
