// Paid tickets written straight into the database for `npm run bench:staff` (scripts/bench/staff.ts):
// a family per ticket (parent, child, paid order, order line, ticket), as a camp looks after it sold
// out, without going through thousands of checkouts. Never used by the server itself.
import type { DB } from './database';

const SIZES = ['116', '128', '140', '152', '164', 'S', 'M', 'L'];

/** `count` families with one paid ticket each for the event; `tag` keeps their addresses apart. */
export function insertBenchTickets(db: DB, eventId: number, priceCents: number, count: number, tag: string, now: number): void {
  const user = db.prepare(
    `INSERT INTO users (uuid, email, email_normalized, password_hash, first_name, last_name, phone, created_at, updated_at)
     VALUES (@uuid, @email, @email, 'bench-no-login', @first, @last, '06 12345678', @now, @now)`,
  );
  const profile = db.prepare(
    `INSERT INTO profiles (uuid, user_id, first_name, last_name, birthdate, gender, contact_phone, needs_medical_attention, allergies,
       family_doctor, additional_info, created_at, updated_at)
     VALUES (@uuid, @user, @first, @last, @birthdate, @gender, '06 87654321', @medical, @allergies, 'Huisarts De Linde', '', @now, @now)`,
  );
  const order = db.prepare(
    `INSERT INTO orders (uuid, user_id, event_id, status, base_cents, total_cents, reserved_until, paid_at, created_at, updated_at, number)
     VALUES (@uuid, @user, @event, 'paid', @price, @price, @now, @now, @now, @now, @number)`,
  );
  const item = db.prepare(
    `INSERT INTO order_items (order_id, profile_id, with_shirt, shirt_size, free_shirt, price_cents, shirt_price_cents)
     VALUES (@order, @profile, @shirt, @size, 0, @price, 2000)`,
  );
  const ticket = db.prepare(
    'INSERT INTO tickets (uuid, order_item_id, user_id, event_id, profile_id, created_at) VALUES (@uuid, @item, @user, @event, @profile, @now)',
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const last = `Familie${tag}${String(i).padStart(4, '0')}`;
      const userId = Number(
        user.run({ uuid: crypto.randomUUID(), email: `${last.toLowerCase()}@bench.example`, first: 'Ouder', last, now }).lastInsertRowid,
      );
      const profileId = Number(
        profile.run({
          uuid: crypto.randomUUID(),
          user: userId,
          first: `Kind${i}`,
          last,
          birthdate: `${String((i % 28) + 1).padStart(2, '0')}-0${(i % 9) + 1}-20${String(10 + (i % 8))}`,
          gender: i % 2 ? 'm' : 'f',
          medical: i % 7 === 0 ? 1 : 0,
          allergies: i % 5 === 0 ? 'Noten' : '',
          now,
        }).lastInsertRowid,
      );
      const orderId = Number(
        order.run({ uuid: crypto.randomUUID(), user: userId, event: eventId, price: priceCents, now, number: `SV-B${tag}-${i}` })
          .lastInsertRowid,
      );
      const itemId = Number(
        item.run({
          order: orderId,
          profile: profileId,
          shirt: i % 3 ? 1 : 0,
          size: i % 3 ? SIZES[i % SIZES.length] : 'none',
          price: priceCents,
        }).lastInsertRowid,
      );
      ticket.run({ uuid: crypto.randomUUID(), item: itemId, user: userId, event: eventId, profile: profileId, now });
    }
  }).immediate();
}
