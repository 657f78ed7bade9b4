/**
 * `pnpm --filter @credence/host bench:first-load`: the evaluator's first load on a slow phone,
 * against the signed-in home page's. It starts the built host (one worker per core) on a fresh
 * SQLite database, signs a user in through `/login` and creates, through `POST /api/arguments`
 * with that session, a six-premise argument of theirs. Then, in headless Chromium
 * (playwright-core, launched as the end-to-end tests launch it) with a 390 × 844 touch screen,
 * the CPU slowed 4× (`Emulation.setCPUThrottlingRate`), 150 ms latency, 1.6 Mbps down and
 * 750 kbps up (`Network.emulateNetworkConditions`) and the cache disabled
 * (`Network.setCacheDisabled`) — every load a first visit, each in a fresh browser context
 * holding only the session cookie — it measures, `FIRST_LOAD_RUNS` times (default 3):
 *
 * - **home**: from navigation start until `/` is ready: its main content is visible (the `<h1>`
 *   and the user's argument's card title in `<main>`) and the app has hydrated. The app has a
 *   hydration marker already (the one the end-to-end tests' `waitForHydration` reads): the theme
 *   switch's 'Apply theme' button is rendered only until `useHydrated`'s effect has run, so
 *   "hydrated" is the moment that button, once seen in the server's HTML, leaves the document —
 *   React has hydrated and run its effects.
 * - **P(C) visible**: from navigation start of `/argumentevaluator?argumentId={id}` until the
 *   phone's summary bar ('Conclusion and P(C)', the region `e2e/trustPhone.e2e.test.ts` reads)
 *   is visible and shows "P(C) nn%". Detected in the page itself, by a script added before any of
 *   the page's own (`addInitScript`), so it counts equally whether the browser or the server
 *   renders that value.
 * - **interactive**: from the same navigation start until a key press on the first premise's
 *   slider ('Confidence in Premise 1') changes the P(C) shown: once P(C) is visible the bench
 *   focuses the slider and presses a key, and tries again (End and Home in turn) until P(C)
 *   changes within 2 s of a press; the figure is the time the page received the press that
 *   changed it. End and Home, not an arrow: a one-step move of one premise in six can leave P(C)
 *   unchanged once rounded to a whole percent, which would read as "not interactive".
 * - **bytes**: what each load transferred (compressed, headers included: CDP's
 *   `encodedDataLength`), JavaScript and all, until its figures were taken; and, in one more load
 *   of each page per run that nobody touches, what it transferred once hydrated and quiet (no
 *   request for 500 ms: Playwright's `networkidle`) — the JavaScript a visit downloads before any
 *   interaction, which the budget of `scripts/clientBundle.test.ts` bounds from the build.
 *
 * Times are the page's own `performance.now()` (milliseconds since its navigation started),
 * checked on every animation frame (visibility) or DOM mutation (hydration). It prints the
 * medians and each run, then the medians of P(C) visible and interactive as multiples of home's
 * next to their targets (`targets.ts`). It exits non-zero only when a measurement failed: a missed target is a
 * finding to report, not a crash.
 */
import { availableParallelism, loadavg } from 'node:os';
import { calls } from '@credence/api';
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Page,
} from 'playwright-core';
import type * as z from 'zod';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.ts';
import { assertBuilt, Client } from '../app/testing/server.ts';
import { type BenchHost, signedInUsers, sqliteDatabase, startHost } from './setup.ts';
import { FIRST_LOAD_INTERACTIVE, FIRST_LOAD_PC_VISIBLE, type RatioTarget } from './targets.ts';

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('FIRST_LOAD_RUNS must be 1 or more');

/** The phone of `e2e/trustPhone.e2e.test.ts`. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TITLE = 'First-load bench: six premises';
/** The phone's summary bar (ui's `SUMMARY_LABEL`). */
const SUMMARY_LABEL = 'Conclusion and P(C)';
const FIRST_PREMISE_SLIDER = 'Confidence in Premise 1';
/** How long a load may take, throttled, before the bench gives up. */
const LOAD_TIMEOUT_MS = 120_000;
/** How long after a press P(C) may take to change before the bench presses again. */
const PRESS_WAIT_MS = 2_000;

/**
 * Runs in every page before its own scripts and records, in `window.__firstLoad`, milliseconds
 * since navigation start: `content` (the home page's `<h1>` and the argument's card visible),
 * `hydrated` (the 'Apply theme' button seen, then gone), `pcVisible` (the summary's P(C) shown),
 * `keys` (each keydown the page received) and `pcChanges` (each new P(C) text). A string, not a
 * function: tsx's `__name` helpers would not exist in the page.
 */
