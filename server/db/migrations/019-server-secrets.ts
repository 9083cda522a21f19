import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// Secrets the server makes itself on its first start and keeps with its data, so every process on the
// file signs alike and a restart keeps what was signed (the device cookies of the login throttle,
// docs/rules.md "§6 Roles and permissions").
export const serverSecrets: Migration = {
  name: '019_server_secrets',
  sql: `
      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
};
