// The dashboard's events (spec §2 "Dashboard details"): the API's tickets with their CMS events.
import { atom, onMount, task } from 'nanostores';
import { getUserEvents } from '../../../shared/api/user';
import type { UserEvent } from '../../../shared/contract/user';
import { fetchEventsByExternalIds, type DashboardEvent } from '../../../shared/cms/events-by-ids';
import { setError } from '../../../shared/stores/ui';
import { enrich, splitEvents, type DashboardData } from '../dashboard-rules';

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