const INIT_SCRIPT = `(() => {
  const title = ${JSON.stringify(TITLE)};
  const summaryLabel = ${JSON.stringify(SUMMARY_LABEL)};
  const marks = { keys: [], pcChanges: [] };
  window.__firstLoad = marks;
  const visible = (element) => {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const pcText = () => {
    const summary = document.querySelector('section[aria-label="' + summaryLabel + '"]');
    if (!summary || !visible(summary)) return null;
    const match = /P\\(C\\)\\s*(\\d+(?:\\.\\d+)?%|not calculated)/.exec(summary.textContent || '');
    return match ? match[1] : null;
  };
  window.__firstLoadPC = pcText;
  const contentVisible = () => {
    const heading = document.querySelector('main h1');
    if (!heading || !visible(heading)) return false;
    return [...document.querySelectorAll('main :is(a, h2, h3, h4)')].some(
      (element) => (element.textContent || '').trim() === title && visible(element),
    );
  };
  let lastPC = null;
  const frame = () => {
    const now = performance.now();
    if (marks.content === undefined && contentVisible()) marks.content = now;
    const pc = pcText();
    if (pc !== null && marks.pcVisible === undefined) marks.pcVisible = now;
    if (pc !== null && pc !== lastPC) {
      marks.pcChanges.push({ at: now, text: pc });
      lastPC = pc;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  let sawApplyTheme = false;
  new MutationObserver(() => {
    if (marks.hydrated !== undefined) return;
    const present = [...document.querySelectorAll('button')].some(
      (button) => (button.textContent || '').trim() === 'Apply theme',
    );
    if (present) sawApplyTheme = true;
    else if (sawApplyTheme) marks.hydrated = performance.now();
  }).observe(document, { childList: true, subtree: true });
  window.addEventListener('keydown', () => marks.keys.push(performance.now()), true);
})();`;

/** What the init script records (see {@link INIT_SCRIPT}). */
interface Marks {
  content?: number;
  hydrated?: number;
  pcVisible?: number;
  keys: number[];
  pcChanges: { at: number; text: string }[];
}
/** The page's `window` with what the init script adds. */
type BenchWindow = Window & {
  __firstLoad?: Marks;
  /** The P(C) the summary bar shows ('48%'), or null while it is not visible. */
  __firstLoadPC?: () => string | null;
};

/** Bytes one load transferred, compressed as sent. */
interface Bytes {
  script: number;
  total: number;
  /** How many scripts. */
  scripts: number;
}

/** One run's figures, in milliseconds since navigation start. */
interface Run {
  homeContent: number;
  homeHydrated: number;
  home: number;
  pcVisible: number;
  interactive: number;
  /** From the press that changed P(C) to the new P(C) on screen. */
  response: number;
  presses: number;
  homeBytes: Bytes;
  evaluatorBytes: Bytes;
  /** The evaluator loaded and left alone until hydrated and quiet. */
  untouchedEvaluatorBytes: Bytes;
}

/** A six-premise argument (with its conclusion) owned by the user of `cookie`; its id. */
async function createArgument(host: BenchHost, cookie: string): Promise<number> {
  const client = new Client(() => host.server);
  client.cookie = cookie;
  const body: z.input<typeof calls.createArgument.body> = {
    title: TITLE,
    premises: [
      'The forecast gives rain a high chance for Saturday.',
      'Dark clouds have gathered over the hills since morning.',
      'The barometer has been falling all day.',
      'It rained on most Saturdays this month.',
      'The river is already high from last week.',
      'Swallows are flying low over the fields.',
    ].map((content) => ({ content })),
    conclusion: { content: 'It will rain on Saturday.' },
  };
  const response = await client.json('/api/arguments', 'POST', body);
  if (response.status !== 201) {
    throw new Error(`Creating the argument answered ${response.status}: ${await response.text()}`);
  }
  return calls.createArgument.response.parse(await response.json()).argument.id;
}

/** A fresh phone context holding only the session cookie, with the init script. */
async function signedInContext(
  browser: Browser,
  base: string,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const [name = '', value = ''] = cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: base }]);
  await context.addInitScript({ content: INIT_SCRIPT });
  return context;
}

/**
 * A page in a fresh signed-in context, throttled as described above, and a counter of the bytes
 * its loads transfer.
 */
