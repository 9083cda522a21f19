// Compressed, cached delivery and production hygiene (CSP, no source maps served),
// over real HTTP. The files are made here the way build.mjs makes them (a chunk with its .br and .gz
// copies, a source map, the metafile), so the test does not depend on a build having run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, startServer, type TestServer } from './helpers';

const CHUNK = `export const widget = "${'sport '.repeat(2000)}";\n`;
/** a site stylesheet under /assets: no compressed copy beside it, as the CMS's own files */
const SITE_CSS = `${'.site-nav__link { color: #1739a6; padding: 0.5rem 1rem; }\n'.repeat(300)}`;
const LOADER = `import("./chunks/element-AB12CD34.js");\n`;

let root: string;
let dev: TestServer;
let production: TestServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(root, 'dist/chunks'), { recursive: true });
  const write = (path: string, text: string) => {
    writeFileSync(join(root, 'dist', path), text);
    writeFileSync(join(root, 'dist', `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, 'dist', `${path}.gz`), gzipSync(text));
  };
  write('chunks/element-AB12CD34.js', CHUNK);
  write('widgets.js', LOADER);
  write('widgets.css', 'sport-order{display:block}');
  writeFileSync(join(root, 'dist/chunks/element-AB12CD34.js.map'), '{"version":3}');
  writeFileSync(join(root, 'dist/widgets.js.map'), '{"version":3}');
  writeFileSync(join(root, 'dist/meta.json'), '{"inputs":{},"outputs":{}}');
  mkdirSync(join(root, 'demo-pages/assets'), { recursive: true });
  writeFileSync(join(root, 'demo-pages/assets/site.css'), SITE_CSS);
  dev = await startServer({ rootDir: root, production: false });
  production = await startServer({ rootDir: root, production: true, testPayments: true });
});

afterAll(async () => {
  await dev.close();
  await production.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });

/** The body as it goes over the wire (fetch() would decode it), with the headers. */
const raw = (path: string, encoding: string) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(`${dev.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });

describe('compressed delivery of the bundle', () => {
  it('sends brotli when asked, gzip when only that is accepted, and the plain file otherwise, always with Vary', async () => {
    const br = await get(dev, '/dist/chunks/element-AB12CD34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    // fetch() decodes the body itself: it must be the chunk again
    expect(await br.text()).toBe(CHUNK);

    const gz = await get(dev, '/dist/widgets.css', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('sport-order{display:block}');

    const refused = await get(dev, '/dist/widgets.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await refused.text()).toBe(LOADER);
  });

  it('sends far fewer bytes compressed than plain (the raw body on the wire)', async () => {
    const chunk = (encoding: string) => raw('/dist/chunks/element-AB12CD34.js', encoding);
    const plain = await chunk('identity');
    const br = await chunk('br');
    const gz = await chunk('gzip');
    expect(plain.body.length).toBe(Buffer.byteLength(CHUNK));
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK);
    expect(gunzipSync(gz.body).toString()).toBe(CHUNK);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('caches hashed chunks for a year (immutable) and the loader and stylesheet briefly, revalidated by ETag', async () => {
    const chunk = await get(dev, '/dist/chunks/element-AB12CD34.js', { 'accept-encoding': 'br' });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/dist/widgets.js', '/dist/widgets.css']) {
      const first = await get(dev, path, { 'accept-encoding': 'br' });
      expect(first.headers.get('cache-control'), path).not.toMatch(/immutable/);
      expect(first.headers.get('cache-control'), path).toMatch(/max-age=\d{1,3}\b/);
      const etag = first.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const again = await get(dev, path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      // a client that cannot decode brotli must not get a 304 for the brotli copy it never had
      const plain = await get(dev, path, { 'accept-encoding': 'identity', 'if-none-match': etag });
      expect(plain.status, path).toBe(200);
    }
  });

  it('compresses a file without copies (the site stylesheet under /assets) itself, and the pages', async () => {
    const br = await raw('/assets/site.css', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(SITE_CSS.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(SITE_CSS);
    const gz = await raw('/assets/site.css', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SITE_CSS);
    const plain = await raw('/assets/site.css', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SITE_CSS);
    // the ETag names the encoding: a client without brotli never gets a 304 for the brotli body
    const revalidated = await get(dev, '/assets/site.css', { 'accept-encoding': 'identity', 'if-none-match': String(br.headers.etag) });
    expect(revalidated.status).toBe(200);

    const page = await raw('/evenementen', 'gzip, deflate, br');
    expect(page.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const decoded = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.body) : gunzipSync(page.body);
    expect(decoded.toString()).toMatch(/^<!doctype html>/i);
    const plainPage = await raw('/evenementen', 'identity');
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    expect(plainPage.body.toString()).toMatch(/^<!doctype html>/i);
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await get(dev, '/dist/widgets.js.br')).status).toBe(404);
    expect((await get(dev, '/dist/chunks/element-AB12CD34.js.gz')).status).toBe(404);
  });

  it('revalidates pages: private, no-cache, ETag and 304', async () => {
    const first = await get(dev, '/evenementen');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await get(dev, '/evenementen', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });
});

describe('production hygiene', () => {
  it('serves no source map and no build metafile in production, and names no map in a header', async () => {
    for (const path of [
      '/dist/widgets.js.map',
      '/dist/chunks/element-AB12CD34.js.map',
      '/dist/meta.json',
      '/dist/META.JSON',
      '/dist/widgets.JS.MAP',
      '/dist/meta.json/',
      '/dist/meta.json%2F',
      '/dist/meta.json%2f/',
      '/dist/widgets.js.map/',
    ]) {
      expect((await get(production, path)).status, path).toBe(404);
    }
    const loader = await get(production, '/dist/widgets.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('sourcemap')).toBeNull();
  });

  it('outside production serves the maps and points to them with a SourceMap header', async () => {
    expect((await get(dev, '/dist/widgets.js.map')).status).toBe(200);
    expect((await get(dev, '/dist/widgets.js')).headers.get('sourcemap')).toBe('widgets.js.map');
  });

  it("gives the demo pages a Content Security Policy that runs only the site's own scripts", async () => {
    const page = await get(production, '/account/login');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp).toMatch(/object-src 'none'/);
  });
});

describe('cacheable event stock', () => {
  it('lets a CDN keep an anonymous answer for a few seconds, but never a logged-in one', async () => {
    const stock = `/api/events/${EVENTS.zomer2027}/stock`;
    const visitor = await dev.client().init();
    const anonymous = await visitor.get(stock);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=5');

    // a first visit without any cookie starts no session, so it is shareable too
    const firstVisit = await dev.client().get(stock);
    expect(firstVisit.headers.get('set-cookie')).toBeNull();
    expect(firstVisit.headers.get('cache-control')).toBe('public, max-age=5');

    const { client: parent } = await dev.parent();
    const own = await parent.get(stock);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');

    const unknown = await visitor.get('/api/events/00000000-0000-4000-8000-000000000000/stock');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });
});
