// /elementen: rendered from the declarations found on disk and the
// theme properties of shared/ui/styles.css; linked from every page's footer.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../demo-pages/site';
import { exampleThemeBlock } from '../../demo-pages/templates/catalogue';
import { declarationFolders, readTheme } from '../../demo-pages/lib/declarations';

describe('/elementen', () => {
  const page = renderPage(new URL('http://localhost/elementen'));

  it('has a section per declaration folder, with the snippet escaped as code and a live example', () => {
    expect(page.status).toBe(200);
    const folders = declarationFolders();
    expect(folders).toEqual(expect.arrayContaining(['sport-account', 'sport-order']));
    for (const tag of folders) {
      expect(page.html).toContain(`<section class="catalogue-element" id="${tag}"`);
      expect(page.html).toContain(`<code>&lt;${tag}`);
    }
    expect(page.html).toContain('<iframe class="catalogue-example__frame" src="/account/login"');
    expect(page.html).toContain('<script type="module" src="/assets/catalogue.js"></script>');
    expect(page.html).not.toMatch(/<script>|\son[a-z]+="/); // CSP: no inline script or handlers
  });

  it('documents every theme property and shows the example block as :root', () => {
    const theme = readTheme();
    expect(theme.map((p) => p.name)).toEqual(expect.arrayContaining(['--sport-color-primary', '--sport-radius', '--sport-space']));
    for (const p of theme) {
      expect(p.description.length, p.name).toBeGreaterThan(10);
      expect(page.html).toContain(`<code>${p.name}</code>`);
    }
    expect(exampleThemeBlock()).toMatch(/^:root \{\n {2}--sport-color-primary: #7b2d8e;/);
  });

  it('is linked from the footer of every page', () => {
    expect(renderPage(new URL('http://localhost/')).html).toContain('<a href="/elementen">Elementen voor redacteuren</a>');
  });
});
