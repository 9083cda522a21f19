// The loader's mechanism (widgets/loader.ts holds only the tag → chunk map). Bundled into the loader
// itself by build.mjs, never into a shared chunk.
// Elements far from the viewport load when they come within reach
// (IntersectionObserver with a margin); the navigation and the route widgets load at once; elements
// added later are found by a MutationObserver. An element's chunk and the shared
// chunks it imports are fetched together (modulepreload, graph written by build.mjs), so
// nothing waits for a chain of downloads. A route that needs a login is decided before its widget's chunk downloads.
import { REQUEST_TIMEOUT_MS, apiBase, shopOrigin } from '../shared/config';
import { GROUP_ELEMENT, ROUTES, routeAt } from '../shared/routes';
import { storeRedirect } from '../shared/redirect';
import { handOverUserAnswer } from '../shared/user-answer';
import { checkShop, notTheShop, watchCsp } from '../shared/setup-check';
import type { SetupHint } from '../shared/contract/setup-hints';

export type Chunks = Record<string, () => Promise<unknown>>;

/** Loaded as soon as they are on the page, wherever they are: the navigation and the route widgets. */
export const EAGER = new Set(['sport-navigation', ...Object.values(GROUP_ELEMENT)]);
/** How close (beyond the viewport) an element must come before its code loads. */
export const NEAR = '300px';

export interface LoaderOptions {
  /** tag → shared chunks (relative to the loader) its chunk imports statically */
  graph?: Record<string, string[]>;
  /** the loader's own URL: chunk URLs are relative to it, never to the page (cross-origin hosting) */
  base: string;
}

/**
 * spec §2 "Navigation guard" step 4, taken before the chunk downloads: is someone logged in?
 * Only `{ data: null }` or a 401 counts as "no": on any other failure the widget loads and its own guard reports it,
 * unless the page is set up wrongly (a site the shop does not list, an address that is not the shop:
 * shared/setup-check.ts): then the console says why in one line and the element keeps its
 * server-rendered content ('unreachable'). A shop that is down lets the widget load and say so in Dutch.
 */
async function loggedIn(): Promise<boolean | 'unreachable'> {
  // as every API call (shared/http.ts): never from the browser cache, and not forever: an API that
  // does not answer lets the widget load, whose own call then says so in Dutch
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const request = fetch(`${apiBase()}/user`, {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    handOverUserAnswer(request); // the session store reads the body: one user request per page
    const answer = await request;
    if (notTheShop(answer)) return setUpWrongly(await checkShop(true));
    if (answer.status === 401) return false;
    // the shop answers a visitor with 200 { data: null } (no red 401 in the console); a copy is read, the
    // session store reads the answer itself; an unreadable body counts as "yes" like any other failure
    const body = (await answer
      .clone()
      .json()
      .catch(() => 0)) as { data?: unknown } | null;
    return body?.data !== null;
  } catch {
    // too slow is not a set-up mistake: the widget loads and its own call says so in Dutch
    return controller.signal.aborted || setUpWrongly(await checkShop(true));
  } finally {
    clearTimeout(timer);
  }
}

const originOf = (url: string): string => {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return '';
  }
};

const setUpWrongly = (hint: SetupHint | null) => (hint === 'originNotAllowed' || hint === 'apiWrong' ? 'unreachable' : true);

export function startLoader(chunks: Chunks, { graph = {}, base }: LoaderOptions): void {
  watchCsp([originOf(base), shopOrigin()]);
  const pending = new Set(Object.keys(chunks));
  const preloaded = new Set<string>();

  const preload = (tag: string, only: (path: string) => boolean = () => true): void => {
    for (const path of graph[tag] ?? []) {
      if (preloaded.has(path) || !only(path)) continue;
      preloaded.add(path);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(path, base).href;
      document.head.append(link);
    }
  };

  const importChunk = async (tag: string): Promise<void> => {
    const route = routeAt(location.pathname);
    // a logged-in element on a site of its own (README "Embed the widgets"): is that site set up for it?
    // If not, the console says what to change and the element keeps its place (shared/setup-check.ts).
    const routeWidget = Object.values(GROUP_ELEMENT).includes(tag);
    if (routeWidget && location.origin !== shopOrigin() && setUpWrongly(await checkShop(true)) === 'unreachable') return;
    // only where the login page is another template: within the account pages the widget itself
    // moves to its login screen without a page load, and its chunk is what the login page needs
    if (route?.requiresLogin && GROUP_ELEMENT[route.group] === tag && route.group !== ROUTES.login.group) {
      // while asking, fetch what the login page needs too (React and the stores): needed either way
      const forLogin = new Set(graph[GROUP_ELEMENT[ROUTES.login.group]]);
      preload(tag, (path) => forLogin.has(path));
      const answer = await loggedIn();
      if (answer === 'unreachable') return;
      if (!answer) {
        // the guard's step 4: keep the address to come back to after login (same-origin paths only)
        storeRedirect(location.pathname + location.search + location.hash);
        location.replace(ROUTES.login.path);
        return;
      }
    }
    preload(tag);
    await chunks[tag]!();
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) load(entry.target.localName);
          },
          { rootMargin: NEAR },
        )
      : undefined;

  function load(tag: string): void {
    if (!pending.delete(tag)) return;
    if (observer) document.querySelectorAll(tag).forEach((element) => observer.unobserve(element));
    importChunk(tag).catch((error: unknown) => {
      pending.add(tag); // a later insertion may try again
      console.error(`[sport-shop] could not load <${tag}>`, error);
    });
  }

  const scan = (root: ParentNode): void => {
    for (const tag of [...pending]) {
      const found = [...(root instanceof Element && root.localName === tag ? [root] : []), ...root.querySelectorAll(tag)];
      if (!found.length) continue;
      if (EAGER.has(tag) || !observer) load(tag);
      else for (const element of found) observer.observe(element);
    }
  };

  scan(document);
  if (pending.size) {
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) scan(node);
        }
      }
      if (!pending.size) mutations.disconnect();
    });
    mutations.observe(document.documentElement, { childList: true, subtree: true });
  }
}
