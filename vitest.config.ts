import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { rendererAlias } from './vite.alias.ts';

export default defineConfig({
  test: {
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
          // One file at a time: each starts servers of its own and the machine has few cores.
          fileParallelism: false,
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
