/**
 * How every browser test in the workspace launches Chromium (ui and Storybook through Vitest's
 * browser mode, the host's end-to-end test through playwright-core): Debian's Chromium unless
 * CHROMIUM_PATH names another Chrome or Chromium. The flags keep it headless and stop its
 * background connections, which this machine's closed network would refuse.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Launch flags for headless Chromium as root in CI. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
