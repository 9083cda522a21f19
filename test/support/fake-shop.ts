// A small stateful fake of the shop API and the CMS (contract shapes), answering on the one fake
// network (network.ts) for what a test gives no handler. Each test changes `shop` to set the scene.
import type { Cart, CartItem } from '../../shared/contract/cart';
import type { Order } from '../../shared/contract/order';
import type { Profile } from '../../shared/contract/profile';
import type { UserEvent } from '../../shared/contract/user';
import type { CmsEvent } from '../../shared/cms/event';
import type { CheckoutExtras } from '../../shared/cms/checkout-extras';
import type { CmsEventQuestion } from '../../shared/contract/cms';
import { demoUser, event, orderFlow, profile } from './factories';
import { fakeApi, json, type Call } from './network';

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface Shop {
  events: CmsEvent[];
  stock: number | null;
  profiles: Profile[];
  items: CartItem[];
  coupon: string | null;
  /** an applied gift-card code ('CADEAU25' takes € 25 off) */
  giftcard?: string | null;
  orders: Order[];
  /** GET /api/user/events: the parent's events with tickets */
  userEvents: UserEvent[];
  calls: Call[];
  /** the newer CMS fields (shared/cms/checkout-extras.ts); undefined: a CMS that does not know them */
  extras?: CheckoutExtras;
  /** the event's own cancellation sentence in the CMS; undefined: the CMS's events do not carry it */
  eventPolicy?: string | null;
  /** the cart's hold_expires_at (docs/rules.md "Held places"); undefined: an API without the field */
  holdExpiresAt?: string | null;
  /** the stock answer's waiting_list; undefined: an API without the field */
  waitingList?: boolean;
  /** the stock answer's sales_open_at and now (docs/rules.md "Sales opening"); undefined: sign-up is open */
  salesOpening?: { sales_open_at: string; now: string };
  /** the CMS events' questions by slug (docs/rules.md "Questions per event"); undefined: a CMS without them */
  questions?: Record<string, CmsEventQuestion[]>;
  /** answer a call differently (return undefined to let the fake answer) */
  override: ((call: Call) => Response | undefined | Promise<Response | undefined>) | null;
}

export const shop: Shop = {
  events: [],
  stock: 40,
  profiles: [],
  items: [],
  coupon: null,
  orders: [],
  userEvents: [],
  calls: [],
  override: null,
};

function cart(): Cart {
  const base = shop.items.reduce((sum, i) => sum + Number(i.price) + Number(i.shirt_price), 0);
  const coupon = shop.coupon ? Math.min(10, base) : 0;
  const giftcard = shop.giftcard ? Math.min(25, base - coupon) : 0;
  const discount = coupon + giftcard;
  return {
    items: shop.items,
    meta: {
      base_amount: money(base),
      cart_amount: money(base - discount),
      discount_amount: money(discount),
      coupon_code: shop.coupon,
      giftcard_code: shop.giftcard ?? null,
      coupon_amount: money(coupon),
      giftcard_amount: money(giftcard),
      ...(shop.holdExpiresAt === undefined ? {} : { hold_expires_at: shop.holdExpiresAt }),
    },
  };
}

let profileCount = 0;

