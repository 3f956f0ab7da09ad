import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * What durable commits cost on this machine's disk: the time per committed one-row write in a WAL
 * database at synchronous=NORMAL (survives a killed process, not a power cut) and at FULL (what
 * Kairos runs: survives both), measured directly through SQLite, one commit after another.
 */
export function sqliteCommitCost(dir: string, commits = 300): { normalMs: number; fullMs: number } {
  const perCommit = (level: 'NORMAL' | 'FULL') => {
    const db = new Database(join(dir, `commit-cost-${level.toLowerCase()}.db`));
    try {
      db.pragma('journal_mode = WAL');
      db.pragma(`synchronous = ${level}`);
      db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
      const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
      const start = performance.now();
      for (let i = 0; i < commits; i++) insert.run(`row ${i}`);
      return (performance.now() - start) / commits;
    } finally {
      db.close();
    }
  };
  return { normalMs: perCommit('NORMAL'), fullMs: perCommit('FULL') };
}
