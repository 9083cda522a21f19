import { accounts } from './migrations/001-accounts';
import { shop } from './migrations/002-shop';
import { ordersAndCodes } from './migrations/003-orders-and-codes';
import { holdsAndLimits } from './migrations/011-holds-and-limits';
import { staff } from './migrations/014-staff';
import { refunds } from './migrations/015-refunds';

// Ordered schema migrations. A migration is never edited once shipped: add a new one instead.
// Times are INTEGER milliseconds since the epoch; money is INTEGER cents.
export interface Migration {
  name: string;
  sql: string;
  /** the migration drops and recreates a table that other tables refer to */
  rebuildsTables?: boolean;
}

/** In order of their number, one file per group (named by its first); a new one goes at the end of the newest file. */
export const migrations: Migration[] = [...accounts, ...shop, ...ordersAndCodes, ...holdsAndLimits, ...staff, ...refunds];
