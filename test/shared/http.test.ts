// @vitest-environment happy-dom
// The CSRF token when the widgets run on another origin than the API (an editor's
// Own site): the page cannot read the API host's XSRF-TOKEN cookie, and a cookie of that name it can
// read belongs to the page's own site (its CMS). The token comes from /csrf-cookie's header and is kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Seen {
  url: string;
  method: string;
  token: string | null;
}

function fakeApi(tokens: string[]) {
  const seen: Seen[] = [];
  let issued = 0;
  let status = 200;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    seen.push({ url: request.url, method: request.method, token: request.headers.get('X-XSRF-TOKEN') });
    if (request.url.endsWith('/csrf-cookie'))
      return new Response(null, { status: 204, headers: { 'X-XSRF-TOKEN': tokens[issued++] ?? 'none' } });
    return new Response(JSON.stringify(status === 419 ? { message: 'Sessie verlopen.' } : { data: {} }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, answer: (s: number) => (status = s) };
}

async function freshHttp(apiBase: string) {
  document.head.innerHTML = `<meta name="sport-shop:api" content="${apiBase}">`;
  vi.resetModules();
  return (await import('../../shared/http')).http();
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token-van-het-cms; path=/';
});
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

describe('shared/http.ts CSRF token', () => {
  it('on another origin: sends the token from the /csrf-cookie answer, never the page’s own XSRF-TOKEN cookie', async () => {
    const api = fakeApi(['shop-token-1']);
    const http = await freshHttp('https://shop.club.test/api');
    await http.post('auth/login', { json: {} });
    await http.put('user', { json: {} });
    const writes = api.seen.filter((s) => s.method !== 'GET');
    expect(writes.map((s) => s.token)).toEqual(['shop-token-1', 'shop-token-1']);
    expect(api.seen.filter((s) => s.url.endsWith('/csrf-cookie'))).toHaveLength(1);
    expect(api.seen[0]!.url).toBe('https://shop.club.test/api/csrf-cookie');
  });

  it('on another origin: asks for a new token after a 419 and after logout', async () => {
    const api = fakeApi(['token-1', 'token-2', 'token-3']);
    const http = await freshHttp('https://shop.club.test/api');
    api.answer(419);
    await expect(http.post('cart', { json: {} })).rejects.toThrow();
    api.answer(200);
    await http.post('cart', { json: {} });
    await http.post('auth/logout');
    await http.post('auth/login', { json: {} });
    expect(api.seen.filter((s) => s.method === 'POST').map((s) => s.token)).toEqual(['token-1', 'token-2', 'token-2', 'token-3']);
  });

  it('on another origin: takes the token a login answer renews (X-XSRF-TOKEN header) for the next call', async () => {
    const api = fakeApi(['voor-login']);
    const http = await freshHttp('https://shop.club.test/api');
    const real = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await real(input, init);
        const url = input instanceof Request ? input.url : String(input);
        if (!url.endsWith('/auth/login')) return response;
        return new Response(await response.text(), {
          status: 200,
          headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': 'na-login' },
        });
      }),
    );
    await http.post('auth/login', { json: {} });
    await http.post('cart', { json: {} });
    expect(api.seen.filter((s) => s.method === 'POST').map((s) => s.token)).toEqual(['voor-login', 'na-login']);
    expect(api.seen.filter((s) => s.url.endsWith('/csrf-cookie'))).toHaveLength(1);
  });

  it('on its own origin: sends the XSRF-TOKEN cookie, as before', async () => {
    const api = fakeApi(['header-token']);
    const http = await freshHttp('/api');
    await http.post('auth/login', { json: {} });
    expect(api.seen.map((s) => s.token)).toEqual(['token-van-het-cms']);
  });
});

describe('shared/config.ts cmsAssetUrl', () => {
  it('resolves a relative CMS URL against the CMS address on another origin, and leaves it alone on the same origin', async () => {
    const { cmsAssetUrl } = await import('../../shared/config');
    document.head.innerHTML = '<meta name="sport-shop:graphql" content="https://shop.club.test/graphql">';
    expect(cmsAssetUrl('/assets/img/a.svg?w=375')).toBe('https://shop.club.test/assets/img/a.svg?w=375');
    expect(cmsAssetUrl('https://cdn.example.nl/b.jpg')).toBe('https://cdn.example.nl/b.jpg');
    document.head.innerHTML = '<meta name="sport-shop:graphql" content="/graphql">';
    expect(cmsAssetUrl('/assets/img/a.svg?w=375')).toBe('/assets/img/a.svg?w=375');
  });
});
