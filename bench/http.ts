import { randomBytes } from 'node:crypto';

/**
 * What a browser sends with every request: the web app's answers are compressed when it asks, so the
 * load runs (and the profile) ask too (the bare route's answer is too small to compress either way).
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface Answer {
  status: number;
  body: unknown;
}

/** One JSON call; a connection failure answers status 0 (the request was never answered). */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: res.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

/** Runs `total` jobs with `concurrency` workers; `job(i)` gets the job's number. */
export async function pool(total: number, concurrency: number, job: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await job(next++);
    }),
  );
}

/** Registers an account and signs it in through the API; returns its tokens. */
export async function signUp(
  baseUrl: string,
  email: string,
  password = 'correct-horse-42',
): Promise<{ accessToken: string; refreshToken: string; email: string; password: string }> {
  const registered = await call(baseUrl, 'POST', '/api/auth/register', {
    body: { first_name: 'Load', last_name: 'Tester', email, password },
  });
  if (registered.status !== 200)
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const login = await call(baseUrl, 'POST', '/api/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { ...(login.body as { accessToken: string; refreshToken: string }), email, password };
}

export const uniqueTag = () => randomBytes(4).toString('hex');

/** Every event type id in the account's list, page by page (the client's own way of reading it). */
export async function listAllEventTypeIds(baseUrl: string, token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await call(
      baseUrl,
      'GET',
      `/api/event-types?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      {
        token,
      },
    );
    if (page.status !== 200) throw new Error(`listing answered ${page.status}: ${JSON.stringify(page.body)}`);
    const body = page.body as { items: { id: string }[]; nextCursor: string | null };
    for (const item of body.items) ids.add(item.id);
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}
