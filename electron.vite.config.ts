import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { rendererAlias } from './vite.alias.ts';
import { compiledLocales } from './vite.locales.ts';

/** The desktop app: main process, preload bridge, and the same renderer the web build ships. */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Everything is bundled except @napi-rs/keyring, a native module that must stay a real file on disk
      // (electron-builder unpacks it from the asar archive); the packaged app needs no other node_modules.
      externalizeDeps: false,
      rollupOptions: { input: { index: resolve('src-main/index.ts') }, external: ['@napi-rs/keyring'] },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can only require('electron'): nothing else may stay external.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src-preload/index.ts') },
        // Sandboxed preloads cannot load ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    plugins: [react(), tailwindcss(), compiledLocales()],
    resolve: { alias: rendererAlias },
    define: { 'import.meta.env.KAIROS_DESKTOP': JSON.stringify(true) },
    build: { outDir: 'out/renderer', rollupOptions: { input: { index: resolve('src-renderer/index.html') } } },
  },
});
