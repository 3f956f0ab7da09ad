import fp from 'fastify-plugin';
import { type Db, type DbKind, createPgPool, createPrisma, resolveDatabaseTarget } from '../db/client.ts';
import { type Reads, createReads } from '../db/reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** The hot reads in SQL (api/db/reads.ts); everything else goes through `db`. */
    reads: Reads;
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
    // On PostgreSQL an app-made Prisma client and the reads share one pool of connections.
    const pool = owned && target.kind === 'postgres' ? createPgPool(target.url) : undefined;
    const db = opts.db ?? createPrisma(target, pool);
    const reads = createReads(target, pool);
    app.decorate('db', db);
    app.decorate('dbKind', opts.dbKind ?? target.kind);
    app.decorate('reads', reads);
    app.addHook('onClose', async () => {
      await reads.close();
      if (owned) await db.$disconnect();
      await pool?.end();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
