// Demo data: the demo parent with two children and tickets (past ones with trainer feedback),
// demo vouchers and gift cards. Runs on every start and only adds what is missing.
import type { DB } from './database';
import { findEventByUuid } from './events';
import { seedStaff } from '../domain/staff/accounts';
import { createUser } from '../domain/users';
import { findUserByEmail } from './users';
import { uuid } from '../lib/crypto';

export const DEMO_EMAIL = 'demo@example.nl';
export const DEMO_PASSWORD = 'demo1234';
/** The demo staff account (development only; production seeds no staff). */
export const DEMO_STAFF_EMAIL = 'beheer@example.nl';
export const DEMO_STAFF_PASSWORD = 'beheer1234';

/** Codes documented in server/API.md. */
export const DEMO_CODES = {
  voucher: 'WELKOM10',
  expiredVoucher: 'ZOMER2024',
  giftCard: 'KADO-DEMO-2026',
  emptyGiftCard: 'KADO-LEEG-2025',
  expiredGiftCard: 'KADO-OUD-2024',
};

const SEM = {
  first_name: 'Sem',
  last_name: 'de Vries',
  birthdate: '14-03-2015',
  gender: 'm',
  club: 'VV De Meern',
  team: 'JO12-1',
  position: 'Middenvelder',
  street: 'Lindenlaan',
  house_number: '12',
  postal_code: '3451 AB',
  city: 'Utrecht',
  country: 'Nederland',
  needs_medical_attention: 0,
  family_doctor: 'Huisartsenpraktijk De Linde, Utrecht',
  additional_info: '',
  allergies: '',
  group_preference: 'Graag bij zijn vriend Daan Smit',
  contact_phone: '06 12345678',
};
// Incomplete on purpose (no address, doctor, club…), so the dashboard shows 'Missende gegevens'.
const LOTTE = {
  first_name: 'Lotte',
  last_name: 'de Vries',
  birthdate: '02-09-2017',
  gender: 'f',
  club: '',
  team: '',
  position: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  country: '',
  needs_medical_attention: 1,
  family_doctor: '',
  additional_info: 'Draagt een bril tijdens het sporten.',
  allergies: "Pinda's",
  group_preference: '',
  contact_phone: '',
};

const EVENTS = {
  zomer2027: 'de9a7b5e-52df-41d4-9474-cde4ad35960e',
  herfst2026: '1fe36a2a-8352-4125-a303-b6896aedfd64',
  keeperWinter2026: '6b99c670-7c95-4de6-91b2-d12e45c6f83c',
  zomer2025: '15956ad1-577c-4451-b805-732855b7d3e8',
};

interface SeedTicket {
  child: 'sem' | 'lotte';
  feedback?: { text: string; trainer: string; photo: string };
}

const TICKETS: Array<{ event: string; paidAt: string; tickets: SeedTicket[] }> = [
  {
    event: EVENTS.zomer2025,
    paidAt: '2025-04-02T19:12:00+02:00',
    tickets: [
      {
        child: 'sem',
        feedback: {
          text: 'Sem was de hele week enthousiast en hielp jongere kinderen met de oefeningen. Zijn passing is sterk verbeterd; blijf oefenen met je linkerbeen!',
          trainer: 'Mark Jansen',
          photo: '/assets/img/trainer-mark.svg',
        },
      },
      {
        child: 'lotte',
        feedback: {
          text: 'Lotte durfde steeds meer en scoorde in de finale haar eerste doelpunt. Een echte doorzetter.',
          trainer: 'Fatima Bakker',
          photo: '/assets/img/trainer-fatima.svg',
        },
      },
    ],
  },
  {
    event: EVENTS.keeperWinter2026,
    paidAt: '2026-01-08T20:30:00+01:00',
    tickets: [
      {
        child: 'sem',
        feedback: {
          text: 'Mooie reflexen en een goede uittrap. Let bij hoge ballen op je timing; die oefening kun je thuis met een tennisbal doen.',
          trainer: 'Joost Kramer',
          photo: '/assets/img/trainer-joost.svg',
        },
      },
    ],
  },
  // Feedback not written yet: the dashboard shows the ticket without a feedback text.
  { event: EVENTS.herfst2026, paidAt: '2026-09-15T09:45:00+02:00', tickets: [{ child: 'lotte' }] },
  { event: EVENTS.zomer2027, paidAt: '2026-11-02T21:05:00+01:00', tickets: [{ child: 'sem' }] },
];

