import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin.ts';

/** Must run before the app is ready: makes app:// a standard, secure origin with fetch support. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file an app:// request maps to inside the renderer folder, or null when the request must be
 * refused (another host, a path that escapes the folder once decoded, a NUL byte). Paths without a
 * file extension are client-side routes and get index.html (the SPA fallback).
 */
export function resolveAppFile(rootDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const root = resolve(rootDir);
  if (pathname === '/' || pathname === '' || !extname(pathname)) return resolve(root, 'index.html');
  const file = resolve(root, `.${pathname.startsWith('/') ? '' : '/'}${pathname}`);
  return file.startsWith(root + sep) ? file : null;
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** Serves the built renderer over app://, every answer carrying the current CSP. */
export function createAppProtocolHandler(rootDir: string, csp: () => string) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405 });
    }
    const file = resolveAppFile(rootDir, request.url);
    if (!file) return notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound();
    const body = request.method === 'HEAD' ? null : await readFile(file);
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-security-policy': csp(),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-cache',
      },
    });
  };
}

export function initialize(rootDir: string, csp: () => string): void {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rootDir, csp));
}
