// The cart per parent (contract: GET/POST/DELETE /api/cart, DELETE /api/cart/items/{product}/{profile},
// POST /api/cart/checkout). Nothing is saved when any part of a POST is refused.
import { Hono } from 'hono';
import { AddToCartPayloadSchema } from '../../shared/contract/cart';
import type { FieldErrors } from '../../shared/contract/validation';
import type { AppEnv, Deps } from '../context';
import { cartAnswer, loadCart } from '../domain/cart';
import { checkGiftCard, checkVoucher, findActiveGiftCard, normalizeCode } from '../domain/codes';
import { findEventByUuid, isEnded, type EventRow } from '../domain/events';
import { freePlaces, holdPlaces, releasePlaces } from '../domain/holds';
import { EVENT_ENDED, alreadyRegistered, checkout } from '../domain/orders';
import { CART_FULL, HOLD_NOT_EXTENDED, NOTHING_HELD } from '../domain/waiting-list-texts';
import { findOwnProfile, type ProfileRow } from '../domain/profiles';
import { parseBody } from '../http/body';
import { HttpError, invalid, notFound, tooManyTries } from '../http/errors';
import { clientIp } from '../http/client-ip';
import { countCodeAttempt, tooManyCodes } from '../domain/throttle';
import { requireUserId } from '../http/session';
import { returnSite } from '../http/return-site';

export const EVENT_UNKNOWN = 'Dit evenement bestaat niet. Kies een evenement uit de lijst.';
export const PROFILE_NOT_YOURS = 'Dit kind staat niet in je account. Kies een van je eigen kinderen.';
export const ONE_EVENT = 'Schrijf per keer in voor één evenement. Rond eerst deze inschrijving af.';
export const NOT_IN_CART = 'Dit kind staat niet in je winkelwagen.';

