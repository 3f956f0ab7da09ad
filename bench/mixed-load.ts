import { call, listAllEventTypeIds, pool, signUp, uniqueTag } from './http.ts';

export interface MixedLoadResult {
  total: number;
  byKind: Record<string, number>;
  byStatus: Record<number, number>;
  /** Answers that were 5xx or never came (status 0). */
  failures: string[];
  created: number;
  /** Created event types (answered 201) missing from their owner's list afterwards. */
  missing: string[];
  ms: number;
}

type Account = Awaited<ReturnType<typeof signUp>> & { created: string[] };

/**
 * Sign-in, list, create and toggle, mixed (5% / 45% / 25% / 25%) over a few accounts at
 * `concurrency` connections; afterwards every event type answered 201 must be in its owner's list.
 */
export async function mixedLoad(
  baseUrl: string,
  total: number,
  concurrency = 50,
  accountCount = 5,
): Promise<MixedLoadResult> {
  const tag = uniqueTag();
  const accounts: Account[] = [];
  for (let a = 0; a < accountCount; a++) {
    accounts.push({ ...(await signUp(baseUrl, `load-${tag}-${a}@example.test`)), created: [] });
  }
  const byKind: Record<string, number> = {};
  const byStatus: Record<number, number> = {};
  const failures: string[] = [];
  const started = Date.now();

  await pool(total, concurrency, async (i) => {
    const account = accounts[i % accountCount]!;
    const slot = Math.floor(i / accountCount) % 20;
    let kind = slot === 0 ? 'sign-in' : slot < 10 ? 'list' : slot < 15 ? 'create' : 'toggle';
    if (kind === 'toggle' && account.created.length === 0) kind = 'list';
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    let answer;
    if (kind === 'sign-in') {
      answer = await call(baseUrl, 'POST', '/api/auth/login', {
        body: { email: account.email, password: account.password },
      });
      if (answer.status === 200) account.accessToken = (answer.body as { accessToken: string }).accessToken;
    } else if (kind === 'list') {
      answer = await call(baseUrl, 'GET', '/api/event-types?limit=20', { token: account.accessToken });
    } else if (kind === 'create') {
      answer = await call(baseUrl, 'POST', '/api/event-types', {
        token: account.accessToken,
        body: { name: `Load ${i}`, slug: `load-${i}`, description: 'made under load', duration: 30 },
      });
      if (answer.status === 201) account.created.push((answer.body as { id: string }).id);
    } else {
      const id = account.created[i % account.created.length]!;
      answer = await call(baseUrl, 'PATCH', `/api/event-types/${id}/toggle`, {
        token: account.accessToken,
        body: { isVisible: i % 2 === 0 },
      });
    }
    byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    if (answer.status === 0 || answer.status >= 500)
      failures.push(`${kind} #${i}: ${answer.status} ${JSON.stringify(answer.body)}`);
  });
  const ms = Date.now() - started;

  const missing: string[] = [];
  for (const account of accounts) {
    const listed = await listAllEventTypeIds(baseUrl, account.accessToken);
    missing.push(...account.created.filter((id) => !listed.has(id)));
  }
  return {
    total,
    byKind,
    byStatus,
    failures,
    created: accounts.reduce((n, a) => n + a.created.length, 0),
    missing,
    ms,
  };
}
