// A small fake of the shop API and the CMS (contract shapes), installed as `fetch`: the network edge
// of the order widget's component tests. Each test changes `shop` to set the scene.
import { vi } from 'vitest';
import type { Cart, CartItem } from '../../../shared/contract/cart';
import type { Profile } from '../../../shared/contract/profile';
import type { Order } from '../../../shared/contract/order';
import type { UserEvent } from '../../../shared/contract/user';
import type { CmsEvent } from '../../../shared/cms/event';
import type { OrderFlow } from '../../../shared/contract/cms';

export const EVENT_UUID = 'de9a7b5e-52df-41d4-9474-cde4ad35960e';

export function event(extra: Partial<CmsEvent> = {}): CmsEvent {
  return {
    id: '101',
    external_id: EVENT_UUID,
    title: 'Voetbalkamp Zomer 2027',
    subtitle: 'Vijf dagen voetballen met echte trainers',
    slug: 'voetbalkamp-zomer-2027',
    url: '/evenementen/voetbalkamp-zomer-2027',
    startDate: '2027-07-19T09:00:00+02:00',
    endDate: '2027-07-23T16:00:00+02:00',
    location: 'Sportpark De Eendracht, Utrecht',
    participantsAge: '7 t/m 12 jaar',
    price: 189,
    free_shirt: false,
    initial_stock: 40,
    shirtTitle: 'Kampshirt 2027',
    shirtPrice: 24.95,
    shirtImage: [{ url: '/assets/img/shirt.svg' }],
    eventFinished: null,
    ended: false,
    ...extra,
  };
}

export function profile(uuid: string, first_name: string, last_name: string, extra: Partial<Profile> = {}): Profile {
  return {
    uuid,
    first_name,
    last_name,
    birthdate: '',
    gender: 'u',
    club: '',
    team: '',
    position: '',
    street: '',
    house_number: '',
    postal_code: '',
    city: '',
    country: '',
    needs_medical_attention: false,
    family_doctor: '',
    additional_info: '',
    allergies: '',
    group_preference: '',
    contact_phone: '',
    complete: false,
    ...extra,
  };
}

export const completeDetails: Partial<Profile> = {
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
  family_doctor: 'Huisartsenpraktijk De Linde',
  contact_phone: '06 12345678',
  complete: true,
};

export const orderFlow: OrderFlow = {
  headerImage: {
    alt: 'Kinderen op het sportveld',
    sources: [375, 750, 1200, 1500, 1920, 2400].map((width) => ({ width, url: `/assets/img/header-order.svg?w=${width}` })),
  },
  textCards: [
    { blockTitle: 'Zo werkt inschrijven', blockSubTitle: null, blockText: '<p>Kies de kinderen.</p>', underText: null },
  ],
  textSucces: { blockTitle: 'Bedankt voor je inschrijving!', blockSubTitle: 'Je inschrijving is rond', blockText: '<p>We hebben je betaling ontvangen.</p>', underText: '<p>Vul de gegevens aan.</p>' },
  textFailed: { blockTitle: 'De betaling is niet gelukt', blockSubTitle: null, blockText: '<p>Er is niets afgeschreven.</p>', underText: null },
};

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface Shop {
  events: CmsEvent[];
  stock: number | null;
  profiles: Profile[];
  items: CartItem[];
  coupon: string | null;
  orders: Order[];
  /** GET /api/user/events: the parent's events with tickets */
  userEvents: UserEvent[];
  calls: Call[];
  /** answer a call differently (return undefined to let the fake answer) */
  override: ((call: Call) => Response | undefined | Promise<Response | undefined>) | null;
}

