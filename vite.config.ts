import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web build of src-renderer, served by the API from dist/web. */
export default defineConfig({
  root: 'src-renderer',
  base: '/',
  plugins: [react(), tailwindcss()],
  build: {
    // KAIROS_DIST lets parallel builds (several worktrees, CI jobs) use separate folders.
    outDir: `../${process.env.KAIROS_DIST ?? 'dist'}/web`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // .vite/manifest.json maps each page to its chunks: the bench measures what each route loads.
    manifest: true,
  },
  server: {
    port: 5173,
    // scripts/dev.mjs (npm run dev) tells Vite where its API runs.
    proxy: { '/api': process.env.KAIROS_API_URL ?? 'http://127.0.0.1:3000' },
  },
});