function answer(call: Call): Response {
  const { method, path } = call;
  const body = (call.body ?? {}) as Record<string, unknown>;
  if (path === '/graphql') {
    const query = String(body.query);
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    if (query.includes('OrderExtras')) {
      if (!shop.extras) return json(200, { errors: [{ message: 'Cannot query field "minAge" on type "Event".' }] });
      const { minAge, maxAge, cancellationPolicy, contact } = shop.extras;
      const own = shop.eventPolicy === undefined ? {} : { cancellationPolicy: shop.eventPolicy };
      return json(200, { data: { event: { minAge, maxAge, ...own }, orderFlow: { cancellationPolicy, contact } } });
    }
    if (query.includes('EventQuestions')) {
      if (!shop.questions) return json(200, { errors: [{ message: 'Cannot query field "questions" on type "Event".' }] });
      const found = shop.events.find((e) => e.slug === variables.slug);
      return json(200, {
        data: { event: found ? { external_id: found.external_id, questions: shop.questions[found.slug ?? ''] ?? [] } : null },
      });
    }
    if (query.includes('orderFlow')) return json(200, { data: { orderFlow } });
    if (query.includes('socials'))
      return json(200, {
        data: { socials: [{ socialUrl: 'https://www.instagram.com/x', fontAwesomeIcon: 'fa-brands fa-instagram', label: 'Instagram' }] },
      });
    if (query.includes('eventsByExternalIds')) {
      const ids = variables.ids as string[];
      return json(200, { data: { eventsByExternalIds: shop.events.filter((e) => ids.includes(e.external_id)) } });
    }
    if (query.includes('event(')) return json(200, { data: { event: shop.events.find((e) => e.slug === variables.slug) ?? null } });
  }
  if (method === 'GET' && path === '/api/user') return json(200, { data: { ...demoUser, uuid: 'u1' } });
  if (method === 'GET' && path === '/api/user/profiles') return json(200, { data: shop.profiles });
  if (method === 'GET' && path === '/api/user/events') return json(200, { data: shop.userEvents });
  if (method === 'POST' && path === '/api/profile') {
    profileCount += 1;
    const created = profile(`new-${profileCount}`, String(body.first_name), String(body.last_name), {
      birthdate: String(body.birthdate ?? ''),
    });
    shop.profiles.push(created);
    return json(201, { data: created });
  }
  if (method === 'GET' && /^\/api\/events\/[^/]+\/stock$/.test(path)) {
    return shop.stock === null
      ? json(500, { message: 'Stuk.' })
      : json(200, {
          data: { stock: shop.stock, ...(shop.waitingList === undefined ? {} : { waiting_list: shop.waitingList }), ...shop.salesOpening },
        });
  }
  if (path === '/api/cart' && method === 'GET') return json(200, { data: cart() });
  if (path === '/api/cart' && method === 'DELETE') {
    shop.items = [];
    shop.coupon = null;
    return json(200, { data: cart() });
  }
  if (path === '/api/cart' && method === 'POST') {
    for (const added of (body.items ?? []) as CartItem[]) {
      const event = shop.events.find((e) => e.external_id === added.product_id);
      const item: CartItem = {
        product_id: added.product_id,
        profile_id: added.profile_id,
        with_shirt: added.with_shirt,
        shirt_size: added.shirt_size,
        free_shirt: event?.free_shirt ?? false,
        price: money(event?.price ?? 0),
        shirt_price: added.with_shirt && !event?.free_shirt ? money(event?.shirtPrice ?? 0) : '0.00',
      };
      shop.items = shop.items.some((i) => i.product_id !== item.product_id) ? [] : shop.items;
      const index = shop.items.findIndex((i) => i.profile_id === item.profile_id);
      if (index === -1) shop.items = [...shop.items, item];
      else shop.items = shop.items.map((i, n) => (n === index ? item : i));
    }
    // contract: null or '' removes a code
    if (body.coupon_code === null || body.coupon_code === '') shop.coupon = null;
    else if (typeof body.coupon_code === 'string') {
      if (body.coupon_code !== 'WELKOM10') {
        const message = 'Deze kortingscode bestaat niet. Controleer de code.';
        return json(422, { message, errors: { coupon_code: [message] } });
      }
      shop.coupon = body.coupon_code;
    }
    if (body.giftcard_code === null || body.giftcard_code === '') shop.giftcard = null;
    else if (typeof body.giftcard_code === 'string') {
      if (body.giftcard_code !== 'CADEAU25') {
        const message = 'Deze cadeauboncode bestaat niet. Controleer de code.';
        return json(422, { message, errors: { giftcard_code: [message] } });
      }
      shop.giftcard = body.giftcard_code;
    }
    return json(200, { data: cart() });
  }
  const remove = /^\/api\/cart\/items\/([^/]+)\/([^/]+)$/.exec(path);
  if (remove && method === 'DELETE') {
    shop.items = shop.items.filter((i) => !(i.product_id === remove[1] && i.profile_id === remove[2]));
    return json(200, { data: cart() });
  }
  if (method === 'PUT' && path === '/api/cart/answers') {
    const given = (body.items ?? []) as { profile_id: string; answers: Record<string, string> }[];
    shop.items = shop.items.map((i) => ({ ...i, answers: given.find((g) => g.profile_id === i.profile_id)?.answers ?? i.answers }));
    return json(200, { data: cart() });
  }
  if (method === 'POST' && path === '/api/cart/hold') return json(200, { data: cart() });
  if (method === 'POST' && path === '/api/cart/checkout')
    return json(200, { data: { payment_url: 'http://localhost:3000/dev/checkout/tr_1', order: 'order-1' } });
  const order = /^\/api\/orders\/([^/]+)$/.exec(path);
  if (order && method === 'GET') {
    const found = shop.orders.find((o) => o.uuid === order[1]);
    return found ? json(200, { data: found }) : json(404, { message: 'Deze bestelling bestaat niet.' });
  }
  return json(404, { message: `Niet in de nep-server: ${method} ${path}` });
}

/** Installs the fake shop as the network (test/support/network.ts) and resets its state. */
export function installShop(scene: Partial<Omit<Shop, 'calls'>> = {}): Shop {
  Object.assign(
    shop,
    {
      events: [event()],
      stock: 40,
      profiles: [],
      items: [],
      coupon: null,
      giftcard: null,
      orders: [],
      userEvents: [],
      extras: undefined,
      eventPolicy: undefined,
      holdExpiresAt: undefined,
      waitingList: undefined,
      salesOpening: undefined,
      questions: undefined,
      override: null,
    },
    scene,
  );
  const network = fakeApi({}, async (call) => (await shop.override?.(call)) ?? answer(call));
  shop.calls = network.calls;
  return shop;
}
/** The calls that change something (not GET, not the CMS). */
export const changes = () => shop.calls.filter((c) => c.method !== 'GET' && c.path !== '/graphql');

/** An answer the test releases itself: for what the page shows while a call is under way. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
