// The demo site escapes CMS text and sanitises CMS HTML (hostile events, FAQ and footer links),
// and its html helpers escape what they interpolate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../demo-pages/lib/sanitize';
import { html } from '../../demo-pages/lib/html';
import { escapeHtml } from '../../server/lib/html';
import { createDemoSite, get, removeDemoSite } from './site-fixture';

beforeAll(createDemoSite);
afterAll(removeDemoSite);

describe('escaping', () => {
  it('escapes CMS text in elements and attributes', () => {
    const page = get(`/evenementen/${encodeURIComponent('gevaarlijk"kamp')}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).not.toContain('<b>Nergens');
    expect(page.html).toContain('Kamp &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(page.html).toContain('&lt;b&gt;Nergens&lt;/b&gt;');
    expect(page.html).toContain('event-uuid="uuid-&quot;&gt;&lt;b&gt;" slug="gevaarlijk&quot;kamp"');
    expect(page.html).toContain('href="/order/gevaarlijk%22kamp">Doe mee &lt;script&gt;');
  });

  it('escapes CMS text on the home page and in the footer', () => {
    const page = get('/').html;
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('Vraag &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('strips script and event handlers from CMS HTML', () => {
    const event = get('/evenementen/zomerkamp').html;
    expect(event).not.toContain('steal()');
    expect(event).not.toContain('onerror');
    const home = get('/').html;
    expect(home).not.toContain('onclick');
    expect(home).not.toContain('javascript:');
    expect(home).toContain('<p>Antwoord</p><a>klik</a>');
  });

  it('escapeHtml and html escape what they interpolate', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<', html`<br>`]}${null}${false}${3}</p>`.toString()).toBe('<p><b>&lt;i&gt;</b>&lt;<br>3</p>');
  });

  it.each([
    ['<p>Hallo <strong>daar</strong></p>', '<p>Hallo <strong>daar</strong></p>'],
    ['<ul><li>een</li><li>twee</ul>', '<ul><li>een</li><li>twee</li></ul>'],
    ['<p>open', '<p>open</p>'],
    ['</div></main><p>x</p>', '<p>x</p>'],
    [
      '<a href="https://example.nl" target="_blank" onclick="x()">a</a>',
      '<a href="https://example.nl" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="jav&#x61;script:alert(1)">a</a>', '<a>a</a>'],
    ['<a href=" javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<style>body{}</style><iframe src="x"></iframe><!-- <script> -->ok', 'ok'],
    ['<script>a()', ''],
    ['<img src="/assets/img/a.svg" alt="A" onload="x()">', '<img src="/assets/img/a.svg" alt="A">'],
    ['<p title="x">1 < 2 > 0</p>', '<p>1 &lt; 2 &gt; 0</p>'],
  ])('sanitizeHtml keeps the allowed markup and balances tags: %s', (input, output) => {
    expect(sanitizeHtml(input).value).toBe(output);
  });
});
