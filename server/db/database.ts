// Opens the SQLite file, applies pending migrations in order. One file, WAL mode, so the
// web server and a test or script can read it at the same time.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations, type Migration } from './migrations';

export type DB = Database.Database;

export function openDatabase(file: string): DB {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // what is deleted or overwritten is zeroed in the file too, so an erased account (docs/rules.md
  // "Their own data") leaves no name or address in free pages
  db.pragma('secure_delete = ON');
  migrate(db);
  return db;
}

/**
 * Applies the migrations not applied yet, each in its own IMMEDIATE transaction. Whether a
 * migration is applied is read inside that transaction, so two processes starting on the same
 * file at once do not both run it. A migration that rebuilds a table runs with foreign keys off
 * (SQLite's documented procedure: DROP TABLE with foreign keys on would cascade into the rows
 * that refer to it) and is checked with foreign_key_check before it commits.
 */
export function migrate(db: DB, list: Migration[] = migrations): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, applied_at INTEGER NOT NULL)');
  const isApplied = db.prepare('SELECT 1 FROM migrations WHERE name = ?');
  for (const m of list) {
    if (isApplied.get(m.name)) continue;
    if (m.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        if (isApplied.get(m.name)) return;
        db.exec(m.sql);
        if (m.rebuildsTables) {
          const problems = db.pragma('foreign_key_check') as unknown[];
          if (problems.length) throw new Error(`migration ${m.name} breaks ${problems.length} foreign keys`);
        }
        db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(m.name, Date.now());
      }).immediate();
    } finally {
      if (m.rebuildsTables) db.pragma('foreign_keys = ON');
    }
  }
}

/** Runs `work` in one IMMEDIATE transaction (the write lock from the start: no other writer in between). */
export const inTransaction = <T>(db: DB, work: () => T): T => db.transaction(work).immediate();
