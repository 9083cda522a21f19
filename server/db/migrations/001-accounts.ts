import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
export const accounts: Migration = {
  name: '001_accounts',
  sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        email_normalized TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions(user_id);
      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX password_resets_user ON password_resets(user_id);
      CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        throttle_key TEXT NOT NULL,
        attempted_at INTEGER NOT NULL
      );
      CREATE INDEX login_attempts_key ON login_attempts(throttle_key, attempted_at);
      CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        birthdate TEXT NOT NULL DEFAULT '',
        gender TEXT NOT NULL DEFAULT 'u' CHECK (gender IN ('u', 'm', 'f')),
        club TEXT NOT NULL DEFAULT '',
        team TEXT NOT NULL DEFAULT '',
        position TEXT NOT NULL DEFAULT '',
        street TEXT NOT NULL DEFAULT '',
        house_number TEXT NOT NULL DEFAULT '',
        postal_code TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL DEFAULT '',
        country TEXT NOT NULL DEFAULT '',
        needs_medical_attention INTEGER NOT NULL DEFAULT 0,
        family_doctor TEXT NOT NULL DEFAULT '',
        additional_info TEXT NOT NULL DEFAULT '',
        allergies TEXT NOT NULL DEFAULT '',
        group_preference TEXT NOT NULL DEFAULT '',
        contact_phone TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX profiles_user ON profiles(user_id);
    `,
};
