import { fileURLToPath } from 'node:url';

/**
 * `@/…` is src-renderer/…: an import that leaves its own feature folder (or app/, components/, lib/)
 * names where it goes instead of climbing `../../../`. The web build, the desktop build and the tests
 * resolve it from here; TypeScript from `paths` in tsconfig.web.json and tsconfig.tests.json.
 */
export const rendererAlias = { '@': fileURLToPath(new URL('./src-renderer', import.meta.url)) };
