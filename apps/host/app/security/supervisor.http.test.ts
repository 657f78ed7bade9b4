/**
 * The start command's supervisor over real HTTP: a server worker that dies (here `kill -9`, as
 * the out-of-memory killer would) or hangs (here `SIGSTOP`: its event loop runs no more, as in an
 * endless computation) is replaced and the site answers again with every saved record, and a
 * stop (SIGTERM) ends the whole process tree.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts.ts';
import { httpFixture } from '../testing/httpFixture.ts';

// The start command's own worker count (one per core), not the test hosts' default of one.
// A short heartbeat limit, so a hung worker is replaced within seconds.
const app = httpFixture({ WEB_CONCURRENCY: undefined, WORKER_STALL_SECONDS: '4' });

/** The server workers: the child processes of the supervisor. */
function workerPids(supervisorPid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(supervisorPid)], {
      encoding: 'utf8',
    })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the process has died and waits to be reaped (`Z` in /proc). */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

describe('the supervisor', () => {
  const user = app.client();

  it('replaces a worker killed with SIGKILL; the site answers again with its data', async () => {
    await signUp(user, 'Survivor');
    const saved = await user.json('/api/user/settings', 'PUT', { conviction: 0.42 });
    expect(saved.status).toBe(200);

    const before = workerPids(app.current().pid);
    const [worker] = before;
    expect(worker).toBeGreaterThan(0);
    process.kill(worker as number, 'SIGKILL');

    await expect
      .poll(
        async () => {
          const replacement = workerPids(app.current().pid);
          if (replacement.length !== before.length || replacement.includes(worker as number)) {
            return 'no new worker yet';
          }
          const response = await user.request('/api/user/settings').catch(() => null);
          if (response?.status !== 200) return `status ${response?.status}`;
          const body = (await response.json()) as { settings: { conviction: number } };
          return body.settings.conviction;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(0.42);
  });

  it('replaces a worker that stops answering (no heartbeat); the site answers again', async () => {
    const before = workerPids(app.current().pid);
    const [hung] = before;
    expect(hung).toBeGreaterThan(0);
    // Stopped, the worker keeps its connections and its place in the cluster but runs nothing:
    // only the missing heartbeat tells the supervisor.
    process.kill(hung as number, 'SIGSTOP');

    await expect
      .poll(() => !isRunning(hung as number) || zombie(hung as number), { timeout: 30_000 })
      .toBe(true);
    expect(app.current().output()).toMatch(
      new RegExp(
        `Server worker ${hung} stopped answering \\(no heartbeat for \\d+ s\\); replacing it`,
      ),
    );
    await expect
      .poll(
        async () => {
          const workers = workerPids(app.current().pid);
          if (workers.length !== before.length || workers.includes(hung as number)) return 'none';
          const response = await user.request('/api/user/settings').catch(() => null);
          if (response?.status !== 200) return `status ${response?.status}`;
          return ((await response.json()) as { settings: { conviction: number } }).settings
            .conviction;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(0.42);
  });

  it('runs one worker per core', () => {
    expect(workerPids(app.current().pid)).toHaveLength(availableParallelism());
  });

  it('stops the workers with it on SIGTERM', async () => {
    const workers = workerPids(app.current().pid);
    expect(workers).toHaveLength(availableParallelism());
    await app.current().stop();
    await expect.poll(() => workers.some(isRunning), { timeout: 15_000 }).toBe(false);
    // Started again for the fixture's own stop after the tests.
    await app.restart();
  });
});
