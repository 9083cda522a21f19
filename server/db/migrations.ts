import { accounts } from './migrations/001-accounts';
import { shop } from './migrations/002-shop';
import { orderRefundNeeded } from './migrations/003-order-refund-needed';
import { checkoutLocks } from './migrations/004-checkout-locks';
import { giftCardMessage } from './migrations/005-gift-card-message';
import { orderNumber } from './migrations/006-order-number';
import { profileNoClub } from './migrations/007-profile-no-club';
import { giftCardPurchaseKey } from './migrations/008-gift-card-purchase-key';
import { mailDelivery } from './migrations/009-mail-delivery';
import { giftCardNumber } from './migrations/010-gift-card-number';
import { placeHoldsWaitingList } from './migrations/011-place-holds-waiting-list';
import { voucherUsesPerParent } from './migrations/012-voucher-uses-per-parent';
import { paymentAttempts } from './migrations/013-payment-attempts';
import { staff } from './migrations/014-staff';
import { refunds } from './migrations/015-refunds';
import { accountErasure } from './migrations/016-account-erasure';
import { eventReminders } from './migrations/017-event-reminders';
import { fairRush } from './migrations/018-fair-rush';
import { serverSecrets } from './migrations/019-server-secrets';
import { ticketAnswers } from './migrations/020-ticket-answers';
import { rushIndexes } from './migrations/021-rush-indexes';
import { ticketAnswersChanged } from './migrations/022-ticket-answers-changed';

// Ordered schema migrations. A migration is never edited once shipped: add a new one instead.
// Times are INTEGER milliseconds since the epoch; money is INTEGER cents.
export interface Migration {
  name: string;
  sql: string;
  /** the migration drops and recreates a table that other tables refer to */
  rebuildsTables?: boolean;
}

/**
 * In order of their number, one file each (server/db/migrations/NNN-name.ts) with its SQL written out as
 * shipped; test/server/migrations-frozen.test.ts keeps a checksum of each, so a shipped one is never edited.
 */
export const migrations: Migration[] = [
  accounts,
  shop,
  orderRefundNeeded,
  checkoutLocks,
  giftCardMessage,
  orderNumber,
  profileNoClub,
  giftCardPurchaseKey,
  mailDelivery,
  giftCardNumber,
  placeHoldsWaitingList,
  voucherUsesPerParent,
  paymentAttempts,
  staff,
  refunds,
  accountErasure,
  eventReminders,
  fairRush,
  serverSecrets,
  ticketAnswers,
  rushIndexes,
  ticketAnswersChanged,
];
