import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readOrCreateSecret } from './secret-file.ts';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const VERSION = 'v1';

export interface SecretBox {
  /** Encrypts with a fresh random IV; `context` is bound as associated data (a sealed value cannot be moved). */
  seal(plaintext: string, context: string): string;
  /** Decrypts and authenticates; throws if the value, its context or the key do not match. */
  open(sealed: string, context: string): string;
  /**
   * A keyed digest (HMAC-SHA256 under a key derived for MACs only) of `message` for `purpose`: a
   * secret only this server can make again, e.g. a booking's manage-link token from its uid.
   */
  mac(purpose: string, message: string): Buffer;
}

/** AES-256-GCM secrets at rest: `v1:<iv>:<tag>:<ciphertext>`, each base64url. */
export function createSecretBox(keyHex: string): SecretBox {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes (64 hex characters).');
  const macKey = createHmac('sha256', key).update('kairos-mac-v1').digest();
  return {
    mac(purpose, message) {
      return createHmac('sha256', macKey).update(`${purpose}\0${message}`, 'utf8').digest();
    },
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join(':');
    },
    open(sealed, context) {
      const [version, iv, tag, ciphertext] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unrecognised sealed value.');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The server's box: `SECRETS_KEY`, or a key generated once and kept under `DATA_DIR/keys/`. */
export function secretBoxFromConfig(config: { SECRETS_KEY?: string; DATA_DIR: string }): SecretBox {
  return createSecretBox(config.SECRETS_KEY ?? readOrCreateSecret(config.DATA_DIR, 'secrets-key'));
}
