import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of the slice of Cloudflare's v4 API that Kairos uses, on a real loopback HTTP port. It
 * speaks the v4 envelope (`{success, errors, messages, result, result_info}`), keeps zones and DNS
 * records in memory, checks the bearer token, and can be switched into failure modes.
 */

export interface FakeZone {
  id: string;
  name: string;
}

export interface FakeDnsRecord {
  id: string;
  zone_id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
}

/** `null` answers normally; otherwise every API call fails this way. */
export type FailureMode = null | 'unauthorized' | 'forbidden' | 'rate-limited' | 'server-error' | 'bad-json';

export interface FakeCloudflare {
  url: string;
  port: number;
  zones: FakeZone[];
  records: FakeDnsRecord[];
  /** Every request received, with its method, path and query (never its headers). */
  requests: { method: string; path: string; query: string }[];
  addZone(name: string): FakeZone;
  addToken(token: string, status?: 'active' | 'disabled' | 'expired'): void;
  fail(mode: FailureMode, retryAfterSeconds?: number): void;
  close(): Promise<void>;
}

interface State {
  tokens: Map<string, string>;
  failure: FailureMode;
  retryAfter: number;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function ok(res: ServerResponse, result: unknown, count?: number): void {
  send(res, 200, {
    success: true,
    errors: [],
    messages: [],
    result,
    ...(count === undefined ? {} : { result_info: { page: 1, per_page: 100, count, total_count: count } }),
  });
}

function failure(res: ServerResponse, status: number, code: number, message: string, headers = {}): void {
  send(res, status, { success: false, errors: [{ code, message }], messages: [], result: null }, headers);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const RECORD_TYPES = new Set(['A', 'AAAA', 'CNAME', 'TXT', 'MX']);

export async function startFakeCloudflare(options: { port?: number } = {}): Promise<FakeCloudflare> {
  const state: State = { tokens: new Map(), failure: null, retryAfter: 30 };
  const zones: FakeZone[] = [];
  const records: FakeDnsRecord[] = [];
  const requests: FakeCloudflare['requests'] = [];

  function recordFromBody(body: Record<string, unknown> | undefined, zoneId: string, id: string) {
    const type = typeof body?.type === 'string' ? body.type : '';
    const name = typeof body?.name === 'string' ? body.name.toLowerCase() : '';
    const content = typeof body?.content === 'string' ? body.content : '';
    if (!RECORD_TYPES.has(type) || !name || !content) return null;
    return {
      id,
      zone_id: zoneId,
      type,
      name,
      content,
      ttl: typeof body?.ttl === 'number' ? body.ttl : 1,
      proxied: body?.proxied === true,
    } satisfies FakeDnsRecord;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.search });
      // Mounted under /client/v4 like the real API.
      const path = url.pathname.replace(/^\/client\/v4/, '');
      if (path === '/__health') return ok(res, { up: true });

      switch (state.failure) {
        case 'rate-limited':
          return failure(res, 429, 971, 'Please wait and consider throttling your request speed', {
            'retry-after': String(state.retryAfter),
          });
        case 'server-error':
          return failure(res, 500, 10000, 'Internal Server Error');
        case 'bad-json':
          res.writeHead(502, { 'content-type': 'text/html' });
          return res.end('<html>Bad gateway</html>');
        case 'unauthorized':
          return failure(res, 401, 10000, 'Authentication error');
        case 'forbidden':
          return failure(res, 403, 9109, 'Unauthorized to access requested resource');
        default:
          break;
      }

      const auth = req.headers.authorization ?? '';
      const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
      const status = state.tokens.get(token);
      if (!token) return failure(res, 400, 9106, 'Missing X-Auth-Key, X-Auth-Email or Authorization headers');
      if (!status) return failure(res, 401, 1000, 'Invalid API Token');

      if (path === '/user/tokens/verify' && req.method === 'GET') {
        return ok(res, { id: 'fake-token-id', status });
      }
      if (status !== 'active') return failure(res, 403, 1000, 'Invalid API Token');

      if (path === '/zones' && req.method === 'GET') {
        const name = url.searchParams.get('name')?.toLowerCase();
        const found = zones.filter((z) => !name || z.name === name);
        return ok(
          res,
          found.map((z) => ({ ...z, status: 'active' })),
          found.length,
        );
      }

      const match = /^\/zones\/([^/]+)\/dns_records(?:\/([^/]+))?$/.exec(path);
      const zone = match ? zones.find((z) => z.id === match[1]) : undefined;
      if (match && !zone)
        return failure(res, 404, 7003, 'Could not route to /zones, perhaps your object identifier is invalid?');
      if (match && zone) {
        const recordId = match[2];
        if (!recordId && req.method === 'GET') {
          const type = url.searchParams.get('type');
          const name = url.searchParams.get('name')?.toLowerCase();
          const found = records.filter(
            (r) => r.zone_id === zone.id && (!type || r.type === type) && (!name || r.name === name),
          );
          return ok(res, found, found.length);
        }
        if (!recordId && req.method === 'POST') {
          const record = recordFromBody(await readJson(req), zone.id, randomUUID().replace(/-/g, ''));
          if (!record) return failure(res, 400, 9000, 'DNS record type, name and content are required');
          if (
            records.some(
              (r) =>
                r.zone_id === zone.id &&
                r.type === record.type &&
                r.name === record.name &&
                r.content === record.content,
            )
          ) {
            return failure(res, 400, 81057, 'An identical record already exists.');
          }
          records.push(record);
          return ok(res, record);
        }
        const index = records.findIndex((r) => r.zone_id === zone.id && r.id === recordId);
        if (recordId && index === -1) return failure(res, 404, 81044, 'Record does not exist.');
        const existing = records[index];
        if (recordId && existing && (req.method === 'PUT' || req.method === 'PATCH')) {
          const body = await readJson(req);
          const merged = req.method === 'PATCH' ? { ...existing, ...body } : body;
          const record = recordFromBody(merged, zone.id, existing.id);
          if (!record) return failure(res, 400, 9000, 'DNS record type, name and content are required');
          records[index] = record;
          return ok(res, record);
        }
      }
      return failure(res, 404, 7000, 'No route for that URI');
    })().catch(() => failure(res, 500, 10000, 'Internal Server Error'));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/client/v4`,
    port,
    zones,
    records,
    requests,
    addZone(name) {
      const zone = { id: randomUUID().replace(/-/g, ''), name: name.toLowerCase() };
      zones.push(zone);
      return zone;
    },
    addToken(token, status = 'active') {
      state.tokens.set(token, status);
    },
    fail(mode, retryAfterSeconds = 30) {
      state.failure = mode;
      state.retryAfter = retryAfterSeconds;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