export function cartRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const { db } = deps;

  r.get('/', (c) => c.json({ data: cartAnswer(db, requireUserId(c), deps.now()) }));

  r.post('/', async (c) => {
    const userId = requireUserId(c);
    const input = await parseBody(c, AddToCartPayloadSchema);
    const now = deps.now();
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => {
      (errors[field] ??= []).push(message);
    };

    const resolved: Array<{ event: EventRow; profile: ProfileRow; with_shirt: boolean; shirt_size: string }> = [];
    input.items.forEach((item, i) => {
      const event = findEventByUuid(db, item.product_id);
      if (!event) add(`items.${i}.product_id`, EVENT_UNKNOWN);
      else if (isEnded(event, now)) add(`items.${i}.product_id`, EVENT_ENDED);
      const profile = findOwnProfile(db, userId, item.profile_id);
      if (!profile) add(`items.${i}.profile_id`, PROFILE_NOT_YOURS);
      if (event && profile) {
        const hasTicket = db.prepare('SELECT 1 FROM tickets WHERE event_id = ? AND profile_id = ?').get(event.id, profile.id);
        if (hasTicket) add(`items.${i}.profile_id`, alreadyRegistered(profile.first_name));
        else resolved.push({ event, profile, with_shirt: item.with_shirt, shirt_size: item.shirt_size });
      }
    });
    const eventIds = new Set(resolved.map((x) => x.event.id));
    if (eventIds.size > 1) add('items', ONE_EVENT);

    // The cart keeps one event: items for another event start a new cart.
    const current = loadCart(db, userId);
    const newEvent = resolved[0]?.event;

    const code = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : normalizeCode(value));
    const coupon = code(input.coupon_code);
    const giftcard = code(input.giftcard_code);
    if (coupon) {
      const check = checkVoucher(db, coupon, now, { openOrdersOfUser: userId });
      if (!check.ok) add('coupon_code', check.message);
    }
    if (giftcard) {
      // the same throttle as the balance check: the answer tells whether a code exists (issue 10)
      const attempt = countCodeAttempt(db, clientIp(c, deps.trustedProxies), now);
      if (attempt.wait > 0) {
        const message = tooManyCodes(attempt.wait);
        throw tooManyTries('giftcard_code', message, attempt.wait);
      }
      const check = checkGiftCard(db, giftcard, now, { openOrdersOfUser: userId });
      if (findActiveGiftCard(db, giftcard)) attempt.forgive(); // a code that exists is no guess
      if (!check.ok) add('giftcard_code', check.message);
    }
    if (Object.keys(errors).length) throw invalid(errors);

    if (!resolved.length && coupon === undefined && giftcard === undefined) return c.json({ data: cartAnswer(db, userId, now) });
    db.transaction(() => {
      db.prepare('INSERT INTO carts (user_id, updated_at) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET updated_at = excluded.updated_at').run(
        userId,
        now,
      );
      if (newEvent) {
        for (const l of current.lines) if (l.event.id !== newEvent.id) releasePlaces(db, l.event.id, userId, [l.profile.id]);
        db.prepare('DELETE FROM cart_items WHERE user_id = ? AND event_id != ?').run(userId, newEvent.id);
      }
      let position = (db.prepare('SELECT COALESCE(MAX(position), 0) FROM cart_items WHERE user_id = ?').pluck().get(userId) as number) + 1;
      const upsert = db.prepare(
        `INSERT INTO cart_items (user_id, event_id, profile_id, with_shirt, shirt_size, position) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(user_id, event_id, profile_id) DO UPDATE SET with_shirt = excluded.with_shirt, shirt_size = excluded.shirt_size`,
      );
      for (const x of resolved) upsert.run(userId, x.event.id, x.profile.id, x.with_shirt ? 1 : 0, x.shirt_size, position++);
      if (coupon !== undefined) db.prepare('UPDATE carts SET coupon_code = ? WHERE user_id = ?').run(coupon, userId);
      if (giftcard !== undefined) db.prepare('UPDATE carts SET giftcard_code = ? WHERE user_id = ?').run(giftcard, userId);
      // The places, at step 1 (docs/rules.md "Held places"): the children asked for must get one or
      // nothing is saved; the rest of the cart keeps its places, renewed while places are free.
      const event = newEvent ?? current.lines[0]?.event;
      if (event) {
        const required = resolved.map((x) => x.profile.id);
        const others = current.lines.filter((l) => l.event.id === event.id).map((l) => l.profile.id);
        holdPlaces(deps, { userId, event, required, others, renew: 'while-free', full: () => invalid({ items: [CART_FULL] }) });
      }
    }).immediate();

    return c.json({ data: cartAnswer(db, userId, now) });
  });

  r.delete('/', (c) => {
    const userId = requireUserId(c);
    db.transaction(() => {
      for (const l of loadCart(db, userId).lines) releasePlaces(db, l.event.id, userId, [l.profile.id]);
      db.prepare('DELETE FROM cart_items WHERE user_id = ?').run(userId);
      db.prepare('UPDATE carts SET coupon_code = NULL, giftcard_code = NULL, updated_at = ? WHERE user_id = ?').run(deps.now(), userId);
    }).immediate();
    return c.json({ data: cartAnswer(db, userId, deps.now()) });
  });

  r.delete('/items/:product_id/:profile_id', (c) => {
    const userId = requireUserId(c);
    const event = findEventByUuid(db, c.req.param('product_id'));
    const profile = findOwnProfile(db, userId, c.req.param('profile_id'));
    const removed =
      event && profile
        ? db
            .transaction(() => {
              releasePlaces(db, event.id, userId, [profile.id]);
              return db.prepare('DELETE FROM cart_items WHERE user_id = ? AND event_id = ? AND profile_id = ?').run(userId, event.id, profile.id).changes;
            })
            .immediate()
        : 0;
    if (!removed) throw notFound(NOT_IN_CART);
    return c.json({ data: cartAnswer(db, userId, deps.now()) });
  });

  // 'Houd mijn plekken langer vast': another hold period for the cart, while the event has free places
  r.post('/hold', (c) => {
    const userId = requireUserId(c);
    db.transaction(() => {
      const lines = loadCart(db, userId).lines;
      const event = lines[0]?.event;
      if (!event) throw invalid({ items: [NOTHING_HELD] });
      if (freePlaces(db, event, deps.now()) === 0) throw new HttpError(409, HOLD_NOT_EXTENDED);
      holdPlaces(deps, { userId, event, required: [], others: lines.map((l) => l.profile.id), renew: 'always', full: () => new HttpError(409, HOLD_NOT_EXTENDED) });
    }).immediate();
    return c.json({ data: cartAnswer(db, userId, deps.now()) });
  });

  r.post('/checkout', async (c) => {
    const userId = requireUserId(c);
    return c.json({ data: await checkout(deps, userId, returnSite(c, deps)) });
  });

  return r;
}
