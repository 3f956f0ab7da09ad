import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLOUDFLARE_TOKEN_SETTING } from '../../api/modules/admin/service.ts';
import { adminMessages, type AdminSettingsResponse } from '#shared/schemas/admin.ts';
import { messages } from '#shared/messages.ts';
import { startFakeCloudflare, type FakeCloudflare } from '../fakes/cloudflare-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const TOKEN = 'cf-test-token-0123456789abcdefWXYZ';

describe('the admin DNS portal', () => {
  let t: TestApp;
  let cf: FakeCloudflare;
  let admin: TestUser;

  beforeAll(async () => {
    cf = await startFakeCloudflare();
    cf.addToken(TOKEN);
    cf.addZone('example.com');
    t = await createTestApp({ CLOUDFLARE_API_URL: cf.url });
    admin = await createUser(t, { role: 'app_admin' });
  });
  afterAll(async () => {
    await t.close();
    await cf.close();
  });
  beforeEach(() => cf.fail(null));

  const saveToken = (user: TestUser, token: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/cloudflare-token',
      headers: user.headers,
      payload: { token } as object,
    });
  const setupCore = (user: TestUser, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/dns/setup-core', headers: user.headers, payload: body });
  const recordsOf = (type: string, name: string) =>
    cf.records.filter((r) => r.type === type && r.name === name).map((r) => r.content);

  describe('who may use it', () => {
    const endpoints = [
      { method: 'GET', url: '/api/admin/settings' },
      { method: 'POST', url: '/api/admin/settings/cloudflare-token', payload: { token: TOKEN } },
      { method: 'POST', url: '/api/admin/dns/setup-core', payload: { domain: 'example.com', ipAddress: '192.0.2.1' } },
    ] as const;

    for (const endpoint of endpoints) {
      it(`${endpoint.method} ${endpoint.url}: signed out 401, user and company admin 403, app admin allowed`, async () => {
        const before = cf.requests.length;
        expect((await t.app.inject({ ...endpoint })).statusCode).toBe(401);
        for (const role of ['user', 'company_admin'] as const) {
          const other = await createUser(t, { role });
          const res = await t.app.inject({ ...endpoint, headers: other.headers });
          expect(res.statusCode, role).toBe(403);
        }
        // Refused before the body is even read: an invalid body changes nothing.
        if (endpoint.method === 'POST') {
          const outsider = await createUser(t, { role: 'company_admin' });
          const invalid = { ...endpoint, payload: {} };
          expect((await t.app.inject(invalid)).statusCode).toBe(401);
          expect((await t.app.inject({ ...invalid, headers: outsider.headers })).statusCode).toBe(403);
        }
        // Refused callers never reach Cloudflare.
        expect(cf.requests.length).toBe(before);
        if (endpoint.url.endsWith('setup-core')) await saveToken(admin, TOKEN);
        const allowed = await t.app.inject({ ...endpoint, headers: admin.headers });
        expect(allowed.statusCode).toBe(200);
      });
    }
  });

  describe('the Cloudflare token', () => {
    it('rejects an empty token with the product message', async () => {
      for (const token of ['', '   ', undefined]) {
        const res = await saveToken(admin, token);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: messages.apiTokenEmpty });
      }
    });

    it('checks the token with Cloudflare, saves it encrypted and shows only its last four characters', async () => {
      const fresh = await createTestApp({ CLOUDFLARE_API_URL: cf.url });
      try {
        const freshAdmin = await createUser(fresh, { role: 'app_admin' });
        const empty = await fresh.app.inject({
          method: 'GET',
          url: '/api/admin/settings',
          headers: freshAdmin.headers,
        });
        expect(empty.json()).toEqual({ cloudflareToken: { configured: false, last4: null } });

        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/admin/settings/cloudflare-token',
          headers: freshAdmin.headers,
          payload: { token: TOKEN },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: messages.cloudflareTokenSaved });
        expect(cf.requests.at(-1)).toMatchObject({ method: 'GET', path: '/client/v4/user/tokens/verify' });

        const settings = await fresh.app.inject({
          method: 'GET',
          url: '/api/admin/settings',
          headers: freshAdmin.headers,
        });
        expect(settings.json<AdminSettingsResponse>()).toEqual({
          cloudflareToken: { configured: true, last4: 'WXYZ' },
        });

        const row = await fresh.db.appSetting.findUniqueOrThrow({ where: { key: CLOUDFLARE_TOKEN_SETTING } });
        expect(row.value).not.toContain(TOKEN);
        expect(row.value).not.toContain(Buffer.from(TOKEN).toString('base64'));
        // A random IV: saving the same token twice stores a different ciphertext.
        await fresh.app.inject({
          method: 'POST',
          url: '/api/admin/settings/cloudflare-token',
          headers: freshAdmin.headers,
          payload: { token: TOKEN },
        });
        const again = await fresh.db.appSetting.findUniqueOrThrow({ where: { key: CLOUDFLARE_TOKEN_SETTING } });
        expect(again.value).not.toBe(row.value);

        for (const line of fresh.logs) expect(line).not.toContain(TOKEN);
      } finally {
        await fresh.close();
      }
    });

    it('refuses a token with characters no HTTP header can carry, without calling Cloudflare', async () => {
      const calls = cf.requests.length;
      for (const token of ['a\nb', '\u0000', 'two words']) {
        const res = await saveToken(admin, token);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: adminMessages.invalidToken });
      }
      expect(cf.requests.length).toBe(calls);
    });

    it('refuses a token Cloudflare does not know, and keeps the saved one', async () => {
      await saveToken(admin, TOKEN);
      const res = await saveToken(admin, 'not-a-cloudflare-token-123');
      expect(res.statusCode).toBe(400);
      // Cloudflare's own words end in a full stop before ours begin: two sentences, not one run-on.
      expect(res.json<{ error: string }>().error).toBe(
        'Cloudflare rejected the API token: Invalid API Token. Check that it is active and has Zone:Read and DNS:Edit permissions.',
      );
      const settings = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
      expect(settings.json<AdminSettingsResponse>().cloudflareToken.last4).toBe('WXYZ');
    });

    it('refuses a token that is not active', async () => {
      cf.addToken('disabled-token-abcdefghijkl', 'disabled');
      const res = await saveToken(admin, 'disabled-token-abcdefghijkl');
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/disabled, not active/);
    });

    it('never returns or logs the token, whatever happens', async () => {
      await saveToken(admin, TOKEN);
      cf.fail('server-error');
      const failed = await saveToken(admin, TOKEN);
      cf.fail(null);
      const responses = [
        await saveToken(admin, TOKEN),
        failed,
        await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers }),
        await setupCore(admin, { domain: 'example.com', ipAddress: '192.0.2.1' }),
      ];
      for (const res of responses) expect(res.body).not.toContain(TOKEN);
      expect(t.logs.length).toBeGreaterThan(0);
      for (const line of t.logs) expect(line).not.toContain(TOKEN);
    });
  });

  describe('setting up the core domain', () => {
    beforeAll(async () => {
      await saveToken(admin, TOKEN);
    });
    // Each test starts from a zone without records.
    beforeEach(() => void cf.records.splice(0));

    it('asks for both fields with one product message', async () => {
      for (const body of [{}, { domain: 'example.com' }, { ipAddress: '192.0.2.1' }, { domain: ' ', ipAddress: '' }]) {
        const res = await setupCore(admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual({ error: messages.domainAndIpRequired });
      }
      const noBody = await t.app.inject({ method: 'POST', url: '/api/admin/dns/setup-core', headers: admin.headers });
      expect(noBody.statusCode).toBe(400);
      expect(noBody.json()).toEqual({ error: messages.domainAndIpRequired });
    });

    it('rejects a bad domain and a bad IP address with clear messages', async () => {
      for (const domain of ['not a domain', 'localhost', 'http://example.com', 'exa_mple.com']) {
        const res = await setupCore(admin, { domain, ipAddress: '192.0.2.1' });
        expect(res.statusCode, domain).toBe(400);
        expect(res.json()).toEqual({ error: adminMessages.invalidDomain });
      }
      for (const ipAddress of ['300.1.1.1', '192.0.2', 'example.com', '2001:db8:::1', '01.2.3.4']) {
        const res = await setupCore(admin, { domain: 'example.com', ipAddress });
        expect(res.statusCode, ipAddress).toBe(400);
        expect(res.json()).toEqual({ error: adminMessages.invalidIp });
      }
    });

    it('creates the root A record and the wildcard CNAME, and changes nothing the second time', async () => {
      const first = await setupCore(admin, { domain: 'Example.com', ipAddress: '192.0.2.1' });
      expect(first.statusCode).toBe(200);
      expect(first.json<{ message: string }>().message).toMatch(/A record example\.com → 192\.0\.2\.1 created/);
      expect(first.json<{ message: string }>().message).toMatch(/CNAME record \*\.example\.com → example\.com created/);
      expect(recordsOf('A', 'example.com')).toEqual(['192.0.2.1']);
      expect(recordsOf('CNAME', '*.example.com')).toEqual(['example.com']);

      const writes = () => cf.requests.filter((r) => r.method !== 'GET').length;
      const before = writes();
      const second = await setupCore(admin, { domain: 'example.com', ipAddress: '192.0.2.1' });
      expect(second.statusCode).toBe(200);
      expect(second.json<{ message: string }>().message).toMatch(/already set up/);
      expect(writes()).toBe(before);
      expect(recordsOf('A', 'example.com')).toEqual(['192.0.2.1']);
      expect(recordsOf('CNAME', '*.example.com')).toEqual(['example.com']);
    });

    it('updates the root record in place when the IP address changes', async () => {
      await setupCore(admin, { domain: 'example.com', ipAddress: '192.0.2.1' });
      const res = await setupCore(admin, { domain: 'example.com', ipAddress: '198.51.100.7' });
      expect(res.json<{ message: string }>().message).toMatch(/A record example\.com → 198\.51\.100\.7 updated/);
      expect(res.json<{ message: string }>().message).toMatch(/CNAME record .* already up to date/);
      expect(recordsOf('A', 'example.com')).toEqual(['198.51.100.7']);
    });

    it('creates an AAAA record for an IPv6 address, idempotently', async () => {
      const first = await setupCore(admin, { domain: 'example.com', ipAddress: '2001:0DB8:0000::0001' });
      expect(first.statusCode).toBe(200);
      expect(first.json<{ message: string }>().message).toMatch(/AAAA record example\.com → 2001:db8::1 created/);
      expect(recordsOf('AAAA', 'example.com')).toEqual(['2001:db8::1']);
      const second = await setupCore(admin, { domain: 'example.com', ipAddress: '2001:db8::1' });
      expect(second.json<{ message: string }>().message).toMatch(/already set up/);
      expect(recordsOf('AAAA', 'example.com')).toEqual(['2001:db8::1']);
    });

    it('finds the parent zone for a subdomain', async () => {
      const res = await setupCore(admin, { domain: 'eu.example.com', ipAddress: '192.0.2.9' });
      expect(res.statusCode).toBe(200);
      expect(recordsOf('A', 'eu.example.com')).toEqual(['192.0.2.9']);
      expect(recordsOf('CNAME', '*.eu.example.com')).toEqual(['eu.example.com']);
    });

    it('says when Cloudflare has no zone for the domain', async () => {
      const res = await setupCore(admin, { domain: 'unknown-zone.org', ipAddress: '192.0.2.1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error:
          'No Cloudflare zone found for unknown-zone.org. Add the domain to the Cloudflare account this token belongs to.',
      });
    });

    it('turns Cloudflare failures into clear errors without a 401 or a stack', async () => {
      const cases = [
        {
          mode: 'unauthorized',
          status: 400,
          error: /Cloudflare rejected the API token: Authentication error\. Check that/,
        },
        { mode: 'forbidden', status: 400, error: /Cloudflare rejected the API token: Unauthorized to access/ },
        { mode: 'rate-limited', status: 429, error: /rate limiting requests\. Try again in 17 seconds\./ },
        { mode: 'server-error', status: 502, error: /Cloudflare is having trouble \(HTTP 500\)/ },
        { mode: 'bad-json', status: 502, error: /Cloudflare is having trouble \(HTTP 502\)/ },
      ] as const;
      for (const c of cases) {
        cf.fail(c.mode, 17);
        const res = await setupCore(admin, { domain: 'example.com', ipAddress: '192.0.2.1' });
        expect(res.statusCode, c.mode).toBe(c.status);
        expect(res.json<{ error: string }>().error, c.mode).toMatch(c.error);
        expect(res.body).not.toMatch(/at .*\.ts:\d+/);
        if (c.mode === 'rate-limited') expect(res.headers['retry-after']).toBe('17');
      }
    });

    it('says when Cloudflare cannot be reached', async () => {
      const down = await startFakeCloudflare();
      const unreachable = down.url;
      await down.close();
      const offline = await createTestApp({ CLOUDFLARE_API_URL: unreachable });
      try {
        const offlineAdmin = await createUser(offline, { role: 'app_admin' });
        const res = await offline.app.inject({
          method: 'POST',
          url: '/api/admin/settings/cloudflare-token',
          headers: offlineAdmin.headers,
          payload: { token: TOKEN },
        });
        expect(res.statusCode).toBe(502);
        expect(res.json<{ error: string }>().error).toMatch(/Could not reach Cloudflare/);
      } finally {
        await offline.close();
      }
    });

    it('limits each admin to 30 Cloudflare calls a minute, without affecting other admins', async () => {
      const busy = await createUser(t, { role: 'app_admin' });
      for (let i = 0; i < 30; i += 1) expect((await saveToken(busy, TOKEN)).statusCode).toBe(200);
      const limited = await saveToken(busy, TOKEN);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ error: string }>().error).toMatch(/Too many attempts/);
      const other = await createUser(t, { role: 'app_admin' });
      expect((await saveToken(other, TOKEN)).statusCode).toBe(200);
    });

    it('asks for a token first when none is saved', async () => {
      const fresh = await createTestApp({ CLOUDFLARE_API_URL: cf.url });
      try {
        const freshAdmin = await createUser(fresh, { role: 'app_admin' });
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/admin/dns/setup-core',
          headers: freshAdmin.headers,
          payload: { domain: 'example.com', ipAddress: '192.0.2.1' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'Save a Cloudflare API token before setting up the core domain.' });
      } finally {
        await fresh.close();
      }
    });
  });
});
