import { readFileSync, readdirSync } from 'node:fs';

/** What the bench reads about a process from /proc (Linux). */

/** CPU time of a process (all threads) in µs: in user space and in the kernel (system calls: socket I/O). */
export function cpuSplitMicros(pid: number): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: (Number(fields[11]) / 100) * 1e6, system: (Number(fields[12]) / 100) * 1e6 };
  } catch {
    return { user: NaN, system: NaN };
  }
}

/** CPU time (user + system, all threads) of a process in µs. */
export function cpuMicros(pid: number): number {
  const { user, system } = cpuSplitMicros(pid);
  return user + system;
}

export function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/**
 * Time the threads of a process spent runnable but waiting for a CPU, in µs (the second field of each
 * thread's `schedstat`). A process that waits a lot was held back by other work on its cores, not by its own.
 */
export function runQueueWaitMicros(pid: number): number {
  let total = 0;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const fields = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ');
        total += Number(fields[1]) / 1000;
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    return NaN;
  }
  return total;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