export async function seed(db: DB, now: number, options: { staff?: boolean } = {}): Promise<void> {
  seedCodes(db, now);
  if (options.staff ?? true) await seedStaff(db, DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, now);
  if (findUserByEmail(db, DEMO_EMAIL)) return;
  const user = await createUser(
    db,
    { email: DEMO_EMAIL, password: DEMO_PASSWORD, first_name: 'Anna', last_name: 'de Vries', phone: '06 12345678' },
    now,
  );
  if (!user) return; // created by a parallel start
  db.transaction(() => {
    const insertProfile = db.prepare(`
      INSERT INTO profiles (uuid, user_id, first_name, last_name, birthdate, gender, club, team, position, street, house_number,
        postal_code, city, country, needs_medical_attention, family_doctor, additional_info, allergies, group_preference,
        contact_phone, created_at, updated_at)
      VALUES (@uuid, @user_id, @first_name, @last_name, @birthdate, @gender, @club, @team, @position, @street, @house_number,
        @postal_code, @city, @country, @needs_medical_attention, @family_doctor, @additional_info, @allergies, @group_preference,
        @contact_phone, @now, @now)`);
    const children = {
      sem: Number(insertProfile.run({ ...SEM, uuid: uuid(), user_id: user.id, now }).lastInsertRowid),
      lotte: Number(insertProfile.run({ ...LOTTE, uuid: uuid(), user_id: user.id, now }).lastInsertRowid),
    };
    for (const order of TICKETS) {
      const event = findEventByUuid(db, order.event);
      if (!event) continue;
      const paidAt = Date.parse(order.paidAt);
      const base = order.tickets.length * event.price_cents;
      const orderId = Number(
        db
          .prepare(
            `INSERT INTO orders (uuid, user_id, event_id, status, base_cents, total_cents, reserved_until, paid_at, created_at, updated_at)
             VALUES (?, ?, ?, 'paid', ?, ?, ?, ?, ?, ?)`,
          )
          .run(uuid(), user.id, event.id, base, base, paidAt, paidAt, paidAt, paidAt).lastInsertRowid,
      );
      // the demo's orders get a number like every order (the dashboard lists them), in the style of migration 006
      db.prepare("UPDATE orders SET number = 'SV-' || printf('%07d', id) WHERE id = ? AND number IS NULL").run(orderId);
      for (const t of order.tickets) {
        const itemId = Number(
          db
            .prepare(
              `INSERT INTO order_items (order_id, profile_id, with_shirt, shirt_size, free_shirt, price_cents, shirt_price_cents)
               VALUES (?, ?, 0, 'none', ?, ?, 0)`,
            )
            .run(orderId, children[t.child], event.free_shirt, event.price_cents).lastInsertRowid,
        );
        db.prepare(
          `INSERT INTO tickets (uuid, order_item_id, user_id, event_id, profile_id, feedback_text, trainer_name, trainer_photo, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          uuid(),
          itemId,
          user.id,
          event.id,
          children[t.child],
          t.feedback?.text ?? null,
          t.feedback?.trainer ?? null,
          t.feedback?.photo ?? null,
          paidAt,
        );
      }
    }
  }).immediate();
}

function seedCodes(db: DB, now: number): void {
  const voucher = db.prepare(
    'INSERT OR IGNORE INTO vouchers (code, amount_cents, valid_until, max_uses, max_uses_per_user) VALUES (?, ?, ?, ?, ?)',
  );
  // the welcome discount: once per parent, no limit in total
  voucher.run(DEMO_CODES.voucher, 1000, Date.parse('2027-12-31T23:59:59+01:00'), null, 1);
  voucher.run(DEMO_CODES.expiredVoucher, 1500, Date.parse('2024-09-01T00:00:00+02:00'), null, null);
  const card = db.prepare(`
    INSERT OR IGNORE INTO gift_cards (uuid, code, amount_cents, balance_cents, status, buyer_first_name, buyer_last_name, buyer_email,
      recipient_first_name, recipient_last_name, recipient_email, expires_at, paid_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'active', 'Demo', 'Cadeaubon', 'demo@example.nl', 'Demo', 'Cadeaubon', 'demo@example.nl', ?, ?, ?, ?)`);
  card.run(uuid(), DEMO_CODES.giftCard, 5000, 5000, Date.parse('2027-12-31T23:59:59+01:00'), now, now, now);
  card.run(uuid(), DEMO_CODES.emptyGiftCard, 2500, 0, Date.parse('2027-12-31T23:59:59+01:00'), now, now, now);
  card.run(uuid(), DEMO_CODES.expiredGiftCard, 2500, 2500, Date.parse('2025-01-01T00:00:00+01:00'), now, now, now);
}
