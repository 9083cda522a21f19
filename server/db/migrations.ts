// Ordered schema migrations. A migration is never edited once shipped: add a new one instead.
// Times are INTEGER milliseconds since the epoch; money is INTEGER cents.
export interface Migration {
  name: string;
  sql: string;
  /** the migration drops and recreates a table that other tables refer to */
  rebuildsTables?: boolean;
}

export const migrations: Migration[] = [
  {
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
  },
  {
    name: '002_shop',
    sql: `
      -- Mirrors the CMS events (demo-pages/content/events.json); synced on start and when the file changes.
      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        slug TEXT NOT NULL,
        title TEXT NOT NULL,
        price_cents INTEGER NOT NULL,
        shirt_price_cents INTEGER NOT NULL,
        free_shirt INTEGER NOT NULL DEFAULT 0,
        initial_stock INTEGER NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        ended_flag INTEGER NOT NULL DEFAULT 0,
        location TEXT NOT NULL DEFAULT '',
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE vouchers (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        amount_cents INTEGER NOT NULL,
        valid_until INTEGER,
        max_uses INTEGER,
        uses INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE gift_cards (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        code TEXT UNIQUE,
        amount_cents INTEGER NOT NULL,
        balance_cents INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'failed', 'canceled', 'expired')),
        is_gift INTEGER NOT NULL DEFAULT 0,
        buyer_first_name TEXT NOT NULL DEFAULT '',
        buyer_last_name TEXT NOT NULL DEFAULT '',
        buyer_email TEXT NOT NULL DEFAULT '',
        recipient_first_name TEXT NOT NULL DEFAULT '',
        recipient_last_name TEXT NOT NULL DEFAULT '',
        recipient_email TEXT NOT NULL DEFAULT '',
        expires_at INTEGER,
        paid_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE carts (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        coupon_code TEXT,
        giftcard_code TEXT,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE cart_items (
        user_id INTEGER NOT NULL REFERENCES carts(user_id) ON DELETE CASCADE,
        event_id INTEGER NOT NULL REFERENCES events(id),
        profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        with_shirt INTEGER NOT NULL DEFAULT 0,
        shirt_size TEXT NOT NULL DEFAULT 'none',
        position INTEGER NOT NULL,
        PRIMARY KEY (user_id, event_id, profile_id)
      );
      -- An order holds places while it is paid, or open/pending and reserved_until lies ahead.
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        event_id INTEGER NOT NULL REFERENCES events(id),
        status TEXT NOT NULL CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
        base_cents INTEGER NOT NULL,
        voucher_cents INTEGER NOT NULL DEFAULT 0,
        giftcard_cents INTEGER NOT NULL DEFAULT 0,
        total_cents INTEGER NOT NULL,
        voucher_id INTEGER REFERENCES vouchers(id),
        gift_card_id INTEGER REFERENCES gift_cards(id),
        reserved_until INTEGER NOT NULL,
        paid_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX orders_user ON orders(user_id, status);
      CREATE INDEX orders_event ON orders(event_id, status);
      CREATE INDEX orders_gift_card ON orders(gift_card_id, status);
      -- Price snapshot at checkout: later CMS price changes do not touch an order.
      CREATE TABLE order_items (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        profile_id INTEGER NOT NULL REFERENCES profiles(id),
        with_shirt INTEGER NOT NULL,
        shirt_size TEXT NOT NULL,
        free_shirt INTEGER NOT NULL,
        price_cents INTEGER NOT NULL,
        shirt_price_cents INTEGER NOT NULL
      );
      CREATE INDEX order_items_order ON order_items(order_id);
      CREATE TABLE tickets (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        order_item_id INTEGER UNIQUE REFERENCES order_items(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        event_id INTEGER NOT NULL REFERENCES events(id),
        profile_id INTEGER NOT NULL REFERENCES profiles(id),
        feedback_text TEXT,
        trainer_name TEXT,
        trainer_photo TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX tickets_user ON tickets(user_id);
      -- Our side of a payment; the provider's own state lives with the provider.
      CREATE TABLE payments (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        provider TEXT NOT NULL,
        provider_id TEXT NOT NULL UNIQUE,
        order_id INTEGER REFERENCES orders(id),
        gift_card_id INTEGER REFERENCES gift_cards(id),
        amount_cents INTEGER NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      -- State of the built-in test payment provider (stands in for Mollie's side).
      CREATE TABLE test_provider_payments (
        id TEXT PRIMARY KEY,
        amount_cents INTEGER NOT NULL,
        description TEXT NOT NULL,
        redirect_url TEXT NOT NULL,
        webhook_url TEXT NOT NULL,
        status TEXT NOT NULL,
        form_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE mails (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT NOT NULL,
        links TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    // A 'paid' that arrives after the order's places, gift-card amount or voucher use were released
    // (canceled, expired, reservation run out) and taken by someone else must not oversell: the
    // order becomes refund_needed (refund_reason says why) and gets no tickets. SQLite cannot change
    // a CHECK constraint, so the table is rebuilt (https://sqlite.org/lang_altertable.html#otheralter).
    name: '003_order_refund_needed',
    rebuildsTables: true,
    sql: `
      CREATE TABLE orders_new (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        event_id INTEGER NOT NULL REFERENCES events(id),
        status TEXT NOT NULL CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refund_needed')),
        base_cents INTEGER NOT NULL,
        voucher_cents INTEGER NOT NULL DEFAULT 0,
        giftcard_cents INTEGER NOT NULL DEFAULT 0,
        total_cents INTEGER NOT NULL,
        voucher_id INTEGER REFERENCES vouchers(id),
        gift_card_id INTEGER REFERENCES gift_cards(id),
        reserved_until INTEGER NOT NULL,
        paid_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        -- with status refund_needed: sold_out, already_registered, gift_card or voucher
        refund_reason TEXT
      );
      INSERT INTO orders_new (id, uuid, user_id, event_id, status, base_cents, voucher_cents, giftcard_cents, total_cents,
          voucher_id, gift_card_id, reserved_until, paid_at, created_at, updated_at)
        SELECT id, uuid, user_id, event_id, status, base_cents, voucher_cents, giftcard_cents, total_cents,
          voucher_id, gift_card_id, reserved_until, paid_at, created_at, updated_at FROM orders;
      DROP TABLE orders;
      ALTER TABLE orders_new RENAME TO orders;
      CREATE INDEX orders_user ON orders(user_id, status);
      CREATE INDEX orders_event ON orders(event_id, status);
      CREATE INDEX orders_gift_card ON orders(gift_card_id, status);
      CREATE INDEX orders_voucher ON orders(voucher_id, status);
    `,
  },
  {
    // One checkout per parent at a time (domain/checkout.ts; a row here while it runs; token = the
    // holder, so a request that outlived the lock's lifetime cannot release its successor's lock),
    // and an order replaced by a newer checkout remembers it: a payment of it that is paid anyway is
    // refunded, never honoured next to the newer order.
    name: '004_checkout_locks',
    sql: `
      CREATE TABLE checkout_locks (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        token TEXT NOT NULL,
        locked_at INTEGER NOT NULL
      );
      ALTER TABLE orders ADD COLUMN replaced_by INTEGER REFERENCES orders(id);
    `,
  },
  // An optional personal message from the buyer to the recipient (plain text, ≤ 300 characters).
  { name: '005_gift_card_message', sql: `ALTER TABLE gift_cards ADD COLUMN message TEXT NOT NULL DEFAULT '';` },
  {
    // A short order number for parents and the operator ('SV-4821'), unique. Orders from before
    // get one from their id; new ones a random number (domain/checkout.ts).
    // Named 006: 004 and 005 are taken by other branches (checkout locks, gift-card message).
    name: '006_order_number',
    sql: `
      ALTER TABLE orders ADD COLUMN number TEXT;
      UPDATE orders SET number = 'SV-' || printf('%07d', id) WHERE number IS NULL;
      CREATE UNIQUE INDEX orders_number ON orders(number);
    `,
  },
  // 'Speelt niet bij een club': a child without a club can be complete (spec §3 "Child profile").
  { name: '007_profile_no_club', sql: `ALTER TABLE profiles ADD COLUMN no_club INTEGER NOT NULL DEFAULT 0;` },
  {
    // One gift-card purchase, one payment (domain/gift-cards.ts): the same purchase asked again by
    // the same visitor (a double click, a retry after a lost answer) gets the payment already made.
    name: '008_gift_card_purchase_key',
    sql: `
      ALTER TABLE gift_cards ADD COLUMN purchase_key TEXT;
      ALTER TABLE payments ADD COLUMN checkout_url TEXT;
      CREATE INDEX gift_cards_purchase_key ON gift_cards(purchase_key);
    `,
  },
  {
    // Mail leaves over SMTP (server/mail/sender.ts): a row is queued in the same transaction as what
    // caused it, claimed before it is sent, retried with backoff, and marked sent or failed. Rows
    // from before, and every row written without SMTP_URL, stay 'local' (shown in the outbox only).
    name: '009_mail_delivery',
    sql: `
      ALTER TABLE mails ADD COLUMN status TEXT NOT NULL DEFAULT 'local';
      ALTER TABLE mails ADD COLUMN message_id TEXT;
      ALTER TABLE mails ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE mails ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mails ADD COLUMN next_attempt_at INTEGER;
      ALTER TABLE mails ADD COLUMN claimed_by TEXT;
      ALTER TABLE mails ADD COLUMN claimed_at INTEGER;
      ALTER TABLE mails ADD COLUMN sent_at INTEGER;
      ALTER TABLE mails ADD COLUMN last_error TEXT;
      CREATE INDEX mails_delivery ON mails(status, next_attempt_at);
    `,
  },
  {
    // A short number on the gift-card receipt for people ('CB-4821'), like the orders' 'SV-…', instead
    // of the uuid. Cards from before get one from their id; new ones a random number (domain/gift-cards.ts).
    name: '010_gift_card_number',
    sql: `
      ALTER TABLE gift_cards ADD COLUMN number TEXT;
      UPDATE gift_cards SET number = 'CB-' || printf('%07d', id) WHERE number IS NULL;
      CREATE UNIQUE INDEX gift_cards_number ON gift_cards(number);
    `,
  },
  {
    // Places held before payment (spec §4 "Cart"; docs/rules.md "Held places"): a child in the cart
    // holds its place for CART_HOLD_MINUTES, a waiting-list offer for WAITLIST_OFFER_HOURS. One hold
    // per child and event. The waiting list hands freed places out in the order families joined.
    name: '011_place_holds_waiting_list',
    sql: `
      CREATE TABLE waiting_list (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        event_id INTEGER NOT NULL REFERENCES events(id),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('waiting', 'offered', 'claimed', 'expired')),
        offer_expires_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX waiting_list_active ON waiting_list(event_id, profile_id) WHERE status IN ('waiting', 'offered');
      CREATE INDEX waiting_list_event ON waiting_list(event_id, status, id);
      CREATE INDEX waiting_list_user ON waiting_list(user_id);
      CREATE TABLE place_holds (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events(id),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        -- the waiting-list offer this hold came from, or null for a place taken in the cart
        waiting_entry_id INTEGER REFERENCES waiting_list(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (event_id, profile_id)
      );
      CREATE INDEX place_holds_event ON place_holds(event_id, expires_at);
      CREATE INDEX place_holds_user ON place_holds(user_id, event_id);
      CREATE INDEX place_holds_expiry ON place_holds(expires_at);
      CREATE INDEX order_items_profile ON order_items(profile_id);
    `,
  },
  {
    // A voucher's uses per parent (domain/codes.ts); null: no limit. The demo's WELKOM10 is a welcome, once per parent.
    name: '012_voucher_uses_per_parent',
    sql: `ALTER TABLE vouchers ADD COLUMN max_uses_per_user INTEGER; UPDATE vouchers SET max_uses_per_user = 1 WHERE code = 'WELKOM10';`,
  },
  {
    // A payment is recorded as an attempt before the provider is asked to create it; its uuid is the
    // Idempotency-Key, so a process that dies mid-call leaves a row the next start can finish with
    // the same key (domain/payment-recovery.ts). cart_key: a second checkout of the same cart gets
    // the still-open payment back. The test provider keeps the keys as Mollie does.
    name: '013_payment_attempts',
    sql: `
      CREATE TABLE payment_attempts (
        payment_uuid TEXT PRIMARY KEY,
        order_id INTEGER REFERENCES orders(id),
        gift_card_id INTEGER REFERENCES gift_cards(id),
        amount_cents INTEGER NOT NULL,
        request TEXT NOT NULL,
        cart_key TEXT,
        owner TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      ALTER TABLE payments ADD COLUMN cart_key TEXT;
      ALTER TABLE test_provider_payments ADD COLUMN idempotency_key TEXT;
      CREATE UNIQUE INDEX test_provider_payments_key ON test_provider_payments(idempotency_key);
    `,
  },
];
