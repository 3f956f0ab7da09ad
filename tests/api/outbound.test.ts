import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import {
  type PrivateAllowList,
  addressProblem,
  isPublicAddress,
  parsePrivateAllowList,
} from '../../api/lib/address-policy.ts';
import { OutboundError, type OutboundOptions, createOutboundFetch } from '../../api/lib/outbound.ts';
import {
  type Loopback,
  type TestCert,
  httpServer,
  httpsServer,
  opensslMissing,
  selfSignedCert,
} from '../helpers/loopback-servers.ts';
import { freePort } from '../helpers/radicale.ts';
import { rejection } from '../helpers/rejection.ts';

// The outbound policy (api/lib/outbound.ts) against real sockets on loopback. Where a test needs a
// "public" first hop, it names 127.0.0.1 in `testing.treatAsPublic` and trusts its test certificate;
// the checks themselves (scheme, literal addresses, the socket's lookup, each redirect) are the
// module's own.
const noOpenssl = opensslMissing();
if (noOpenssl) console.warn(`[outbound] skipping the TLS tests: ${noOpenssl}`);

const base: OutboundOptions = { allowPrivate: true, timeoutMs: 5000, maxBytes: 1024 * 1024 };

const failure = (promise: Promise<unknown>) => rejection(promise, OutboundError);

describe('addresses', () => {
  it('only public unicast addresses count as public', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
  });

  it('refuses http, local names and literal private addresses unless allowed', () => {
    const closed = { allowPrivate: false };
    const open = { allowPrivate: true };
    expect(addressProblem('http://example.com/', closed)).toBe('scheme');
    expect(addressProblem('https://127.0.0.1/', closed)).toBe('private');
    expect(addressProblem('https://[::1]/', closed)).toBe('private');
    expect(addressProblem('https://localhost/', closed)).toBe('private');
    expect(addressProblem('https://intranet/', closed)).toBe('private');
    expect(addressProblem('https://cloud.example.com/', closed)).toBeNull();
    expect(addressProblem('http://127.0.0.1/', open)).toBeNull();
    expect(addressProblem('ftp://example.com/', open)).toBe('scheme');
  });

  it('allows the private hosts and networks an operator named, over https or http, and no other', () => {
    const allowed = list('nextcloud.lan, radicale, 10.0.0.0/8, fd12:3456::/32, 192.168.1.20');
    const policy = { allowPrivate: false, allowed };
    expect(addressProblem('https://nextcloud.lan/', policy)).toBeNull();
    expect(addressProblem('http://NextCloud.lan.:8080/remote.php/dav', policy)).toBeNull();
    expect(addressProblem('http://radicale:5232/', policy)).toBeNull();
    expect(addressProblem('http://10.20.30.40/', policy)).toBeNull();
    expect(addressProblem('https://[fd12:3456::9]/', policy)).toBeNull();
    expect(addressProblem('http://192.168.1.20/', policy)).toBeNull();
    expect(addressProblem('https://192.168.1.21/', policy)).toBe('private');
    expect(addressProblem('https://127.0.0.1/', policy)).toBe('private');
    // Plain http never goes to a public address, listed networks or not.
    expect(addressProblem('http://93.184.216.34/', policy)).toBe('scheme');
  });

  it('never allows link-local or metadata addresses, whatever was allowed', () => {
    const everything = list('0.0.0.0/0, ::/0');
    for (const policy of [{ allowPrivate: false, allowed: everything }, { allowPrivate: true }]) {
      for (const address of [
        'http://169.254.169.254/latest/meta-data/',
        'https://169.254.1.1/',
        'http://[fe80::1]/',
        'http://[fd00:ec2::254]/',
        'http://100.100.100.200/',
        'http://[::ffff:169.254.169.254]/',
        'http://[64:ff9b::a9fe:a9fe]/',
      ]) {
        expect(addressProblem(address, policy), address).toBe('private');
      }
    }
  });
});

function list(text: string): PrivateAllowList {
  const { list: parsed, bad } = parsePrivateAllowList(text);
  expect(bad).toEqual([]);
  return parsed;
}

describe('CALENDAR_ALLOWED_PRIVATE', () => {
  it('reads host names, addresses and IPv4/IPv6 networks', () => {
    const config = loadConfig({
      CALENDAR_ALLOWED_PRIVATE: 'Nextcloud.LAN, 10.0.0.0/8,fd00::/8, 192.168.1.20, radicale',
    });
    expect(config.CALENDAR_ALLOWED_PRIVATE?.hosts).toEqual(['nextcloud.lan', 'radicale']);
    expect(config.CALENDAR_ALLOWED_PRIVATE?.networks.map(([ip, bits]) => `${ip.toString()}/${bits}`)).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.20/32',
    ]);
    expect(loadConfig({}).CALENDAR_ALLOWED_PRIVATE).toBeUndefined();
  });

  it('refuses to start with entries that are not hosts or networks, or only metadata, each named', () => {
    let error: unknown;
    try {
      loadConfig({
        CALENDAR_ALLOWED_PRIVATE:
          'nextcloud.lan,10.0.0.0/33,cloud_server,169.254.169.254,metadata.google.internal,fe80::/10,10.1,http://x.lan',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).message;
    expect(text).toContain('CALENDAR_ALLOWED_PRIVATE');
    for (const bad of [
      '10.0.0.0/33',
      'cloud_server',
      '169.254.169.254',
      'metadata.google.internal',
      'fe80::/10',
      '10.1',
      'http://x.lan',
    ]) {
      expect(text).toContain(bad);
    }
    expect(text).not.toMatch(/nextcloud\.lan/);
  });
});