export const shop: Shop = { events: [], stock: 40, profiles: [], items: [], coupon: null, orders: [], userEvents: [], calls: [], override: null };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function cart(): Cart {
  const base = shop.items.reduce((sum, i) => sum + Number(i.price) + Number(i.shirt_price), 0);
  const discount = shop.coupon ? Math.min(10, base) : 0;
  return {
    items: shop.items,
    meta: {
      base_amount: money(base),
      cart_amount: money(base - discount),
      discount_amount: money(discount),
      coupon_code: shop.coupon,
      giftcard_code: null,
      coupon_amount: money(discount),
      giftcard_amount: '0.00',
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
    if (query.includes('orderFlow')) return json(200, { data: { orderFlow } });
    if (query.includes('socials')) return json(200, { data: { socials: [{ socialUrl: 'https://www.instagram.com/x', fontAwesomeIcon: 'fa-brands fa-instagram', label: 'Instagram' }] } });
    if (query.includes('eventsByExternalIds')) {
      const ids = variables.ids as string[];
      return json(200, { data: { eventsByExternalIds: shop.events.filter((e) => ids.includes(e.external_id)) } });
    }
    if (query.includes('event(')) return json(200, { data: { event: shop.events.find((e) => e.slug === variables.slug) ?? null } });
  }
  if (method === 'GET' && path === '/api/user') return json(200, { data: { uuid: 'u1', first_name: 'Anna', last_name: 'de Vries', full_name: 'Anna de Vries', email: 'anna@example.nl', phone: '0612345678' } });
  if (method === 'GET' && path === '/api/user/profiles') return json(200, { data: shop.profiles });
  if (method === 'GET' && path === '/api/user/events') return json(200, { data: shop.userEvents });
  if (method === 'POST' && path === '/api/profile') {
    profileCount += 1;
    const created = profile(`new-${profileCount}`, String(body.first_name), String(body.last_name));
    shop.profiles.push(created);
    return json(201, { data: created });
  }
  if (method === 'GET' && /^\/api\/events\/[^/]+\/stock$/.test(path)) {
    return shop.stock === null ? json(500, { message: 'Stuk.' }) : json(200, { data: { stock: shop.stock } });
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
    return json(200, { data: cart() });
  }
  const remove = /^\/api\/cart\/items\/([^/]+)\/([^/]+)$/.exec(path);
  if (remove && method === 'DELETE') {
    shop.items = shop.items.filter((i) => !(i.product_id === remove[1] && i.profile_id === remove[2]));
    return json(200, { data: cart() });
  }
  if (method === 'POST' && path === '/api/cart/checkout') return json(200, { data: { payment_url: 'http://localhost:3000/dev/checkout/tr_1', order: 'order-1' } });
  const order = /^\/api\/orders\/([^/]+)$/.exec(path);
  if (order && method === 'GET') {
    const found = shop.orders.find((o) => o.uuid === order[1]);
    return found ? json(200, { data: found }) : json(404, { message: 'Deze bestelling bestaat niet.' });
  }
  return json(404, { message: `Niet in de nep-server: ${method} ${path}` });
}

/** Installs the fake as `fetch` and resets its state. */
export function installShop(scene: Partial<Omit<Shop, 'calls'>> = {}): Shop {
  Object.assign(shop, { events: [event()], stock: 40, profiles: [], items: [], coupon: null, orders: [], userEvents: [], calls: [], override: null }, scene);
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: Call = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
      shop.calls.push(call);
      return (await shop.override?.(call)) ?? answer(call);
    }),
  );
  return shop;
}

export function cartItem(profile_id: string, extra: Partial<CartItem> = {}): CartItem {
  return { product_id: EVENT_UUID, profile_id, with_shirt: false, free_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00', ...extra };
}

/** The calls that change something (not GET, not the CMS). */
export const changes = () => shop.calls.filter((c) => c.method !== 'GET' && c.path !== '/graphql');

/** A ticket of this child for the event (GET /api/user/events). */
export function ticketFor(child: Profile, eventUuid = EVENT_UUID): UserEvent {
  return { uuid: eventUuid, tickets: [{ uuid: `ticket-${child.uuid}`, profile: child, feedback_text: null, trainer_name: null, trainer_photo: null }] };
}

/** An answer the test releases itself: for what the page shows while a call is under way. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
