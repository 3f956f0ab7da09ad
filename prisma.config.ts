// Prisma CLI configuration. Prisma's native schema engine cannot be downloaded here, so the CLI runs
// its WebAssembly engine through a driver adapter (engine: 'js'). KAIROS_PRISMA_TARGET picks the
// schema: `postgres` (the source) or `sqlite` (derived). The CLI is only used to generate clients and
// to diff schemas into migrations; migrations are applied by the server's own runner.
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

const target = process.env.KAIROS_PRISMA_TARGET === 'sqlite' ? 'sqlite' : 'postgres';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: target === 'sqlite' ? 'prisma/sqlite/schema.prisma' : 'prisma/schema.prisma',
  migrations: { path: target === 'sqlite' ? 'prisma/sqlite/migrations' : 'prisma/migrations' },
  async adapter() {
    if (target === 'sqlite') return new PrismaBetterSQLite3({ url: ':memory:' });
    // Only ever a scratch database made by scripts/db-migration.mjs (ADR 001 says why).
    const url = process.env.KAIROS_PRISMA_SCRATCH_URL;
    if (!url) throw new Error('KAIROS_PRISMA_SCRATCH_URL is not set: use `npm run db:migration`');
    return new PrismaPg({ connectionString: url });
  },
});