async function throttledPage(
  browser: Browser,
  base: string,
  cookie: string,
): Promise<{ context: BrowserContext; page: Page; bytes: () => Bytes }> {
  const context = await signedInContext(browser, base, cookie);
  const page = await context.newPage();
  page.setDefaultTimeout(LOAD_TIMEOUT_MS);
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = new Set<string>();
  const counted: Bytes = { script: 0, total: 0, scripts: 0 };
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    counted.total += event.encodedDataLength;
    if (!scripts.has(event.requestId)) return;
    counted.script += event.encodedDataLength;
    counted.scripts++;
  });
  return { context, page, bytes: () => ({ ...counted }) };
}

/** What the init script has recorded so far. */
async function marksOf(page: Page): Promise<Marks> {
  const marks = await page.evaluate(() => (window as BenchWindow).__firstLoad);
  if (!marks) throw new Error('The first-load script did not run in the page');
  return marks;
}

/**
 * One load of each page, unthrottled and not measured: the host's workers and Chromium start
 * their first pages before the runs, so the first run's figures are not theirs.
 */
async function warmUp(browser: Browser, base: string, cookie: string, id: number): Promise<void> {
  const context = await signedInContext(browser, base, cookie);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(LOAD_TIMEOUT_MS);
    await page.goto('/');
    await page.waitForFunction(() => (window as BenchWindow).__firstLoad?.hydrated !== undefined);
    await page.goto(`/argumentevaluator?argumentId=${id}`);
    await page.waitForFunction(() => (window as BenchWindow).__firstLoad?.pcVisible !== undefined);
  } finally {
    await context.close();
  }
}

/** The signed-in home page's first load. */
async function measureHome(browser: Browser, base: string, cookie: string) {
  const { context, page, bytes } = await throttledPage(browser, base, cookie);
  try {
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => {
      const marks = (window as BenchWindow).__firstLoad;
      return marks?.content !== undefined && marks.hydrated !== undefined;
    });
    const marks = await marksOf(page);
    const content = marks.content ?? Number.NaN;
    const hydrated = marks.hydrated ?? Number.NaN;
    await page.waitForLoadState('load');
    return { content, hydrated, ready: Math.max(content, hydrated), bytes: bytes() };
  } finally {
    await context.close();
  }
}

