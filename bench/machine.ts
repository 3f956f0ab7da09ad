// What machine a bench run ran on, printed at its top, and whether the run may be called valid: figures
// taken while something else kept the machine busy are not comparable with anything.
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';

/** A run whose one-minute load average was above this before it started is not valid (issue 39). */
export const MAX_LOAD_BEFORE = 1;

export interface Machine {
  cores: number;
  cpuModel: string;
  node: string;
  loadBefore: number;
  valid: boolean;
}

export function describeMachine(): Machine {
  const loadBefore = loadavg()[0]!;
  return {
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    loadBefore,
    valid: loadBefore <= MAX_LOAD_BEFORE,
  };
}

export function machineHeader(m: Machine): string {
  return (
    `Machine: ${m.cores} cores, ${m.cpuModel}, Node ${m.node}; load average before the run ${m.loadBefore.toFixed(2)}` +
    (m.valid ? '' : ` (above ${MAX_LOAD_BEFORE}: this run is NOT valid, whatever its figures)`)
  );
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux that Node runs on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a process has used so far, in microseconds, from Linux /proc; 0 elsewhere.
 * Read before and after a load run, it gives the server's CPU time per answered request, a figure a
 * slower or busier machine moves far less than requests per second.
 */
export function processCpuMicros(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    return (ticks / TICKS_PER_SECOND) * 1_000_000;
  } catch {
    return 0;
  }
}
