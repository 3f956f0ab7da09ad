import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { rendererAlias } from './vite.alias.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machine CI and
    // development run on, so every file ran after another (the sum of the files' times was the run's).
    // Two workers keep both cores busy; the reliability suite (servers of its own on fixed ports, timed
    // restarts) runs after the rest, alone (its `sequence.groupOrder`).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/helpers/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run in separate workers; each test app has its own database.
          pool: 'forks',
          // A worker keeps the modules it imported for its next file: each file builds its own app,
          // database and fakes, so nothing of one file is another's, and importing the whole server
          // again for every file was a quarter of the suite's time (222 s of imports; the project
          // 230 s without, on SQLite and on PostgreSQL with the files shuffled).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: rendererAlias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/renderer/**/*.test.{ts,tsx}', 'tests/shared/**/*.test.ts'],
          setupFiles: ['tests/helpers/dom-setup.ts'],
          // jsdom renders are slow on a busy 2-core machine; the tests wait on behaviour, not time.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // Real server processes on loopback ports: load, kill -9, lost database, SIGTERM, scale-out.
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One file at a time, after every other project's files: each starts servers of its own and
          // the machine has few cores.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The repository's own tooling: npm scripts, configs.
          name: 'tooling',
          environment: 'node',
          include: ['tests/tooling/**/*.test.ts'],
          // tsc and ESLint on fixtures take seconds on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'desktop',
          environment: 'node',
          include: ['tests/desktop/**/*.test.ts'],
          // electron-store imports `electron`; inlining it lets the tests' Electron stand-in apply.
          server: { deps: { inline: ['electron-store'] } },
        },
      },
    ],
  },
});
