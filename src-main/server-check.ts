import { HealthResponseSchema } from '#shared/schemas/health.ts';
import { normalizeServerUrl, type ServerUrlResult, serverUrlMessages } from '#shared/server-url.ts';

export const SERVER_CHECK_TIMEOUT_MS = 8000;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Checks from the main process (the renderer's CSP allows no other server yet) that the address
 * is a working Kairos server: `GET {origin}/api/health` answers 200 with `status: "ok"` in time.
 * Redirects are not followed: the origin stored must be the one that answers.
 */
export async function checkServer(
  input: string,
  options: { fetch: Fetch; timeoutMs?: number },
): Promise<ServerUrlResult> {
  const normalized = normalizeServerUrl(input);
  if (!normalized.ok) return normalized;
  let response: Response;
  try {
    response = await options.fetch(`${normalized.origin}/api/health`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? SERVER_CHECK_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, error: serverUrlMessages.unreachable };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, error: serverUrlMessages.notKairos };
  }
  const health = HealthResponseSchema.safeParse(body);
  if (!health.success) return { ok: false, error: serverUrlMessages.notKairos };
  if (!response.ok || health.data.status !== 'ok') return { ok: false, error: serverUrlMessages.unhealthy };
  return normalized;
}
