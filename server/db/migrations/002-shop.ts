import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
export const shop: Migration = {
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
};
