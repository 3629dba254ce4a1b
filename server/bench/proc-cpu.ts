// CPU time read from Linux's /proc, for `npm run bench`'s account of where a login's CPU goes (docs/performance.md).
// Figures are in milliseconds of CPU (user + system, all threads of a process). Elsewhere than Linux every reading is null
// and the bench leaves the account out.
import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on every Linux build this runs on). */
const TICKS_PER_SECOND = 100;

async function processTicks(pid: number | string): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // the command name may hold spaces; the fields after it are fixed: utime and stime are the 12th and 13th
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU milliseconds one process has used so far. */
export async function processCpuMs(pid: number): Promise<number | null> {
  const ticks = await processTicks(pid);
  return ticks === null ? null : (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds used so far by each process named `name` (PostgreSQL's backends are all `postgres`), by pid. */
export async function processesCpuMs(name: string): Promise<Map<number, number> | null> {
  const entries = await readdir('/proc').catch(() => null);
  if (!entries) return null;
  const byPid = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    const ticks = comm.trim() === name ? await processTicks(entry) : null;
    if (ticks !== null) byPid.set(Number(entry), (ticks * 1000) / TICKS_PER_SECOND);
  }
  return byPid;
}

/**
 * What the processes of `after` used since `before`. A process that started in between counts whole; one that ended in
 * between is not counted (what it used after `before` is lost with it), so the figure is a lower bound.
 */
export function cpuMsSince(before: Map<number, number> | null, after: Map<number, number> | null): number {
  let sum = 0;
  for (const [pid, ms] of after ?? []) sum += ms - (before?.get(pid) ?? 0);
  return sum;
}

/** CPU milliseconds the whole machine has been busy (every core; idle and I/O wait left out). */
export async function machineBusyMs(): Promise<number | null> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => null);
  if (!stat) return null;
  const counters = stat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const busy = counters.reduce((sum, n) => sum + n, 0) - counters[3]! - (counters[4] ?? 0);
  return (busy * 1000) / TICKS_PER_SECOND;
}

/** This process's own CPU milliseconds (its argon2 worker threads included). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
