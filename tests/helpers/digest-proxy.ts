import { createHash, randomBytes } from 'node:crypto';
import { type Loopback, httpServer } from './loopback-servers.ts';

/**
 * A reverse proxy on loopback that demands HTTP Digest (RFC 7616, SHA-256, qop=auth) in front of a
 * server that speaks Basic (Radicale): it checks the client's answer itself, then forwards the request
 * with Basic. Its check is written here, apart from the client's code, from the RFC's formulas.
 */
export async function digestProxy(
  target: string,
  users: Record<string, string>,
): Promise<Loopback & { challenges: number }> {
  const realm = 'kairos-digest-test';
  const nonce = randomBytes(16).toString('base64');
  const opaque = randomBytes(8).toString('hex');
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  const state = { challenges: 0 };

  function valid(method: string, header: string | undefined): string | null {
    if (!header?.startsWith('Digest ')) return null;
    const p: Record<string, string> = {};
    for (const m of header.slice(7).matchAll(/(\w+)=(?:"((?:[^"\\]|\\.)*)"|([^,\s]+))/g)) p[m[1]!] = m[2] ?? m[3]!;
    const password = users[p.username ?? ''];
    if (password === undefined || p.nonce !== nonce || p.realm !== realm || p.opaque !== opaque) return null;
    if (p.algorithm !== 'SHA-256' || p.qop !== 'auth' || !p.nc || !p.cnonce || !p.uri) return null;
    const ha1 = sha(`${p.username}:${realm}:${password}`);
    const ha2 = sha(`${method}:${p.uri}`);
    return sha(`${ha1}:${nonce}:${p.nc}:${p.cnonce}:auth:${ha2}`) === p.response ? p.username! : null;
  }

  const server = await httpServer((req, res, body) => {
    const user = valid(req.method ?? '', req.headers.authorization);
    if (!user) {
      state.challenges += 1;
      res.writeHead(401, {
        'www-authenticate': `Digest realm="${realm}", qop="auth", algorithm=SHA-256, nonce="${nonce}", opaque="${opaque}"`,
        'content-type': 'text/plain',
      });
      return res.end('digest required');
    }
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${user}:${users[user]}`).toString('base64')}`,
    };
    for (const name of ['depth', 'content-type', 'if-match', 'if-none-match']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    fetch(new URL(req.url ?? '/', target), {
      method: req.method,
      headers,
      body: body === '' ? undefined : body,
      redirect: 'manual',
    }).then(
      async (upstream) => {
        const out: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!['content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
        });
        const text = await upstream.text();
        res.writeHead(upstream.status, out).end(text);
      },
      () => res.writeHead(502).end(),
    );
  });
  return {
    ...server,
    get challenges() {
      return state.challenges;
    },
  };
}
