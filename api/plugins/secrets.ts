import fp from 'fastify-plugin';
import { type SecretBox, secretBoxFromConfig } from '../lib/secret-box.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one secret box (SECRETS_KEY or DATA_DIR/keys): sealed secrets at rest and keyed digests. */
    secretBox: SecretBox;
  }
}

/** Made once for the app, so every module seals and derives with the same key. */
export const secretsPlugin = fp(
  async (app) => {
    app.decorate('secretBox', secretBoxFromConfig(app.config));
  },
  { name: 'secrets', dependencies: ['config'] },
);
