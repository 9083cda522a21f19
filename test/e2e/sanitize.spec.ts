// In real Chromium: the hostile corpus sanitised by the server renderer
// (demo-pages/lib/sanitize.ts: DOMPurify on jsdom) and by the widgets' sanitiser (shared/sanitize.ts
// with the browser's DOMPurify, as shared/ui/RichText.tsx uses it), each case rendered in its own
// block of a page: nothing runs, nothing navigates, nothing styles or leaves its block.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { sanitizeHtml } from '../../demo-pages/lib/sanitize';
import { HOSTILE_HTML } from '../fixtures/hostile-html';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The demo pages' Content-Security-Policy (script-src 'self') would block every
// payload here by itself, and the canary test below could no longer fail: these tests check the
// sanitisers alone, so the page's CSP is bypassed (the CSP has its own tests).
test.use({ bypassCSP: true });

/** The widgets' sanitiser as the browser runs it: shared/sanitize.ts + DOMPurify, bundled for the page. */
async function browserSanitiser(): Promise<string> {
  const out = await build({
    stdin: {
      contents:
        "import DOMPurify from 'dompurify'; import { sanitizeRichText } from './shared/sanitize'; const p = DOMPurify(window); window.__sanitize = (h) => sanitizeRichText(p, h);",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

const SHELL = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Sanitiser</title>
<style>#sentinel { color: rgb(0, 0, 255); } section { display: block; }</style></head>
<body><p id="sentinel">Zichtbaar</p><main id="blocks"></main><p id="end">Einde</p></body></html>`;

/** Hooks that record anything a payload would do. */
async function watch(page: Page): Promise<string[]> {
  const events: string[] = [];
  page.on('dialog', (d) => {
    events.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && !f.url().startsWith(page.url().split('#')[0]!)) events.push(`navigated: ${f.url()}`);
  });
  await page.exposeFunction('__report', (what: string) => events.push(`ran: ${what}`));
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__xss = (name: unknown) => (w.__report as (s: string) => void)(String(name));
  });
  return events;
}

async function expectContained(page: Page, events: string[]) {
  await page.waitForTimeout(1500); // onerror/onload, meta refresh, timers
  expect(events).toEqual([]);
  const state = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll('#blocks > section')];
    return {
      blocks: blocks.length,
      // each block is followed by its marker, inside #blocks: no block closed or opened its container
      markers: blocks.filter((b) => b.nextElementSibling?.classList.contains('after') && b.parentElement?.id === 'blocks').length,
      endInBody: document.getElementById('end')?.parentElement === document.body,
      sentinel: getComputedStyle(document.getElementById('sentinel')!).color,
      sentinelVisible: (document.getElementById('sentinel')! as HTMLElement).offsetHeight > 0,
      baseURI: document.baseURI === location.href,
      styled: document.querySelectorAll(
        '#blocks [style], #blocks style, #blocks link, #blocks base, #blocks meta, #blocks form, #blocks input, #blocks svg, #blocks math, #blocks script',
      ).length,
      handlers: [...document.querySelectorAll('#blocks *')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
      ),
      scriptLinks: [...document.querySelectorAll<HTMLAnchorElement>('#blocks a[href]')]
        .filter((a) => !/^https?:$/.test(a.protocol) || (a.host !== location.host && !a.href.startsWith('https://example.nl')))
        .map((a) => a.href),
    };
  });
  expect(state).toEqual({
    blocks: HOSTILE_HTML.length,
    markers: HOSTILE_HTML.length,
    endInBody: true,
    sentinel: 'rgb(0, 0, 255)',
    sentinelVisible: true,
    baseURI: true,
    styled: 0,
    handlers: [],
    scriptLinks: [],
  });
}

test('the server renderer: the hostile corpus runs nothing and stays in its blocks', async ({ page }) => {
  const events = await watch(page);
  await page.goto('/404');
  const blocks = HOSTILE_HTML.map(
    (c) => `<section data-case="${c.name}">${sanitizeHtml(c.html).value}</section><p class="after">na</p>`,
  ).join('\n');
  await page.setContent(SHELL.replace('<main id="blocks"></main>', `<main id="blocks">${blocks}</main>`));
  await expectContained(page, events);
});

test("the widgets' sanitiser in the browser: the hostile corpus runs nothing and stays in its blocks", async ({ page }) => {
  const events = await watch(page);
  await page.goto('/404');
  await page.setContent(SHELL);
  await page.addScriptTag({ content: await browserSanitiser() });
  await page.evaluate((cases) => {
    const main = document.getElementById('blocks')!;
    const sanitize = (window as unknown as { __sanitize: (h: string) => string }).__sanitize;
    for (const c of cases) {
      const section = document.createElement('section');
      section.dataset.case = c.name;
      section.innerHTML = sanitize(c.html); // what RichText's dangerouslySetInnerHTML does
      const after = document.createElement('p');
      after.className = 'after';
      after.textContent = 'na';
      main.append(section, after);
    }
  }, HOSTILE_HTML);
  await expectContained(page, events);
});

test('the same cases unsanitised would run: the checks can fail', async ({ page }) => {
  const events = await watch(page);
  await page.goto('/404');
  await page.setContent(
    SHELL.replace(
      '<main id="blocks"></main>',
      `<main id="blocks"><section>${HOSTILE_HTML.find((c) => c.name === 'img onerror')!.html}</section></main>`,
    ),
  );
  await expect.poll(() => events).toEqual(['ran: img onerror']);
});
