import { createHmac } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * An HS256 JSON Web Token exactly as @fastify/jwt (fast-jwt) signs one: the benchmarks and the
 * security tests need tokens the server accepts (or almost accepts) without going through sign-in.
 */
export function signHs256(
  payload: Record<string, unknown>,
  secret: string,
  options: { expiresInSeconds?: number; header?: Record<string, unknown> } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify(options.header ?? { alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify({ ...payload, iat: now, exp: now + (options.expiresInSeconds ?? 900) }));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}
