import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { rendererAlias } from './vite.alias.ts';
import { compiledLocales } from './vite.locales.ts';

const outDir = `${process.env.KAIROS_DIST ?? 'dist'}/web`;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every script, style sheet, page and icon of the
 * build, once: the server sends them to browsers that accept them (api/plugins/static-web.ts).
 */
function precompress(): Plugin {
  return {
    name: 'kairos-precompress',
    apply: 'build',
    closeBundle() {
      const dir = join(import.meta.dirname, outDir);
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.startsWith('.vite')) continue;
        const content = readFileSync(join(dir, file));
        writeFileSync(join(dir, `${file}.gz`), gzipSync(content, { level: 9 }));
        writeFileSync(
          join(dir, `${file}.br`),
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * /embed.js, the script other sites load (ADR 031): its own small bundle, not a chunk of the app.
 * Written twice: `embed.js` (the stable name snippets use, revalidated after 5 minutes) and
 * `assets/kairos-embed-<hash>.js` (one version, cached for a year).
 */
function embedScript(): Plugin {
  return {
    name: 'kairos-embed-script',
    apply: 'build',
    async generateBundle() {
      const result = await esbuild({
        entryPoints: [join(import.meta.dirname, 'src-renderer/embed/embed-script.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
      });
      const source = result.outputFiles[0]!.text;
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
      this.emitFile({ type: 'asset', fileName: 'embed.js', source });
      this.emitFile({ type: 'asset', fileName: `assets/kairos-embed-${hash}.js`, source });
    },
  };
}

/** The web build of src-renderer, served by the API from dist/web. */
export default defineConfig(({ command }) => ({
  root: 'src-renderer',
  base: '/',
  plugins: [react(), tailwindcss(), embedScript(), compiledLocales(), precompress()],
  resolve: {
    alias: [
      ...Object.entries(rendererAlias).map(([find, replacement]) => ({ find, replacement })),
      // react-router's package points every bundler at its development build (its development warnings
      // switched on); the build takes its production build, which sits beside it (ADR 056).
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
                /([\\/])development([\\/])/,
                '$1production$2',
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    // KAIROS_DIST lets parallel builds (several worktrees, CI jobs) use separate folders.
    outDir: `../${outDir}`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // .vite/manifest.json maps each page to its chunks: the bench measures what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists every chunk a lazy page needs (to fetch
        // them together), and shorter names make that list, on every route, smaller (issue 39).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // react-hook-form and its zod resolver go together: every form uses both, and split in two
            // (the booker's lazy form imports only the first) they cost /login 2.8 KB more gzipped.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // scripts/dev.mjs (npm run dev) tells Vite where its API runs.
    proxy: { '/api': process.env.KAIROS_API_URL ?? 'http://127.0.0.1:3000' },
  },
}));