describe('the fetch under the policy', () => {
  let plain: Loopback;
  let other: Loopback;
  let hang: Loopback;
  let cert: TestCert | null = null;

  beforeAll(async () => {
    plain = await httpServer((req, res) => {
      if (req.url === '/same') return res.writeHead(302, { location: '/landed' }).end();
      if (req.url === '/elsewhere') return res.writeHead(307, { location: `${other.url}/landed` }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 120);
        let sent = 0;
        const write = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return res.once('drain', write);
          }
          res.end();
        };
        return write();
      }
      if (req.url === '/slow-body') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return void res.write('the start, then nothing');
      }
      if (req.url === '/declared') return res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end();
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.method}`);
    });
    other = await httpServer((_req, res) => res.writeHead(200).end('other'), '127.0.0.2');
    hang = await httpServer(() => {});
    if (!noOpenssl) cert = selfSignedCert();
  });
  afterAll(async () => {
    await Promise.all([plain.close(), other.close(), hang.close()]);
  });

  it('answers like fetch, following a same-origin redirect with the credentials kept', async () => {
    const fetch = createOutboundFetch(base);
    const response = await fetch(`${plain.url}/same`, { headers: { authorization: 'Basic c2VjcmV0' } });
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${plain.url}/landed`);
    expect(await response.text()).toBe('hello GET');
    expect(plain.seen.at(-1)?.headers.authorization).toBe('Basic c2VjcmV0');
  });

  it('never sends credentials to another origin after a redirect', async () => {
    const fetch = createOutboundFetch(base);
    const response = await fetch(`${plain.url}/elsewhere`, {
      method: 'PROPFIND',
      headers: { authorization: 'Basic c2VjcmV0', cookie: 'a=b' },
      body: '<x/>',
    });
    expect(await response.text()).toBe('other');
    const landed = other.seen.at(-1)!;
    expect(landed.method).toBe('PROPFIND');
    expect(landed.headers.authorization).toBeUndefined();
    expect(landed.headers.cookie).toBeUndefined();
  });

  it('stops after 5 redirects', async () => {
    const error = await failure(createOutboundFetch(base)(`${plain.url}/loop`));
    expect(error.code).toBe('redirects');
  });

  it('hands back a redirect as it is when asked to (redirect: manual)', async () => {
    const response = await createOutboundFetch(base)(`${plain.url}/same`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/landed');
  });

  it('refuses an answer past the size cap while it streams, and a declared one before reading it', async () => {
    const fetch = createOutboundFetch(base);
    const response = await fetch(`${plain.url}/big`);
    expect((await failure(response.text())).code).toBe('too-large');
    expect((await failure(fetch(`${plain.url}/declared`))).code).toBe('too-large');
  });

  it('gives up on a server that never answers within the time limit', async () => {
    const started = Date.now();
    const error = await failure(createOutboundFetch({ ...base, timeoutMs: 400 })(`${hang.url}/`));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('the time limit covers the body too', async () => {
    const response = await createOutboundFetch({ ...base, timeoutMs: 400 })(`${plain.url}/slow-body`);
    expect(response.status).toBe(200);
    expect((await failure(response.text())).code).toBe('timeout');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = createOutboundFetch({ ...base, signal: controller.signal })(`${hang.url}/`);
    setTimeout(() => controller.abort(), 50);
    expect((await failure(pending)).code).toBe('timeout');
  });

  it('says unreachable for a closed port', async () => {
    const port = await freePort();
    expect((await failure(createOutboundFetch(base)(`http://127.0.0.1:${port}/`))).code).toBe('unreachable');
  });

  it('refuses loopback, private and plain http when private addresses are not allowed', async () => {
    const fetch = createOutboundFetch({ ...base, allowPrivate: false });
    const before = plain.seen.length;
    expect((await failure(fetch(`${plain.url}/`))).code).toBe('address-not-allowed');
    expect((await failure(fetch(`https://127.0.0.1:${plain.port}/`))).code).toBe('address-not-allowed');
    expect(plain.seen.length).toBe(before);
  });

  it('says not-https when an https request meets a server speaking plain HTTP', async () => {
    const error = await failure(createOutboundFetch(base)(`https://127.0.0.1:${plain.port}/`));
    expect(error.code).toBe('not-https');
  });

  describe('named private hosts and networks (CALENDAR_ALLOWED_PRIVATE)', () => {
    const names: Record<string, string> = {
      'nextcloud.lan': '127.0.0.1',
      'cal.example.test': '127.0.0.1',
      'elsewhere.example.test': '127.0.0.2',
      'metadata.example.test': '169.254.169.254',
    };
    const resolver = async (name: string) => [{ address: names[name] ?? '192.0.2.1', family: 4 }];
    const allowing = (text: string) =>
      createOutboundFetch({ ...base, allowPrivate: false, allowed: list(text), testing: { resolver } });

    it('reaches a named host, over http too, wherever it resolves', async () => {
      const response = await allowing('nextcloud.lan')(`http://nextcloud.lan:${plain.port}/`);
      expect(await response.text()).toBe('hello GET');
    });

    it('reaches an address in a listed network, by address or by a name that resolves into it', async () => {
      const fetch = allowing('127.0.0.0/30');
      expect(await (await fetch(`http://127.0.0.1:${plain.port}/`)).text()).toBe('hello GET');
      expect(await (await fetch(`http://cal.example.test:${plain.port}/`)).text()).toBe('hello GET');
    });

    it('refuses another private address, by address or by name, before connecting', async () => {
      const fetch = allowing('nextcloud.lan,127.0.0.1/32');
      const before = other.seen.length;
      expect((await failure(fetch(`${other.url}/`))).code).toBe('address-not-allowed');
      expect((await failure(fetch(`http://elsewhere.example.test:${other.port}/`))).code).toBe('address-not-allowed');
      expect(other.seen.length).toBe(before);
    });

    it('says https-required for plain http to a public address', async () => {
      const error = await failure(allowing('nextcloud.lan,10.0.0.0/8')('http://93.184.216.34/'));
      expect(error.code).toBe('https-required');
    });

    it('refuses a metadata address even when its network or name is listed', async () => {
      names['nextcloud.lan'] = '169.254.169.254';
      try {
        const fetch = allowing('nextcloud.lan,0.0.0.0/0');
        expect((await failure(fetch('http://metadata.example.test/'))).code).toBe('address-not-allowed');
        expect((await failure(fetch('http://nextcloud.lan/'))).code).toBe('address-not-allowed');
        expect((await failure(fetch('http://169.254.169.254/'))).code).toBe('address-not-allowed');
      } finally {
        names['nextcloud.lan'] = '127.0.0.1';
      }
    });

    it('checks the address each connection resolves to (a name that changes its answer is refused)', async () => {
      let answer = '127.0.0.1';
      const fetch = createOutboundFetch({
        ...base,
        allowPrivate: false,
        allowed: list('127.0.0.1'),
        testing: { resolver: async () => [{ address: answer, family: 4 }] },
      });
      expect((await fetch(`http://rebind.example.test:${plain.port}/`)).status).toBe(200);
      answer = '127.0.0.2';
      expect((await failure(fetch(`http://rebind.example.test:${other.port}/`))).code).toBe('address-not-allowed');
    });
  });

  it('checks every address a name resolves to, at connection time (the socket’s own lookup)', async () => {
    const fetch = createOutboundFetch({
      ...base,
      allowPrivate: false,
      testing: {
        resolver: async (name) =>
          name === 'mixed.example.test'
            ? [
                { address: '93.184.216.34', family: 4 },
                { address: '127.0.0.1', family: 4 },
              ]
            : [{ address: '127.0.0.1', family: 4 }],
      },
    });
    expect((await failure(fetch(`https://inside.example.test:${plain.port}/`))).code).toBe('address-not-allowed');
    expect((await failure(fetch(`https://mixed.example.test:${plain.port}/`))).code).toBe('address-not-allowed');
  });

  describe.skipIf(noOpenssl !== null)('TLS', () => {
    let secure: Loopback;
    let inside: Loopback;
    beforeAll(async () => {
      inside = await httpsServer((_req, res) => res.writeHead(200).end('inside'), cert!, '127.0.0.2');
      secure = await httpsServer((req, res) => {
        if (req.url === '/to-inside') {
          return res.writeHead(302, { location: `https://inside.example.test:${inside.port}/` }).end();
        }
        res.writeHead(200).end('secure');
      }, cert!);
    });
    afterAll(async () => {
      await Promise.all([secure.close(), inside.close()]);
    });

    it('says tls for a certificate nobody vouches for', async () => {
      expect((await failure(createOutboundFetch(base)(`${secure.url}/`))).code).toBe('tls');
    });

    it('re-checks the address of every redirect hop', async () => {
      const testing = {
        ca: cert!.cert,
        treatAsPublic: ['127.0.0.1'],
        resolver: async () => [{ address: '127.0.0.2', family: 4 }],
      };
      const fetch = createOutboundFetch({ ...base, allowPrivate: false, testing });
      // The first hop is allowed (it stands for a public server)…
      const direct = await fetch(`${secure.url}/`);
      expect(await direct.text()).toBe('secure');
      // …its redirect to a name that resolves to a private address is not followed.
      const error = await failure(fetch(`${secure.url}/to-inside`));
      expect(error.code).toBe('address-not-allowed');
      expect(inside.seen).toHaveLength(0);
      // The same redirect with private addresses allowed lands (the refusal above was the policy).
      const allowed = await createOutboundFetch({ ...base, testing })(`${secure.url}/to-inside`);
      expect(await allowed.text()).toBe('inside');
    });
  });
});
