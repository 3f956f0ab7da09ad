import { createHash, randomBytes } from 'node:crypto';

/**
 * HTTP Basic (RFC 7617) and Digest (RFC 7616) client authentication: reading a server's
 * `WWW-Authenticate` challenges and answering them. Digest supports MD5, SHA-256 and SHA-512-256
 * (and their `-sess` variants) with qop=auth (and the RFC 2069 form without qop). ADR 022 says why
 * this is ours rather than a package.
 */

export interface Challenge {
  /** Lower case: 'basic', 'digest', 'bearer'… */
  scheme: string;
  /** Parameter names in lower case, values unquoted. */
  params: Record<string, string>;
}

const TOKEN = /[!#$%&'*+.^_`|~0-9A-Za-z-]/;

/** Every challenge of a `WWW-Authenticate` value (several may share one header, comma-separated). */
export function parseChallenges(header: string | null): Challenge[] {
  const challenges: Challenge[] = [];
  if (!header) return challenges;
  let i = 0;
  const n = header.length;
  const skip = () => {
    while (i < n && /[\s,]/.test(header[i]!)) i++;
  };
  const token = () => {
    const start = i;
    while (i < n && (TOKEN.test(header[i]!) || header[i] === '/')) i++;
    return header.slice(start, i);
  };
  let current: Challenge | null = null;
  while (i < n) {
    skip();
    const start = i;
    const name = token();
    if (!name) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && header[j] === ' ') j++;
    if (header[j] === '=' && current) {
      i = j + 1;
      while (i < n && header[i] === ' ') i++;
      let value = '';
      if (header[i] === '"') {
        i++;
        while (i < n && header[i] !== '"') {
          if (header[i] === '\\' && i + 1 < n) i++;
          value += header[i];
          i++;
        }
        i++;
      } else {
        value = token();
        // token68 (Basic's unused form): keep any trailing '='.
        while (i < n && header[i] === '=') value += header[i++];
      }
      current.params[name.toLowerCase()] = value;
    } else if (header[j] === '=' && !current) {
      i = j + 1;
    } else {
      current = { scheme: header.slice(start, i).toLowerCase(), params: {} };
      challenges.push(current);
    }
  }
  return challenges;
}

export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

const ALGORITHMS: Record<string, string> = { md5: 'md5', 'sha-256': 'sha256', 'sha-512-256': 'sha512-256' };

/** Whether a Digest challenge is one this module can answer (known algorithm, qop auth or none). */
export function canAnswerDigest(challenge: Challenge): boolean {
  if (challenge.scheme !== 'digest' || !challenge.params.nonce) return false;
  const algorithm = (challenge.params.algorithm ?? 'MD5').toLowerCase().replace(/-sess$/, '');
  if (!ALGORITHMS[algorithm]) return false;
  const qop = challenge.params.qop;
  return qop === undefined || qop.split(',').some((q) => q.trim().toLowerCase() === 'auth');
}

const quoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

export interface DigestInput {
  challenge: Challenge;
  username: string;
  password: string;
  method: string;
  /** The request target as sent: path and query. */
  uri: string;
  /** How many times this nonce has been used, this one included (1 for the first). */
  nc: number;
  /** Random by default; the RFC's examples give theirs. */
  cnonce?: string;
}

/** The `Authorization` value answering a Digest challenge (check canAnswerDigest first). */
export function digestAuthorization(input: DigestInput): string {
  const { challenge, username, password, method, uri } = input;
  const params = challenge.params;
  const algorithmName = params.algorithm ?? 'MD5';
  const lower = algorithmName.toLowerCase();
  const session = lower.endsWith('-sess');
  const hashName = ALGORITHMS[lower.replace(/-sess$/, '')];
  if (!hashName) throw new Error(`Digest algorithm ${algorithmName} is not supported`);
  const h = (text: string) => createHash(hashName).update(text, 'utf8').digest('hex');
  const realm = params.realm ?? '';
  const nonce = params.nonce ?? '';
  const cnonce = input.cnonce ?? randomBytes(16).toString('hex');
  const nc = input.nc.toString(16).padStart(8, '0');
  const qop = params.qop === undefined ? null : 'auth';
  let ha1 = h(`${username}:${realm}:${password}`);
  if (session) ha1 = h(`${ha1}:${nonce}:${cnonce}`);
  const ha2 = h(`${method}:${uri}`);
  const response = qop ? h(`${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : h(`${ha1}:${nonce}:${ha2}`);
  const userhash = params.userhash?.toLowerCase() === 'true';
  const parts = [
    `username=${quoted(userhash ? h(`${username}:${realm}`) : username)}`,
    `realm=${quoted(realm)}`,
    `uri=${quoted(uri)}`,
    `algorithm=${algorithmName}`,
    `nonce=${quoted(nonce)}`,
  ];
  if (qop) parts.push(`nc=${nc}`, `cnonce=${quoted(cnonce)}`, `qop=${qop}`);
  parts.push(`response=${quoted(response)}`);
  if (params.opaque !== undefined) parts.push(`opaque=${quoted(params.opaque)}`);
  if (userhash) parts.push('userhash=true');
  return `Digest ${parts.join(', ')}`;
}
