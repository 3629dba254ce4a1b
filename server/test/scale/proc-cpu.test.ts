// The bench's CPU account (server/bench/proc-cpu.ts, `npm run bench`, docs/performance.md): what processes used between two
// readings, with PostgreSQL's backends coming and going between them.
import { describe, expect, it } from 'vitest';
import { cpuMsSince, machineBusyMs, ownCpuMs, processCpuMs } from '../../bench/proc-cpu';

describe('cpuMsSince', () => {
  it('adds what each process used since the first reading, a process that started in between whole', () => {
    const before = new Map([
      [10, 100],
      [11, 50],
    ]);
    const after = new Map([
      [10, 130],
      [11, 50],
      [12, 7],
    ]);
    expect(cpuMsSince(before, after)).toBe(37);
  });

  it('leaves out a process that ended in between instead of counting its whole past as negative', () => {
    const before = new Map([
      [10, 100],
      [20, 5_000],
    ]);
    const after = new Map([[10, 110]]);
    expect(cpuMsSince(before, after)).toBe(10);
  });

  it('is 0 where /proc could not be read', () => {
    expect(cpuMsSince(null, null)).toBe(0);
  });
});

describe.runIf(process.platform === 'linux')('/proc readings on Linux', () => {
  it("reads this process's CPU as /proc and process.cpuUsage agree, and the machine's busy time grows", async () => {
    const machineBefore = await machineBusyMs();
    const spin = Date.now();
    while (Date.now() - spin < 60); // CPU work to be seen: a busy loop, not a sleep
    const fromProc = await processCpuMs(process.pid);
    const own = ownCpuMs();
    expect(fromProc).not.toBeNull();
    // /proc counts in 10 ms ticks
    expect(Math.abs(fromProc! - own)).toBeLessThan(50);
    expect((await machineBusyMs())!).toBeGreaterThan(machineBefore!);
  });
});