/** The evaluator's first load: P(C) visible, then the first key press that changes it. */
async function measureEvaluator(browser: Browser, base: string, cookie: string, id: number) {
  const { context, page, bytes } = await throttledPage(browser, base, cookie);
  try {
    await page.goto(`/argumentevaluator?argumentId=${id}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as BenchWindow).__firstLoad?.pcVisible !== undefined);
    const { pcVisible = Number.NaN } = await marksOf(page);
    const slider = page.getByRole('slider', { name: FIRST_PREMISE_SLIDER });
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    let key = 'End';
    for (let presses = 1; ; presses++) {
      const [before, pressedBefore] = await page.evaluate(
        () =>
          [
            (window as BenchWindow).__firstLoadPC?.() ?? null,
            (window as BenchWindow).__firstLoad?.keys.length ?? 0,
          ] as const,
      );
      await slider.focus();
      await page.keyboard.press(key);
      const changed = await page
        .waitForFunction(
          (previous) => {
            const now = (window as BenchWindow).__firstLoadPC?.() ?? null;
            return now !== null && now !== previous;
          },
          before,
          { timeout: PRESS_WAIT_MS },
        )
        .then(
          () => true,
          () => false,
        );
      if (changed) {
        const pressed = (await marksOf(page)).keys[pressedBefore];
        if (pressed === undefined) throw new Error('The page did not receive the key press');
        // The frame that first showed the new P(C) (the init script checks each frame).
        await page.waitForFunction(
          (since) =>
            (window as BenchWindow).__firstLoad?.pcChanges.some((change) => change.at >= since),
          pressed,
        );
        const { pcChanges } = await marksOf(page);
        const shown = pcChanges.find((change) => change.at >= pressed)?.at ?? Number.NaN;
        await page.waitForLoadState('load');
        return {
          pcVisible,
          interactive: pressed,
          response: shown - pressed,
          presses,
          bytes: bytes(),
        };
      }
      if (Date.now() > deadline)
        throw new Error(`P(C) did not change after ${presses} key presses`);
      key = key === 'End' ? 'Home' : 'End';
    }
  } finally {
    await context.close();
  }
}

/**
 * The evaluator loaded and left alone: what it transferred once hydrated and quiet (no request
 * for 500 ms), i.e. before any interaction.
 */
async function measureUntouched(browser: Browser, base: string, cookie: string, id: number) {
  const { context, page, bytes } = await throttledPage(browser, base, cookie);
  try {
    await page.goto(`/argumentevaluator?argumentId=${id}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as BenchWindow).__firstLoad?.hydrated !== undefined);
    await page.waitForLoadState('networkidle');
    return bytes();
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const ms = (value: number) => `${Math.round(value)}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

function timeRow(label: string, values: number[], unit = 'ms'): string {
  return `  ${label.padEnd(34)} ${ms(median(values)).padStart(6)} ${unit}   ${values.map(ms).join(', ')}`;
}

function ratioRow(label: string, value: number, target: RatioTarget): string {
  const met = value <= target.atMost;
  return `  ${label.padEnd(34)} ${value.toFixed(2).padStart(6)}      target ≤ ${target.atMost.toFixed(1)}  ${met ? 'MET' : 'MISSED'}`;
}

function bytesRow(label: string, values: Bytes[]): string {
  const script = median(values.map((value) => value.script));
  const total = median(values.map((value) => value.total));
  const files = median(values.map((value) => value.scripts));
  return `  ${label.padEnd(34)} ${kb(script).padStart(6)} KB JS   ${kb(total).padStart(6)} KB in all   (${files} scripts; JS per run: ${values.map((value) => kb(value.script)).join(', ')} KB)`;
}

assertBuilt();
const database = sqliteDatabase();
const host = await startHost(database);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const runs: Run[] = [];
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: chromiumExecutable,
    headless: true,
    args: chromiumArgs,
  });
  console.log(
    `Credence first load: built host (one worker per core, fresh SQLite), Chromium ${browser.version()}, ` +
      `phone ${PHONE.viewport.width} × ${PHONE.viewport.height} (touch), CPU ${CPU_SLOWDOWN}× slower, ` +
      `${NETWORK.latency} ms latency, 1.6 Mbps down / 750 kbps up, cache disabled; ${RUNS} runs; ` +
      `load average before: ${load()} on ${availableParallelism()} cores.`,
  );
  const [user] = await signedInUsers(host, 1);
  if (!user) throw new Error('No bench user');
  const argumentId = await createArgument(host, user.cookie);
  const base = host.server.base;
  await warmUp(browser, base, user.cookie, argumentId);
  for (let i = 0; i < RUNS; i++) {
    const home = await measureHome(browser, base, user.cookie);
    const evaluator = await measureEvaluator(browser, base, user.cookie, argumentId);
    const untouched = await measureUntouched(browser, base, user.cookie, argumentId);
    runs.push({
      homeContent: home.content,
      homeHydrated: home.hydrated,
      home: home.ready,
      pcVisible: evaluator.pcVisible,
      interactive: evaluator.interactive,
      response: evaluator.response,
      presses: evaluator.presses,
      homeBytes: home.bytes,
      evaluatorBytes: evaluator.bytes,
      untouchedEvaluatorBytes: untouched,
    });
  }
} finally {
  await browser?.close();
  await host.db.$disconnect();
  await host.server.stop();
  await database.drop();
}

const column = (pick: (run: Run) => number) => runs.map(pick);
const home = median(column((run) => run.home));
console.log(`Load average after: ${load()}.`);
console.log(`\n  ${'ms from navigation start'.padEnd(34)} median      each run`);
const TIME_ROWS: [string, (run: Run) => number][] = [
  ['home ready', (run) => run.home],
  ['  main content visible', (run) => run.homeContent],
  ['  hydrated', (run) => run.homeHydrated],
  ['evaluator: P(C) visible', (run) => run.pcVisible],
  ['evaluator: interactive', (run) => run.interactive],
  ['  press to new P(C) shown', (run) => run.response],
];
for (const [label, pick] of TIME_ROWS) console.log(timeRow(label, column(pick)));
console.log(`  ${'  key presses needed'.padEnd(34)} ${column((run) => run.presses).join(', ')}`);
console.log('');
console.log(
  ratioRow(
    'P(C) visible / home',
    median(column((run) => run.pcVisible)) / home,
    FIRST_LOAD_PC_VISIBLE,
  ),
);
console.log(
  ratioRow(
    'interactive / home',
    median(column((run) => run.interactive)) / home,
    FIRST_LOAD_INTERACTIVE,
  ),
);
console.log('');
console.log(
  bytesRow(
    'home (/), transferred',
    runs.map((run) => run.homeBytes),
  ),
);
console.log(
  bytesRow(
    'evaluator, transferred',
    runs.map((run) => run.evaluatorBytes),
  ),
);
console.log(
  bytesRow(
    'evaluator untouched, transferred',
    runs.map((run) => run.untouchedEvaluatorBytes),
  ),
);
process.exit(0);
