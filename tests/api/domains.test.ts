import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainSettingsResponse, VerifyDomainResponse } from '#shared/schemas/domains.ts';
import { domainMessages } from '#shared/schemas/domains.ts';
import { startFakeDns, type FakeDns } from '../fakes/dns-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const CNAME_TARGET = 'cname.kairos.example';
const PUBLIC_IP = '203.0.113.10';

describe('custom domains', () => {
  let t: TestApp;
  let fakeDns: FakeDns;
  let admin: TestUser;

  beforeAll(async () => {
    fakeDns = await startFakeDns();
    t = await createTestApp({
      APP_URL: 'https://app.kairos.example',
      APP_CNAME_TARGET: CNAME_TARGET,
      APP_PUBLIC_IP: PUBLIC_IP,
      DNS_SERVERS: fakeDns.server,
    });
    admin = await createUser(t, { role: 'company_admin' });
  });
  afterAll(async () => {
    await t.close();
    await fakeDns.close();
  });

  const save = (user: TestUser, body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/domains', headers: user.headers, payload: body as object });

  describe('who may use it', () => {
    const endpoints = [
      { method: 'GET', url: '/api/domains' },
      { method: 'PUT', url: '/api/domains', payload: { mode: 'SUBDOMAIN', domain: 'book.role-test.com' } },
      { method: 'POST', url: '/api/domains/verify' },
      { method: 'DELETE', url: '/api/domains' },
    ] as const;

    for (const endpoint of endpoints) {
      it(`${endpoint.method} ${endpoint.url}: signed out 401, user and app admin 403, company admin allowed`, async () => {
        const signedOut = await t.app.inject({ ...endpoint });
        expect(signedOut.statusCode).toBe(401);
        for (const role of ['user', 'app_admin'] as const) {
          const other = await createUser(t, { role });
          const res = await t.app.inject({ ...endpoint, headers: other.headers });
          expect(res.statusCode, role).toBe(403);
        }
        if (endpoint.method === 'PUT') {
          const outsider = await createUser(t, { role: 'user' });
          const invalid = { ...endpoint, payload: { mode: 'nonsense' } };
          expect((await t.app.inject(invalid)).statusCode).toBe(401);
          expect((await t.app.inject({ ...invalid, headers: outsider.headers })).statusCode).toBe(403);
        }
        const companyAdmin = await createUser(t, { role: 'company_admin' });
        if (endpoint.url.endsWith('/verify'))
          await save(companyAdmin, { mode: 'SUBDOMAIN', domain: 'book.role-verify.com' });
        const allowed = await t.app.inject({ ...endpoint, headers: companyAdmin.headers });
        expect(allowed.statusCode).toBe(endpoint.method === 'DELETE' ? 204 : 200);
      });
    }

    it('stops a company admin whose role was revoked after the token was issued', async () => {
      const demoted = await createUser(t, { role: 'company_admin' });
      await t.db.user.update({ where: { id: demoted.id }, data: { role: 'user' } });
      const res = await t.app.inject({ method: 'GET', url: '/api/domains', headers: demoted.headers });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('reading and saving', () => {
    it('has no domain at first, and tells where domains must point from the configuration', async () => {
      const fresh = await createUser(t, { role: 'company_admin' });
      const res = await t.app.inject({ method: 'GET', url: '/api/domains', headers: fresh.headers });
      expect(res.json()).toEqual({
        domain: null,
        records: [],
        target: { cnameTarget: CNAME_TARGET, publicIp: PUBLIC_IP },
      });
    });

    it('saves a subdomain, lowercased and trimmed, with a CNAME for its first label', async () => {
      const res = await save(admin, { mode: 'SUBDOMAIN', domain: '  Book.ACME.com ' });
      expect(res.statusCode).toBe(200);
      const body = res.json<DomainSettingsResponse>();
      expect(body.domain).toEqual({ hostname: 'book.acme.com', mode: 'SUBDOMAIN', verifiedAt: null });
      expect(body.records).toEqual([{ type: 'CNAME', name: 'book', fqdn: 'book.acme.com', value: CNAME_TARGET }]);

      const again = await t.app.inject({ method: 'GET', url: '/api/domains', headers: admin.headers });
      expect(again.json<DomainSettingsResponse>().domain?.hostname).toBe('book.acme.com');
    });

    it('shows an A record for the root and a wildcard CNAME to the root for a full domain', async () => {
      const user = await createUser(t, { role: 'company_admin' });
      const res = await save(user, { mode: 'ROOT_DOMAIN', domain: 'globex.io' });
      expect(res.json<DomainSettingsResponse>().records).toEqual([
        { type: 'A', name: '@', fqdn: 'globex.io', value: PUBLIC_IP },
        { type: 'CNAME', name: '*', fqdn: '*.globex.io', value: 'globex.io' },
      ]);
    });

    it('rejects names that are not hostnames', async () => {
      for (const domain of [
        '',
        'not a domain',
        'localhost',
        'acme..com',
        '-acme.com',
        'acme.c0m',
        `${'a'.repeat(64)}.com`,
      ]) {
        const res = await save(admin, { mode: 'ROOT_DOMAIN', domain });
        expect(res.statusCode, domain).toBe(400);
        expect(res.json(), domain).toEqual({ error: domainMessages.invalidHostname });
      }
    });

    it('asks for at least three labels in subdomain mode', async () => {
      const res = await save(admin, { mode: 'SUBDOMAIN', domain: 'acme.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: domainMessages.subdomainNeedsThreeLabels });
    });

    it("refuses the app's own domain and names under it", async () => {
      for (const domain of ['app.kairos.example', 'acme.app.kairos.example', 'cname.kairos.example']) {
        const res = await save(admin, { mode: 'SUBDOMAIN', domain });
        expect(res.statusCode, domain).toBe(400);
        expect(res.json()).toEqual({ error: domainMessages.appOwnDomain });
      }
    });

    it('refuses a domain another company already uses with 409, and keeps it with its owner', async () => {
      const rival = await createUser(t, { role: 'company_admin' });
      await save(rival, { mode: 'SUBDOMAIN', domain: 'book.initech.com' });
      const res = await save(admin, { mode: 'SUBDOMAIN', domain: 'BOOK.initech.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: domainMessages.domainTaken });
      const owner = await t.app.inject({ method: 'GET', url: '/api/domains', headers: rival.headers });
      expect(owner.json<DomainSettingsResponse>().domain?.hostname).toBe('book.initech.com');
    });

    it('disconnects a domain, which frees its hostname for another company', async () => {
      const owner = await createUser(t, { role: 'company_admin' });
      const other = await createUser(t, { role: 'company_admin' });
      await save(owner, { mode: 'SUBDOMAIN', domain: 'book.cyberdyne.com' });
      expect((await save(other, { mode: 'SUBDOMAIN', domain: 'book.cyberdyne.com' })).statusCode).toBe(409);

      const removed = await t.app.inject({ method: 'DELETE', url: '/api/domains', headers: owner.headers });
      expect(removed.statusCode).toBe(204);
      const after = await t.app.inject({ method: 'GET', url: '/api/domains', headers: owner.headers });
      expect(after.json<DomainSettingsResponse>().domain).toBeNull();
      expect((await save(other, { mode: 'SUBDOMAIN', domain: 'book.cyberdyne.com' })).statusCode).toBe(200);
    });

    it('says clearly when the public IP is not configured instead of inventing one', async () => {
      const bare = await createTestApp({ APP_URL: 'https://bare.kairos.example' });
      try {
        const user = await createUser(bare, { role: 'company_admin' });
        const res = await bare.app.inject({
          method: 'PUT',
          url: '/api/domains',
          headers: user.headers,
          payload: { mode: 'ROOT_DOMAIN', domain: 'hooli.com' },
        });
        const body = res.json<DomainSettingsResponse>();
        expect(body.target).toEqual({ cnameTarget: 'bare.kairos.example', publicIp: null });
        expect(body.records[0]).toMatchObject({ type: 'A', name: '@', value: null });

        const verify = await bare.app.inject({ method: 'POST', url: '/api/domains/verify', headers: user.headers });
        expect(verify.json<VerifyDomainResponse>().records[0]).toMatchObject({
          ok: false,
          problem: domainMessages.publicIpNotConfigured,
        });
      } finally {
        await bare.close();
      }
    });
  });

  describe('verifying against DNS', () => {
    const verify = (user: TestUser) =>
      t.app.inject({ method: 'POST', url: '/api/domains/verify', headers: user.headers });

    it('asks to save a domain first', async () => {
      const fresh = await createUser(t, { role: 'company_admin' });
      const res = await verify(fresh);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: domainMessages.noDomainSaved });
    });

    it('reports a missing CNAME as still expected, then verified once it points at the app', async () => {
      const user = await createUser(t, { role: 'company_admin' });
      await save(user, { mode: 'SUBDOMAIN', domain: 'book.umbrella.com' });

      const before = await verify(user);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        verified: false,
        verifiedAt: null,
        records: [
          {
            type: 'CNAME',
            name: 'book',
            fqdn: 'book.umbrella.com',
            expected: CNAME_TARGET,
            found: [],
            ok: false,
            problem: null,
          },
        ],
      });

      fakeDns.set('CNAME', 'book.umbrella.com', ['elsewhere.example.net']);
      const wrong = await verify(user);
      expect(wrong.json<VerifyDomainResponse>().records[0]).toMatchObject({
        found: ['elsewhere.example.net'],
        ok: false,
      });

      fakeDns.set('CNAME', 'book.umbrella.com', [CNAME_TARGET]);
      const after = await verify(user);
      const body = after.json<VerifyDomainResponse>();
      expect(body.verified).toBe(true);
      expect(body.records[0]).toMatchObject({ found: [CNAME_TARGET], ok: true });
      const saved = await t.app.inject({ method: 'GET', url: '/api/domains', headers: user.headers });
      expect(saved.json<DomainSettingsResponse>().domain?.verifiedAt).toBe(body.verifiedAt);
    });

    it('checks the root A record and the wildcard of a full domain record by record', async () => {
      const user = await createUser(t, { role: 'company_admin' });
      await save(user, { mode: 'ROOT_DOMAIN', domain: 'stark.dev' });
      fakeDns.set('A', 'stark.dev', [PUBLIC_IP]);

      const partial = await verify(user);
      expect(partial.json<VerifyDomainResponse>()).toMatchObject({
        verified: false,
        records: [
          { type: 'A', name: '@', found: [PUBLIC_IP], ok: true },
          { type: 'CNAME', name: '*', expected: 'stark.dev', found: [], ok: false },
        ],
      });

      fakeDns.set('CNAME', '*.stark.dev', ['stark.dev']);
      const full = await verify(user);
      expect(full.json<VerifyDomainResponse>().verified).toBe(true);
    });

    it('clears the verification when the domain changes', async () => {
      const user = await createUser(t, { role: 'company_admin' });
      fakeDns.set('CNAME', 'book.wayne.com', [CNAME_TARGET]);
      await save(user, { mode: 'SUBDOMAIN', domain: 'book.wayne.com' });
      expect((await verify(user)).json<VerifyDomainResponse>().verified).toBe(true);
      const changed = await save(user, { mode: 'SUBDOMAIN', domain: 'meet.wayne.com' });
      expect(changed.json<DomainSettingsResponse>().domain?.verifiedAt).toBeNull();
    });

    it('reports a DNS timeout as a clear message, not a server error', async () => {
      const user = await createUser(t, { role: 'company_admin' });
      await save(user, { mode: 'SUBDOMAIN', domain: 'book.oscorp.com' });
      fakeDns.silent(true);
      try {
        const res = await verify(user);
        expect(res.statusCode).toBe(200);
        expect(res.json<VerifyDomainResponse>()).toMatchObject({
          verified: false,
          records: [{ ok: false, found: [], problem: domainMessages.dnsTimeout }],
        });
      } finally {
        fakeDns.silent(false);
      }
    }, 20_000);
  });
});

describe('custom domains with an IPv6 public address', () => {
  it('asks for an AAAA record and verifies it whatever form the address is written in', async () => {
    const fakeDns = await startFakeDns();
    const t = await createTestApp({ APP_PUBLIC_IP: '2001:0db8:0000::0010', DNS_SERVERS: fakeDns.server });
    try {
      const user = await createUser(t, { role: 'company_admin' });
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/domains',
        headers: user.headers,
        payload: { mode: 'ROOT_DOMAIN', domain: 'acme6.com' },
      });
      expect(saved.json<DomainSettingsResponse>().records[0]).toMatchObject({ type: 'AAAA', name: '@' });
      fakeDns.set('AAAA', 'acme6.com', ['2001:db8::10']);
      fakeDns.set('CNAME', '*.acme6.com', ['acme6.com']);
      const res = await t.app.inject({ method: 'POST', url: '/api/domains/verify', headers: user.headers });
      expect(res.json<VerifyDomainResponse>()).toMatchObject({
        verified: true,
        records: [{ type: 'AAAA', ok: true }, { ok: true }],
      });
    } finally {
      await t.close();
      await fakeDns.close();
    }
  });
});
