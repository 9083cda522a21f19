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
  cacheStatements(db);
  migrate(db);
  return db;
}

/** More distinct SQL texts than this are prepared afresh each time (a list of `?` built per call). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * `db.prepare` answers the statement it prepared before for the same SQL: compiling it again on
 * every call was the largest share of a request's CPU in the opening-minute rush (docs/rules.md
 * "Sales opening", measured with `npm run bench:rush`). Safe because better-sqlite3 runs a statement to the end synchronously (nothing
 * here uses `.iterate()`); `.pluck()` is a statement's mode, so it is switched off on the way out
 * and a caller that wants it asks again, as every caller does.
 */
function cacheStatements(db: DB): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  const cached = (sql: string): Database.Statement => {
    let statement = cache.get(sql);
    if (statement) {
      if (statement.reader) statement.pluck(false);
      return statement;
    }
    statement = prepare(sql);
    if (cache.size < STATEMENT_CACHE_SIZE) cache.set(sql, statement);
    return statement;
  };
  db.prepare = cached as DB['prepare'];
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
