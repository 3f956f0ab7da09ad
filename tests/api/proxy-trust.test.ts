import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Behind a reverse proxy the client's address comes from X-Forwarded-For. nginx's
// `$proxy_add_x_forwarded_for` appends the address it saw to whatever the client sent, so only the
// right-most entries (those the trusted proxies wrote) can be believed.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** One sign-in attempt, as the proxy at `socket` forwards it, with the given X-Forwarded-For. */
const attempt = (n: number, forwardedFor: string, socket = '127.0.0.1') =>
  t!.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    // A different account each time, so only the per-IP limit can apply.
    payload: { email: `probe-${n}@example.test`, password: 'guess' },
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });

async function statuses(count: number, forwardedFor: (n: number) => string, socket?: string) {
  const out: number[] = [];
  for (let n = 0; n < count; n++) out.push((await attempt(n, forwardedFor(n), socket)).statusCode);
  return out;
}

describe('client addresses behind a trusted proxy', () => {
  it('TRUST_PROXY=true trusts one proxy: a client cannot escape the per-IP limit by writing X-Forwarded-For', async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_IP: '3' });
    // The client writes a new address each time; nginx appends the one it really connects from.
    expect(await statuses(4, (n) => `198.51.100.${n}, 203.0.113.9`)).toEqual([401, 401, 401, 429]);
    // Another client (another address appended by the proxy) is counted on its own.
    expect((await attempt(9, '198.51.100.1, 203.0.113.10')).statusCode).toBe(401);
  });

  it('counts a client that sends no header by the address the proxy appended', async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_IP: '3' });
    expect(await statuses(4, () => '203.0.113.9')).toEqual([401, 401, 401, 429]);
  });

  it('a number of hops trusts that many proxies from the right', async () => {
    t = await createTestApp({ TRUST_PROXY: '2', AUTH_RATE_LIMIT_PER_IP: '3' });
    // client forgery, the client's real address (written by the CDN), the CDN's (written by the balancer)
    expect(await statuses(4, (n) => `198.51.100.${n}, 203.0.113.9, 192.0.2.${n}`)).toEqual([401, 401, 401, 429]);
  });

  it('a list of proxy addresses skips exactly those, wherever the chain starts', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', AUTH_RATE_LIMIT_PER_IP: '3' });
    expect(await statuses(4, (n) => `198.51.100.${n}, 203.0.113.9, 10.1.2.3`, '10.0.0.2')).toEqual([
      401, 401, 401, 429,
    ]);
    // A request that does not come from a listed proxy is judged by its socket address alone.
    expect(await statuses(1, () => '203.0.113.9', '192.0.2.50')).toEqual([401]);
  });

  it('without TRUST_PROXY the header is ignored and the socket address counts', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
    expect(await statuses(4, (n) => `198.51.100.${n}`, '192.0.2.7')).toEqual([401, 401, 401, 429]);
  });

  it('refuses a TRUST_PROXY it cannot read, naming it', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '1.2.3.4,,nope', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });
});
