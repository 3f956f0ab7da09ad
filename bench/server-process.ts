import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { processCpuMicros } from './machine.ts';

const root = join(import.meta.dirname, '..');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resident memory of the process, in MB (Linux /proc). */
  rssMb: () => number;
  /** CPU time (user + system) the process has used so far, in microseconds (Linux /proc). */
  cpuMicros: () => number;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop: (signal?: NodeJS.Signals) => Promise<number | string>;
}

export interface StartOptions {
  port: number;
  env: Record<string, string>;
  /** `built`: dist/api/server.mjs (what ships); `source`: api/server.ts through tsx (tests need no build). */
  from?: 'built' | 'source';
  dist?: string;
  /** Wait until /api/health answers 200 (default), or only until it answers at all. */
  waitFor?: 'healthy' | 'listening' | 'nothing';
  timeoutMs?: number;
  /** Another Node program to run instead of the server (its arguments after `node`). */
  script?: string[];
  /** What answers 200 once it is ready (default /api/health). */
  readyPath?: string;
  /** Run on these CPUs only (`taskset -c`), e.g. '1': keeps the server off the load generator's core. */
  cpus?: string;
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const dist = options.dist ?? process.env.KAIROS_DIST ?? 'dist';
  const args = options.script
    ? options.script
    : (options.from ?? 'built') === 'built'
      ? [join(root, dist, 'api/server.mjs')]
      : ['--import', 'tsx', join(root, 'api/server.ts')];
  // taskset exec()s node, so the child's pid (and /proc/<pid>/status) is the server's own.
  const [command, commandArgs] = options.cpus
    ? ['taskset', ['-c', options.cpus, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(root, dist, 'web'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    url,
    port: options.port,
    child,
    output: () => output,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuMicros: () => processCpuMicros(child.pid),
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const waitFor = options.waitFor ?? 'healthy';
  if (waitFor === 'nothing') return server;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`The server exited before it was ready:\n${output}`);
    const status = await fetch(`${url}${options.readyPath ?? '/api/health'}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200 || (waitFor === 'listening' && status > 0)) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
