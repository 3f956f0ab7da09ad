// Copies a Kairos SQLite database into an empty, migrated PostgreSQL database (docs/operations.md,
// "Moving from SQLite to PostgreSQL"). Usage, with the server stopped:
//   node scripts/sqlite-to-postgres.mjs <path/to/kairos.db> <postgres://…>
// One transaction: either every row is copied or none is. Refuses a target that already has data.
import Database from 'better-sqlite3';
import pg from 'pg';

// Parents before children, so foreign keys hold at every insert.
const TABLES = [
  'users',
  'refresh_tokens',
  'email_tokens',
  'event_types',
  'preferences',
  'avatars',
  'domains',
  'app_settings',
];

const [sqlitePath, postgresUrl] = process.argv.slice(2);
if (!sqlitePath || !postgresUrl) {
  console.error('usage: node scripts/sqlite-to-postgres.mjs <path/to/kairos.db> <postgres://…>');
  process.exit(2);
}

const source = new Database(sqlitePath, { readonly: true, fileMustExist: true });
const target = new pg.Client({ connectionString: postgresUrl });
await target.connect();
let replacedNul = 0;
try {
  for (const table of TABLES) {
    const { rows } = await target.query(`SELECT count(*)::int AS n FROM "${table}"`);
    if (rows[0].n > 0) throw new Error(`The PostgreSQL table ${table} already has rows: copy into an empty database.`);
  }
  await target.query('BEGIN');
  for (const table of TABLES) {
    const columns = await target.query(
      'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
      [table],
    );
    const types = new Map(columns.rows.map((c) => [c.column_name, c.data_type]));
    const rows = source.prepare(`SELECT * FROM "${table}"`).all();
    for (const row of rows) {
      const names = Object.keys(row);
      // SQLite keeps booleans as 0/1; everything else (ISO timestamps, text, blobs) PostgreSQL reads as
      // is, except NUL in text, which PostgreSQL cannot store: older versions let it into SQLite, so it
      // becomes U+FFFD (the replacement character) rather than blocking the whole move.
      const values = names.map((n) => {
        if (types.get(n) === 'boolean' && row[n] !== null) return row[n] === 1;
        if (typeof row[n] === 'string' && row[n].includes('\u0000')) {
          replacedNul += 1;
          return row[n].replaceAll('\u0000', '\ufffd');
        }
        return row[n];
      });
      await target.query(
        `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      );
    }
    console.log(`${table}: ${rows.length} rows`);
  }
  await target.query('COMMIT');
  if (replacedNul) console.log(`${replacedNul} text values held NUL characters; each was replaced by U+FFFD`);
  console.log('done');
} catch (error) {
  await target.query('ROLLBACK').catch(() => undefined);
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await target.end();
  source.close();
}
