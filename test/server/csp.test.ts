// The pages' Content Security Policy over real HTTP (server/http/csp.ts): everything from the site
// itself by default, forms only to the site, no <base>, no plugins, and CMS images and media only
// from the site or the hosts the operator lists in CMS_IMAGE_HOSTS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageHosts } from '../../server/http/csp';
import { startServer, type TestServer } from './helpers';

let plain: TestServer;
let withHosts: TestServer;
beforeAll(async () => {
  plain = await startServer();
  withHosts = await startServer({ cmsImageHosts: ['https://images.ctfassets.net', 'https://cdn.club.nl'] });
}, 30_000);
afterAll(async () => {
  await plain.close();
  await withHosts.close();
});

/** The policy of a page as a map: directive → sources. */
async function policy(server: TestServer, path = '/evenementen'): Promise<Map<string, string[]>> {
  const r = await fetch(`${server.baseUrl}${path}`);
  expect(r.headers.get('content-type')).toMatch(/^text\/html/);
  await r.text(); // read to the end, so the test server can close the connection
  const csp = r.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("the pages' Content Security Policy", () => {
  it('falls back to the site itself, and closes forms, <base> and plugins', async () => {
    for (const path of ['/', '/evenementen', '/account/login', '/cadeaubon', '/elementen']) {
      const p = await policy(plain, path);
      expect(p.get('default-src'), path).toEqual(["'self'"]);
      expect(p.get('script-src'), path).toEqual(["'self'"]);
      expect(p.get('form-action'), path).toEqual(["'self'"]);
      expect(p.get('base-uri'), path).toEqual(["'self'"]);
      expect(p.get('object-src'), path).toEqual(["'none'"]);
      expect(p.get('frame-ancestors'), path).toEqual(["'self'"]);
      // no wildcard anywhere, nothing inline or evaluated
      expect(
        [...p.values()].flat().filter((s) => s === '*' || /unsafe/.test(s)),
        path,
      ).toEqual([]);
    }
  });

  it('images and media: only the site (and data: icons) without CMS_IMAGE_HOSTS', async () => {
    const p = await policy(plain);
    expect(p.get('img-src')).toEqual(["'self'", 'data:']);
    expect(p.get('media-src')).toEqual(["'self'"]);
    // a video block's player frames after play, nothing else
    expect(p.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('with CMS_IMAGE_HOSTS: those hosts too, for images and media', async () => {
    const p = await policy(withHosts);
    expect(p.get('img-src')).toEqual(["'self'", 'data:', 'https://images.ctfassets.net', 'https://cdn.club.nl']);
    expect(p.get('media-src')).toEqual(["'self'", 'https://images.ctfassets.net', 'https://cdn.club.nl']);
  });

  it('API answers carry no page policy; the developer pages keep their own stricter one', async () => {
    const csp = async (path: string) => {
      const r = await fetch(`${plain.baseUrl}${path}`);
      await r.text();
      return r.headers.get('content-security-policy');
    };
    expect(await csp('/api/events/x/stock')).toBeNull();
    expect(await csp('/dev/mail')).toMatch(/^default-src 'none'/);
  });
});

describe('CMS_IMAGE_HOSTS', () => {
  it('takes origins separated by commas or spaces', () => {
    expect(parseImageHosts(' https://images.ctfassets.net, https://cdn.club.nl/ http://localhost:8080 ')).toEqual({
      hosts: ['https://images.ctfassets.net', 'https://cdn.club.nl', 'http://localhost:8080'],
      problem: null,
    });
    expect(parseImageHosts(undefined)).toEqual({ hosts: [], problem: null });
  });

  it.each(['*', 'https://*.club.nl', 'cdn.club.nl', 'https://cdn.club.nl/images', 'ftp://cdn.club.nl', "'unsafe-inline'"])(
    'refuses %j with a sentence for the operator',
    (entry) => {
      const { problem } = parseImageHosts(`https://ok.nl,${entry}`);
      expect(problem).toMatch(
        /^De server start niet: CMS_IMAGE_HOSTS bevat ".+"\. Gebruik alleen adressen als https:\/\/images\.voorbeeld\.nl/,
      );
    },
  );
});
