// Reads the server-rendered navigation inside <sport-navigation> (its fallback, declaration.ts) before
// the first render replaces it, so the widget draws the site's own brand, links and order with the
// same classes: mounting moves nothing and no request is needed for them.

export interface FallbackLink {
  href: string;
  className: string;
  current: string | null;
  /** the link's own content (text, icons), copied as nodes, never as HTML */
  nodes: Node[];
}

export interface NavigationFallback {
  className: string;
  label: string | null;
  brand: FallbackLink | null;
  listClassName: string;
  links: FallbackLink[];
  account: (FallbackLink & { icon: Node[] }) | null;
}

const read = (a: HTMLAnchorElement): FallbackLink => ({
  href: a.getAttribute('href') ?? '/',
  className: a.className,
  current: a.getAttribute('aria-current'),
  nodes: [...a.childNodes].map((n) => n.cloneNode(true)),
});

const cache = new WeakMap<Element, NavigationFallback | null>();

/**
 * The structure an editor renders (README "The elements"): a <nav> with a brand link, a <ul> of links
 * and an account link (the last link outside the list). Null without a <nav>. Cached per element, so a
 * remount (the element moved in the page) still knows the site's links after React replaced them.
 */
export function readNavigation(host: Element | undefined): NavigationFallback | null {
  if (!host) return null;
  if (cache.has(host)) return cache.get(host)!;
  const nav = host.querySelector('nav');
  let result: NavigationFallback | null = null;
  if (nav) {
    const list = nav.querySelector('ul');
    const outside = [...nav.querySelectorAll('a')].filter((a) => !list?.contains(a));
    const brand = outside.length > 1 ? outside[0]! : null;
    const account = outside.length ? outside[outside.length - 1]! : null;
    result = {
      className: nav.className,
      label: nav.getAttribute('aria-label'),
      brand: brand ? read(brand) : null,
      listClassName: list?.className ?? '',
      links: list ? [...list.querySelectorAll('a')].map(read) : [],
      account: account ? { ...read(account), icon: [...account.querySelectorAll('svg')].map((n) => n.cloneNode(true)) } : null,
    };
  }
  cache.set(host, result);
  return result;
}
