import { atom, onMount, task } from 'nanostores';
import { getUserEvents } from '../../shared/api/user';
import { getUserOrders } from '../../shared/api/orders';
import type { Order } from '../../shared/contract/order';
import { setError } from '../../shared/stores/ui';
import type { Ticket, UserEvent } from '../../shared/contract/user';
import type { Profile } from '../../shared/contract/profile';
import type { NewChild } from '../../shared/stores/session';
import { fetchEventsByExternalIds, type DashboardEvent } from '../../shared/cms/events-by-ids';
import { fetchFooterNavigation, type FooterNavigation } from '../../shared/cms/footer';

/** One event on the dashboard: the API's entry with its tickets, enriched from the CMS (spec §3). */
export interface DashboardEntry {
  /** the event's external id */
  uuid: string;
  /** the CMS event; null when the CMS does not know it (or could not be reached) */
  event: DashboardEvent | null;
  tickets: Ticket[];
}

export interface DashboardData {
  upcoming: DashboardEntry[];
  past: DashboardEntry[];
}

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

/** spec §2 "Dashboard details": past when the end date lies before now. Without CMS dates: upcoming. */
export function isPast(event: DashboardEvent | null, now: number): boolean {
  const end = time(event?.endDate) ?? time(event?.eventFinished) ?? time(event?.startDate);
  return end !== null && end < now;
}

/** Splits the entries into upcoming (soonest first) and past (latest first). */
export function splitEvents(entries: DashboardEntry[], now: number): DashboardData {
  const start = (entry: DashboardEntry) => time(entry.event?.startDate) ?? Number.MAX_SAFE_INTEGER;
  const upcoming = entries.filter((e) => !isPast(e.event, now)).sort((a, b) => start(a) - start(b));
  const past = entries.filter((e) => isPast(e.event, now)).sort((a, b) => start(b) - start(a));
  return { upcoming, past };
}

/** Joins the API's entries with the CMS events by external id. */
export function enrich(entries: UserEvent[], events: DashboardEvent[]): DashboardEntry[] {
  const byId = new Map(events.map((event) => [event.external_id, event]));
  return entries.map((entry) => ({ uuid: entry.uuid, event: byId.get(entry.uuid) ?? null, tickets: entry.tickets }));
}

/** The dashboard's events; `undefined` while loading, `null` when they could not be loaded. */
export const $dashboard = atom<DashboardData | null | undefined>(undefined);

/**
 * GET /api/user/events, then ONE GraphQL request for all their events (eventsByExternalIds).
 * A failing CMS still shows the tickets (with a general error); a failing API shows the error only.
 */
export function loadDashboard(): Promise<void> {
  return task(async () => {
    let entries: UserEvent[];
    try {
      entries = await getUserEvents();
    } catch (error) {
      // not the empty state: "no tickets" would be untrue; the general error box says what went wrong
      $dashboard.set(null);
      await setError(error);
      return;
    }
    let events: DashboardEvent[] = [];
    try {
      events = await fetchEventsByExternalIds(entries.map((entry) => entry.uuid));
    } catch (error) {
      await setError(error);
    }
    const data = splitEvents(enrich(entries, events), Date.now());
    $dashboard.set(data);
    $ticketedChildren.set(new Set(data.upcoming.flatMap((entry) => entry.tickets.map((ticket) => ticket.profile.uuid))));
  });
}

/**
 * The children with a ticket for an upcoming event, as far as this page knows (the dashboard loaded
 * them; not asked for otherwise). The incomplete-profile banner says 'het evenement' only for them.
 */
export const $ticketedChildren = atom<ReadonlySet<string>>(new Set());

onMount($dashboard, () => {
  void loadDashboard();
  return () => $dashboard.set(undefined);
});

/**
 * The parent's orders (GET /api/user/orders), newest first; `undefined` while loading, `null` when there is
 * no list: an API without this call (the operator's backend may gain it later) shows no orders section,
 * and no error either, as the events above already say what failed (DESIGN.md "New API fields are optional").
 */
export const $orders = atom<Order[] | null | undefined>(undefined);

export function loadOrders(): Promise<void> {
  return task(async () => {
    try {
      $orders.set(await getUserOrders());
    } catch {
      $orders.set(null);
    }
  });
}

onMount($orders, () => {
  void loadOrders();
  return () => $orders.set(undefined);
});

/**
 * The e-mail address typed on the login, forgot-password or reset form, so that the next of these
 * forms starts with it (a parent who forgot the password has just typed the address on the login
 * page). In memory only, for this page: not in the URL, where it would end up in logs and history.
 */
export const $typedEmail = atom('');

/** The account widget's own stores back to their start (tests, via resetStores). */
export function resetAccountStores(): void {
  $typedEmail.set('');
  $dashboard.set(undefined);
  $orders.set(undefined);
  $ticketedChildren.set(new Set());
  $footer.set(null);
}

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'nl', { sensitivity: 'base' }) === 0;

/** Whether a child with this first and last name is in the list already (case and accents aside: 'Sem de Vries', 'sem De Vries'). */
export function hasChildNamed(profiles: readonly Profile[], child: NewChild): boolean {
  return profiles.some((profile) => sameName(profile.first_name, child.first_name) && sameName(profile.last_name, child.last_name));
}

/** The CMS footer of the account area (asked for only when the element shows it, see AccountFooter). */
export const $footer = atom<FooterNavigation | null>(null);

export function loadFooter(): Promise<void> {
  return task(async () => {
    try {
      $footer.set(await fetchFooterNavigation());
    } catch {
      // The footer is decoration: without the CMS the account still works, so no error box for it.
      $footer.set(null);
    }
  });
}

onMount($footer, () => {
  void loadFooter();
});
