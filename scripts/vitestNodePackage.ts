/**
 * The Vitest options the workspace's Node packages share (engine, api, state machines, mocks),
 * spread into each one's `test` config.
 *
 * - `isolate: false`: a package's test files run one after another in one process instead of one
 *   process each. Loading the dependencies once per file was most of their run: CPU seconds on
 *   two cores, engine 96 → 57, api 26 → 9, state machines 89 → 23, mocks 79 → 38, every test
 *   passing both ways. So no file may leave state behind: no module mocks (`vi.mock`), and a file
 *   that fakes the clock or stubs a global restores it after each test.
 * - `testTimeout: 30_000`: their tests start beside the host's suites (scripts/test-all.sh); on two
 *   busy cores an engine property test that takes under a second alone took over Vitest's default
 *   5 s. A bound for a hang, not a measure of speed.
 */
export const nodePackageTestOptions = { isolate: false, testTimeout: 30_000 } as const;
