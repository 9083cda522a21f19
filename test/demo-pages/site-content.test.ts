// The demo site's content files: pages without a content folder, a file read again after it changes
// (a broken one is no event), and every event of the shipped demo content.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, renderPage } from '../../demo-pages/site';
import { createDemoSite, dir, events, removeDemoSite } from './site-fixture';

beforeAll(createDemoSite);
afterAll(removeDemoSite);

describe('content files', () => {
  it('renders pages when the content folder is missing', () => {
    const empty = createSite({ contentDir: join(dir, 'bestaat-niet') });
    const home = empty.renderPage(new URL('http://localhost/'));
    expect(home.status).toBe(200);
    expect(home.html).toContain('Er staan op dit moment geen evenementen gepland.');
    expect(empty.renderPage(new URL('http://localhost/evenementen/zomerkamp')).status).toBe(404);
    expect(empty.renderPage(new URL('http://localhost/account')).status).toBe(200);
  });

  it('reads a content file again after it changes', () => {
    const own = mkdtempSync(join(tmpdir(), 'demo-pages-change-'));
    try {
      const local = createSite({ contentDir: own });
      writeFileSync(join(own, 'events.json'), JSON.stringify([{ ...events[0], title: 'Eerste titel' }]));
      expect(local.renderPage(new URL('http://localhost/evenementen/zomerkamp')).html).toContain('Eerste titel');
      writeFileSync(join(own, 'events.json'), JSON.stringify([{ ...events[0], title: 'Tweede, langere titel' }]));
      expect(local.renderPage(new URL('http://localhost/evenementen/zomerkamp')).html).toContain('Tweede, langere titel');
      writeFileSync(join(own, 'events.json'), '{ kapot');
      expect(local.renderPage(new URL('http://localhost/evenementen/zomerkamp')).status).toBe(404);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('renders every event of the shipped demo content', () => {
    const home = renderPage(new URL('http://localhost/'));
    expect(home.status).toBe(200);
    const slugs = [...home.html.matchAll(/href="\/evenementen\/([^"]+)"/g)].map((m) => m[1]);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const page = renderPage(new URL(`http://localhost/evenementen/${slug}`));
      expect(page.status, slug).toBe(200);
      expect(page.html).toContain('<sport-event-signup event-uuid="');
    }
  });
});
