import { hash, verify } from '@node-rs/argon2';

// The package's default algorithm is argon2id; these are OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it checks against a
 * dummy one, so an unknown email costs the same time as a wrong password and reveals nothing.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('not-the-password-of-anyone', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  // A malformed stored hash (e.g. an account created by a tool without a password) never matches.
  return verify(storedHash, password).catch(() => false);
}
