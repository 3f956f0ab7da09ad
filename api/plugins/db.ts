import fp from 'fastify-plugin';
import { type Db, type DbKind, createPrisma, resolveDatabaseTarget } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
  }
}

export interface DbPluginOptions {
  /** An already-built client (tests and CLI tools share one); otherwise one is made from config. */
  db?: Db;
  dbKind?: DbKind;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, opts) => {
    const target = resolveDatabaseTarget(app.config.DATABASE_URL, app.config.DATA_DIR);
    const owned = !opts.db;
    const db = opts.db ?? createPrisma(target);
    app.decorate('db', db);
    app.decorate('dbKind', opts.dbKind ?? target.kind);
    if (owned) app.addHook('onClose', async () => db.$disconnect());
  },
  { name: 'db', dependencies: ['config'] },
);
