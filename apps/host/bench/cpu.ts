/**
 * CPU time used by processes, from Linux's `/proc/<pid>/stat` (user + system). Requests per second
 * depend on whatever else the machine runs; CPU milliseconds per request do not, so the bench
 * prints both: on a busy machine the second says what the host would do with the cores to itself.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of `/proc` times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds so far of every process whose group is `group` or whose name is in `names`. */
export function cpuMs(group: number, names: readonly string[] = []): number {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // After "pid (comm) ": state ppid pgrp … utime (14th field) stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group && !names.includes(name)) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we looked.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
