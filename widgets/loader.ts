// The only script a page includes (DESIGN.md "The shape of the product"). It knows which chunk
// serves which tag and imports a chunk only when its element is on the page, including elements
// that are added later. Keep it tiny: budget 3 KB gzip (issue "Foundation").
// Issue 11 item 3 / issue 15: elements far from the viewport load when they come within reach
// (IntersectionObserver); the navigation and the route widgets load at once. Issue 15 item 2: the
// chunk and the shared chunks it imports are fetched together (modulepreload, graph from build.mjs).
// Issue 15 item 3: a route that needs a login is checked before its widget's chunk downloads.
// Everything this file imports statically is bundled into the loader itself (build.mjs), never shared.
import { GROUP_ELEMENT, ROUTES, routeAt } from '../shared/routes';
import { storeRedirect } from '../shared/redirect';

const chunks: Record<string, () => Promise<unknown>> = {
  'sport-account': () => import('./sport-account/element'),
  'sport-order': () => import('./sport-order/element'),
};

/** Loaded as soon as they are on the page, wherever they are: the navigation and the route widgets. */
const EAGER = new Set(['sport-navigation', 'sport-account', 'sport-order', 'sport-gift-card']);
/** How close (beyond the viewport) an element must come before its code loads. */
const NEAR = '300px';

// tag → the shared chunks (paths relative to this file) its chunk imports statically. build.mjs puts
// `const __SPORT_PRELOAD__ = {…}` in front of the bundle from esbuild's metafile; absent in tests.
declare const __SPORT_PRELOAD__: Record<string, string[]> | undefined;
const graph = typeof __SPORT_PRELOAD__ === 'object' ? __SPORT_PRELOAD__ : {};
const preloaded = new Set<string>();

const pending = new Set(Object.keys(chunks));

function preload(tag: string): void {
  for (const path of graph[tag] ?? []) {
    if (preloaded.has(path)) continue;
    preloaded.add(path);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // relative to the loader, never to the page: the bundle may be hosted on another origin
    link.href = new URL(path, import.meta.url).href;
    document.head.append(link);
  }
}

/**
 * spec §2 "Navigation guard" step 4, taken before the chunk downloads: is someone logged in?
 * Only a 401 counts as "no": on any other failure the widget loads and its own guard reports it.
 */
async function loggedIn(): Promise<boolean> {
  const api = document.querySelector<HTMLMetaElement>('meta[name="sport-shop:api"]')?.content.trim() || '/api';
  try {
    const answer = await fetch(`${api.replace(/\/+$/, '')}/user`, { credentials: 'include', headers: { Accept: 'application/json' } });
    return answer.status !== 401;
  } catch {
    return true;
  }
}

async function importChunk(tag: string): Promise<void> {
  const route = routeAt(location.pathname);
  if (route?.requiresLogin && GROUP_ELEMENT[route.group] === tag && !(await loggedIn())) {
    // the guard's step 4: keep the address to come back to after login (same-origin paths only)
    storeRedirect(location.pathname + location.search + location.hash);
    location.replace(ROUTES.login.path);
    return;
  }
  preload(tag);
  await chunks[tag]!();
}

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

function scan(root: ParentNode): void {
  for (const tag of [...pending]) {
    const found = [...(root instanceof Element && root.localName === tag ? [root] : []), ...root.querySelectorAll(tag)];
    if (!found.length) continue;
    if (EAGER.has(tag) || !observer) load(tag);
    else for (const element of found) observer.observe(element);
  }
}

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

export {};
