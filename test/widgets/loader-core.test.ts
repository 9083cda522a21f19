// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR, startLoader } from '../../widgets/loader-core';

// A controllable IntersectionObserver: the test says when an element comes within reach.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** `element` comes within the root margin. */
  near(element: Element) {
    this.callback(
      [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const tick = () => new Promise((r) => setTimeout(r, 20));
const observer = () => FakeIntersectionObserver.instances.at(-1)!;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the loader', () => {
  it('loads an element far below the fold only when it comes within reach, and each chunk once', async () => {
    window.history.pushState({}, '', '/');
    document.body.innerHTML =
      '<sport-faq-item id="a"></sport-faq-item><div style="height:5000px"></div><sport-faq-item id="b"></sport-faq-item>';
    const faq = vi.fn(async () => ({}));
    startLoader({ 'sport-faq-item': faq }, { base: 'http://localhost/dist/widgets.js' });
    await tick();
    expect(faq).not.toHaveBeenCalled();
    expect(observer().options.rootMargin).toBe(NEAR);
    expect(parseInt(NEAR, 10)).toBeGreaterThanOrEqual(200);
    expect([...observer().observed].map((e) => e.id)).toEqual(['a', 'b']);

    observer().near(document.getElementById('b')!);
    await tick();
    expect(faq).toHaveBeenCalledTimes(1);
    // the other instance no longer needs watching; coming near again loads nothing more
    expect(observer().observed.size).toBe(0);
    observer().near(document.getElementById('a')!);
    await tick();
    expect(faq).toHaveBeenCalledTimes(1);
  });

  it('loads the navigation at once wherever it is, and watches elements added later', async () => {
    window.history.pushState({}, '', '/evenementen');
    const navigation = vi.fn(async () => ({}));
    const slider = vi.fn(async () => ({}));
    startLoader({ 'sport-navigation': navigation, 'sport-slider': slider }, { base: 'http://localhost/dist/widgets.js' });
    await tick();
    expect(navigation).not.toHaveBeenCalled();

    document.body.innerHTML = '<footer><sport-navigation></sport-navigation></footer><section><sport-slider></sport-slider></section>';
    await tick();
    expect(navigation).toHaveBeenCalledTimes(1);
    expect(slider).not.toHaveBeenCalled();
    expect([...observer().observed].map((e) => e.localName)).toEqual(['sport-slider']);
    observer().near(document.querySelector('sport-slider')!);
    await tick();
    expect(slider).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver loads everything on the page at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    window.history.pushState({}, '', '/');
    document.body.innerHTML = '<sport-video></sport-video>';
    const video = vi.fn(async () => ({}));
    startLoader({ 'sport-video': video }, { base: 'http://localhost/dist/widgets.js' });
    await tick();
    expect(video).toHaveBeenCalledTimes(1);
  });

  it('preloads the shared chunks together with the element chunk, relative to the loader (not the page)', async () => {
    window.history.pushState({}, '', '/cadeaubon');
    document.body.innerHTML = '<sport-gift-card></sport-gift-card>';
    const giftCard = vi.fn(async () => ({}));
    startLoader(
      { 'sport-gift-card': giftCard },
      {
        base: 'https://shop.example.nl/dist/widgets.js',
        graph: { 'sport-gift-card': ['./chunks/chunk-AAAA1111.js', './chunks/chunk-BBBB2222.js'] },
      },
    );
    await tick();
    expect(giftCard).toHaveBeenCalledTimes(1);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
    expect(links).toEqual([
      'https://shop.example.nl/dist/chunks/chunk-AAAA1111.js',
      'https://shop.example.nl/dist/chunks/chunk-BBBB2222.js',
    ]);
  });

  it('sends a logged-out visitor of an order page to the login page without loading the order chunk, keeping the address', async () => {
    window.history.pushState({}, '', '/order/voetbalkamp-zomer-2027?kind=2');
    const fetchUser = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ message: 'Je bent niet ingelogd.' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchUser);
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/order/voetbalkamp-zomer-2027',
      search: '?kind=2',
      hash: '',
      replace,
    } as unknown as Location);
    document.body.innerHTML = '<sport-navigation></sport-navigation><main><sport-order></sport-order></main>';
    const order = vi.fn(async () => ({}));
    const navigation = vi.fn(async () => ({}));
    const graph = { 'sport-order': ['./chunks/react.js', './chunks/order-only.js'], 'sport-account': ['./chunks/react.js'] };
    startLoader({ 'sport-order': order, 'sport-navigation': navigation }, { base: 'http://localhost/dist/widgets.js', graph });
    await tick();
    expect(fetchUser).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
    expect(order).not.toHaveBeenCalled();
    // only what the login page needs as well was fetched meanwhile
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
    expect(links).toEqual(['http://localhost/dist/chunks/react.js']);
    expect(replace).toHaveBeenCalledWith('/account/login');
    expect(sessionStorage.getItem('sport-shop:redirect')).toBe('/order/voetbalkamp-zomer-2027?kind=2');
    // the navigation does not wait for the login decision
    expect(navigation).toHaveBeenCalledTimes(1);
  });

  it("the shop's answer for a visitor, 200 { data: null } (no red 401 in the console), sends to the login page too", async () => {
    window.history.pushState({}, '', '/order/voetbalkamp-zomer-2027');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":null}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/order/voetbalkamp-zomer-2027',
      search: '',
      hash: '',
      replace,
    } as unknown as Location);
    document.body.innerHTML = '<sport-order></sport-order>';
    const order = vi.fn(async () => ({}));
    startLoader({ 'sport-order': order }, { base: 'http://localhost/dist/widgets.js' });
    await tick();
    expect(order).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledWith('/account/login');
  });

  it('loads the order chunk when someone is logged in, and when the check itself fails (the widget reports that)', async () => {
    for (const answer of [() => new Response('{"data":{}}', { status: 200 }), () => new Response('{}', { status: 500 })]) {
      document.body.innerHTML = '';
      window.history.pushState({}, '', '/order/voetbalkamp-zomer-2027');
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer()),
      );
      document.body.innerHTML = '<sport-order></sport-order>';
      const order = vi.fn(async () => ({}));
      startLoader({ 'sport-order': order }, { base: 'http://localhost/dist/widgets.js' });
      await tick();
      expect(order).toHaveBeenCalledTimes(1);
    }
  });

  it('an API that does not answer holds the order page 15 s at most: then the widget loads (and its own call reports it)', async () => {
    vi.useFakeTimers();
    try {
      window.history.pushState({}, '', '/order/voetbalkamp-zomer-2027');
      let init: RequestInit | undefined;
      const hanging = vi.fn(
        (_url: string, options?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init = options;
            options?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          }),
      );
      vi.stubGlobal('fetch', hanging);
      document.body.innerHTML = '<sport-order></sport-order>';
      const order = vi.fn(async () => ({}));
      startLoader({ 'sport-order': order }, { base: 'http://localhost/dist/widgets.js' });
      await vi.advanceTimersByTimeAsync(14_000);
      expect(order).not.toHaveBeenCalled();
      expect(init).toMatchObject({ credentials: 'include', cache: 'no-store' });
      await vi.advanceTimersByTimeAsync(1_500);
      expect(order).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['the account pages (the widget moves to its login screen itself)', '/account'],
    ['a route without a login (the login page itself)', '/account/login'],
  ])('asks nobody on %s', async (_, path) => {
    window.history.pushState({}, '', path);
    const fetchUser = vi.fn();
    vi.stubGlobal('fetch', fetchUser);
    document.body.innerHTML = '<sport-account></sport-account>';
    const account = vi.fn(async () => ({}));
    startLoader({ 'sport-account': account }, { base: 'http://localhost/dist/widgets.js' });
    await tick();
    expect(account).toHaveBeenCalledTimes(1);
    expect(fetchUser).not.toHaveBeenCalled();
  });
});
