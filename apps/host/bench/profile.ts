/**
 * `pnpm --filter @credence/host bench:profile [saves|pages]`: where a request's time goes. Starts
 * the built host with one worker under `--cpu-prof` on a fresh SQLite database, drives it with the
 * bench's own load for a few seconds, stops it (the profile is written on exit) and prints the
 * functions with the most self time, grouped by file. The raw `.cpuprofile` files stay in
 * `BENCH_PROFILE_DIR` (default a temp folder) for Chrome DevTools.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runPages, runSaves } from './load.ts';
import { signedInUsers, sqliteDatabase, startHost } from './setup.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const what = process.argv[2] === 'pages' ? 'pages' : 'saves';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'credence-profile-'));

const database = sqliteDatabase();
const host = await startHost(database, { WEB_CONCURRENCY: '1' }, [
  '--cpu-prof',
  `--cpu-prof-dir=${dir}`,
]);
try {
  const users = await signedInUsers(host, 32);
  const result =
    what === 'pages'
      ? await runPages(host.server.base, users, host.argumentId, 16, seconds)
      : (await runSaves(host.server.base, users, host.argumentId, 16, seconds)).result;
  console.log(`${what}: ${result.perSecond.toFixed(0)}/s, ${result.ok} answered`);
} finally {
  await host.db.$disconnect();
  await host.server.stop();
  await database.drop();
}

/** Short name of a script: the package for dependencies, the path inside the app otherwise. */
function place(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  return url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
}

/** Milliseconds the profiled thread was not idle. */
function busyMs(profile: Profile): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  let us = 0;
  profile.samples.forEach((id, k) => {
    if (!idle.has(id)) us += profile.timeDeltas[k] ?? 0;
  });
  return us / 1000;
}

// The server worker is the busiest profile (the supervisor mostly sleeps).
const profiles = readdirSync(dir)
  .filter((file) => file.endsWith('.cpuprofile'))
  .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile);
const worker = profiles.sort((a, b) => busyMs(b) - busyMs(a))[0];
if (!worker) throw new Error(`No profile written in ${dir}`);
const byId = new Map(worker.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
worker.samples.forEach((id, k) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (worker.timeDeltas[k] ?? 0) / 1000);
});
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const frame = (byId.get(id) as ProfileNode).callFrame;
  if (frame.functionName === '(idle)') continue;
  total += ms;
  const where = place(frame.url);
  byPlace.set(where, (byPlace.get(where) ?? 0) + ms);
  const name = `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(`\nBusy time ${total.toFixed(0)} ms; self time by script:\n${top(byPlace, 15)}`);
console.log(`\nBy function:\n${top(byFunction, 25)}\n\nProfiles: ${dir}`);
