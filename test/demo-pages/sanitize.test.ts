// Server side: the demo pages' sanitiser (DOMPurify on jsdom, the shared
// allow-list) against the hostile corpus; the browser side runs the same corpus in
// test/widgets/rich-text.test.tsx and both in Chromium in test/e2e/sanitize.spec.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Content } from '../../server/content/content';
import { isSafeUrl, sanitizeHtml } from '../../demo-pages/lib/sanitize';
import { HOSTILE_HTML, KEPT_HTML, dangerIn } from '../fixtures/hostile-html';

describe('server-side sanitiser', () => {
  it.each(HOSTILE_HTML)('$name: nothing hostile survives', ({ html }) => {
    const clean = sanitizeHtml(html).value;
    expect(dangerIn(clean)).toEqual([]);
    // a payload may stay as harmless text, never inside a tag
    expect(clean).not.toMatch(/<[^>]*__xss/);
  });

  it.each(KEPT_HTML)('keeps formatting, links and images: $html', ({ html, expected }) => {
    expect(sanitizeHtml(html).value).toBe(expected);
  });

  it('keeps the text of removed elements, but not of style, template, noscript, svg or math', () => {
    expect(sanitizeHtml('<div><font>Hallo</font></div>').value).toBe('Hallo');
    expect(
      sanitizeHtml(
        '<style>.x{}</style><template>geheim</template><noscript>ns</noscript><svg><text>s</text></svg><math><mi>m</mi></math>ok',
      ).value,
    ).toBe('ok');
  });

  it('balances what it keeps', () => {
    expect(sanitizeHtml('<ul><li>een<li>twee').value).toBe('<ul><li>een</li><li>twee</li></ul>');
    expect(sanitizeHtml('</div></main><p>x</p>').value).toBe('<p>x</p>');
  });
});

describe('isSafeUrl (footer links, socials, photos)', () => {
  it.each(['https://example.nl/x', 'http://example.nl', '/account', '#faq', '?page=2', 'evenementen/zomer', './a', '../b'])(
    '%s is used',
    (url) => {
      expect(isSafeUrl(url)).toBe(true);
    },
  );
  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:x',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil',
    'mailto:a@b.nl',
    'ftp://x',
    '',
  ])('%j is not', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('CMS media addresses', () => {
  it('are used only when http(s) or same-site (images, shirt images, videos)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      const sources = [
        'javascript:alert(1)',
        '//evil.example/a.jpg',
        'data:image/png;base64,AAAA',
        '/assets/img/a.jpg',
        'https://cdn.example.nl/b.jpg',
      ];
      writeFileSync(
        join(dir, 'events.json'),
        JSON.stringify([
          {
            id: '1',
            external_id: 'e1',
            title: 'Kamp',
            slug: 'kamp',
            startDate: '2027-07-13T08:00:00Z',
            endDate: '2027-07-16T16:00:00Z',
            price: 10,
            initial_stock: 5,
            image: { alt: 'Foto', sources: sources.map((url, i) => ({ url, width: 375 * (i + 1) })) },
            shirtImage: [{ url: 'javascript:x' }, { url: '/assets/img/shirt.png' }],
          },
        ]),
      );
      writeFileSync(
        join(dir, 'media.json'),
        JSON.stringify([
          { id: '1', type: 'video', title: 'Film', videoUrl: 'javascript:alert(1)' },
          { id: '2', type: 'video', title: 'Film 2', videoUrl: 'https://video.example.nl/v.mp4' },
        ]),
      );
      const content = new Content(dir);
      const event = content.events()[0]!;
      expect(event.image?.sources.map((s) => s.url)).toEqual(['/assets/img/a.jpg', 'https://cdn.example.nl/b.jpg']);
      expect(event.shirtImage).toEqual([{ url: '/assets/img/shirt.png' }]);
      expect(content.media().map((m) => m.videoUrl)).toEqual([null, 'https://video.example.nl/v.mp4']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
