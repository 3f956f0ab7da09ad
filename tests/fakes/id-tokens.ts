import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * How an identity provider fake signs its id_tokens (RS256, RFC 7515/7519) and publishes its keys
 * (a JWKS, RFC 7517), with the faults a relying party must refuse: the next token forged (signed
 * with another key under the published `kid`), or carrying another nonce, audience or issuer, or
 * already expired. The fakes of Google and Microsoft share it; nothing here is Kairos's code.
 */
export interface IdTokenFault {
  /** Signed by a key that is not the published one (same `kid`). */
  forge?: boolean;
  nonce?: string;
  aud?: string;
  iss?: string;
  /** `exp` an hour ago. */
  expired?: boolean;
  /** Claims added or replaced (e.g. a victim's `email`). */
  claims?: Record<string, unknown>;
}

export function createIdTokenSigner(kid = randomBytes(8).toString('hex')) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const faults: IdTokenFault[] = [];

  function signWith(key: typeof privateKey, claims: object): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${part({ typ: 'JWT', alg: 'RS256', kid })}.${part(claims)}`;
    return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
  }

  return {
    kid,
    /** A JWT signed with the published key (no fault applied: access tokens, other JWTs). */
    sign: (claims: object) => signWith(privateKey, claims),
    /** An id_token: the next queued fault, if any, applied. */
    idToken(claims: Record<string, unknown>): string {
      const fault = faults.shift();
      if (!fault) return signWith(privateKey, claims);
      const at = Math.floor(Date.now() / 1000);
      const changed = {
        ...claims,
        ...(fault.nonce !== undefined ? { nonce: fault.nonce } : {}),
        ...(fault.aud !== undefined ? { aud: fault.aud } : {}),
        ...(fault.iss !== undefined ? { iss: fault.iss } : {}),
        ...(fault.expired ? { iat: at - 7200, exp: at - 3600 } : {}),
        ...fault.claims,
      };
      const key = fault.forge ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : privateKey;
      return signWith(key, changed);
    },
    /** The JWKS document's keys. */
    jwks: () => ({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] }),
    /** The next id_token carries this fault. */
    tamperNext(fault: IdTokenFault) {
      faults.push(fault);
    },
  };
}

export type IdTokenSigner = ReturnType<typeof createIdTokenSigner>;
