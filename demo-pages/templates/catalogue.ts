// /elementen: the catalogue for editors. First the guide (templates/guide.ts: how to put the shop on
// your own site, a sign-up block per event); then every element the widgets bring, from its declaration:
// what it does, its HTML to copy (with the shop's addresses) and a live example, its attributes under
// "Voor ontwikkelaars"; then the theme's custom properties with a preview. Written for editors, in Dutch.
// Script: /assets/catalogue.js (the 'Kopieer' buttons and the theme preview), no inline script (CSP).
import { readFileSync } from 'node:fs';
import { html, raw, type SafeHtml } from '../lib/html';
import type { Content } from '../../server/content/content';
import type { ElementDeclaration } from '../../shared/contract/element';
import type { ThemeProperty } from '../lib/declarations';
import { forOwnSite } from '../lib/snippets';
import { layout } from './layout';
import { pageIntro } from './parts';
import { copyable, guideSection } from './guide';
import { eventListElement } from './event-list';

const TYPE_NAMES: Record<ElementDeclaration['attributes'][number]['type'], string> = {
  string: 'tekst',
  number: 'getal',
  boolean: '"true" of "false"',
  json: 'JSON',
};

/** The CSS block the example theme uses, read from the stylesheet that applies it, so both agree. */
export function exampleThemeBlock(): string {
  const css = readFileSync(new URL('../assets/catalogue.css', import.meta.url), 'utf8');
  const block = /\/\* voorbeeldthema:start \*\/\s*([\s\S]*?)\s*\/\* voorbeeldthema:end \*\//.exec(css)?.[1];
  if (!block) throw new Error('catalogue.css: the example theme block between its markers is missing');
  return block.replace('.catalogue-theme--example', ':root');
}

// On a phone the tables stack (catalogue.css): each cell then names its column itself (data-label).
function attributeTable(declaration: ElementDeclaration): SafeHtml {
  if (declaration.attributes.length === 0)
    return html`<p>Dit element heeft geen attributen: het haalt alles uit het adres van de pagina en de webshop.</p>`;
  return html`<div class="catalogue-table-wrap">
      <table class="catalogue-table catalogue-table--stack">
        <caption class="sport-visually-hidden">Attributen van &lt;${declaration.tag}&gt;</caption>
        <thead><tr><th scope="col">Attribuut</th><th scope="col">Waarde</th><th scope="col">Standaard</th><th scope="col">Betekenis</th></tr></thead>
        <tbody>
          ${declaration.attributes.map(
            (a) => html`<tr>
              <th scope="row"><code>${a.name}</code></th>
              <td data-label="Waarde">${TYPE_NAMES[a.type]}</td>
              <td data-label="Standaard">${a.required ? 'verplicht' : a.default === undefined ? '–' : html`<code>${a.default}</code>`}</td>
              <td data-label="Betekenis">${a.description}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
}

/**
 * The HTML an editor copies and the live example show. The event list's content is written from the
 * CMS's events of now (its declaration holds a frozen copy for the manifest), so the snippet an editor
 * pastes lists the current events before and without script (docs/rules.md "Event list").
 */
function exampleOf(declaration: ElementDeclaration, content: Content): string {
  if (declaration.tag === 'sport-event-list') return eventListElement(content.siteEvents(), { filters: true });
  return declaration.example;
}

function liveExample(declaration: ElementDeclaration, example: string): SafeHtml {
  if (declaration.demoPath) {
    // The element reads its route from the address, so its example lives on that address, in a frame.
    return html`<p class="catalogue-example__note">Dit element leest de route uit het adres; het voorbeeld toont de pagina <a href="${declaration.demoPath}">${declaration.demoPath}</a>.</p>
      <iframe class="catalogue-example__frame" src="${declaration.demoPath}" title="Live voorbeeld van ${declaration.title} op ${declaration.demoPath}" loading="lazy"></iframe>`;
  }
  // The declaration's own example, in place: the element upgrades it like on any page. An element
  // whose code is not in the bundle yet simply keeps its server-rendered content.
  // raw: a declaration is code in this repository (widgets/<tag>/declaration.ts), not editor input.
  return html`<div class="catalogue-example__inline">${raw(example)}</div>`;
}

function elementSection(declaration: ElementDeclaration, shop: string, content: Content): SafeHtml {
  const example = exampleOf(declaration, content);
  const headingId = `${declaration.tag}-titel`;
  return html`<section class="catalogue-element" id="${declaration.tag}" aria-labelledby="${headingId}">
      <h2 id="${headingId}">${declaration.title} <code class="catalogue-element__tag">&lt;${declaration.tag}&gt;</code></h2>
      <p class="catalogue-element__summary">${declaration.summary}</p>
      <details class="catalogue-dev">
        <summary>Voor ontwikkelaars: attributen en inhoud vooraf</summary>
        <h3>Attributen</h3>
        ${attributeTable(declaration)}
        <h3>Inhoud vooraf</h3>
        <p>${declaration.fallback}</p>
      </details>
      <div class="catalogue-example">
        <div class="catalogue-example__code">
          <h3>HTML</h3>
          ${copyable(forOwnSite(example, shop), declaration.title)}
        </div>
        <div class="catalogue-example__live">
          <h3>Live voorbeeld</h3>
          ${liveExample(declaration, example)}
        </div>
      </div>
    </section>`;
}

/** A colour's sample beside its value: an SVG fill, since the pages' CSP allows no style attribute. */
function swatch(value: string): SafeHtml | null {
  if (!/^#[0-9a-f]{3,8}$/i.test(value)) return null;
  return html`<svg class="catalogue-swatch" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><rect x="0.5" y="0.5" width="19" height="19" rx="4" fill="${value}" stroke="#172033" stroke-opacity="0.35"/></svg>`;
}

function themeSection(theme: readonly ThemeProperty[], exampleBlock: string): SafeHtml {
  // the try-it form starts from the bundle's own defaults (shared/ui/styles.css), not from numbers of its own
  const start = (name: string) => theme.find((p) => p.name === name)?.default ?? '';
  return html`<section class="catalogue-theme" id="huisstijl" aria-labelledby="huisstijl-titel">
      <h2 id="huisstijl-titel">Huisstijl: kleuren, lettertype, afronding en ruimte</h2>
      <p>De elementen staan in je pagina zelf, niet in een apart kader. Daardoor nemen ze vanzelf het <strong>lettertype</strong> en de <strong>linkkleur</strong> van je site over. De rest stel je in met CSS-variabelen: één blok in de stylesheet van je site geeft alle elementen tegelijk jouw huisstijl.</p>
      <div class="catalogue-table-wrap">
        <table class="catalogue-table catalogue-table--stack">
          <caption class="sport-visually-hidden">CSS-variabelen van de elementen</caption>
          <thead><tr><th scope="col">Variabele</th><th scope="col">Standaard</th><th scope="col">Waarvoor</th></tr></thead>
          <tbody>
            ${theme.map(
              (p) => html`<tr>
                <th scope="row"><code>${p.name}</code></th>
                <td data-label="Standaard">${swatch(p.default)}<code>${p.default}</code></td>
                <td data-label="Waarvoor">${p.description}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <h3>Eén blok voor alle elementen</h3>
      <p>Zet dit blok in de CSS van je site. Links zie je de onderdelen van de elementen in de standaardstijl, rechts met dit blok: knoppen, velden, meldingen, afronding en ruimte volgen allemaal.</p>
      ${copyable(exampleBlock, 'het voorbeeldthema')}
      <div class="catalogue-theme__compare">
        <figure class="catalogue-theme__figure">
          <figcaption>Standaard</figcaption>
          ${themeSample('standaard')}
        </figure>
        <figure class="catalogue-theme__figure catalogue-theme--example">
          <figcaption>Met het blok hierboven</figcaption>
          ${themeSample('voorbeeld')}
        </figure>
      </div>
      <theme-editor hidden>
        <h3 id="thema-proberen-titel">Zelf proberen</h3>
        <p>Kies hieronder je eigen waarden: deze pagina en de live voorbeelden hierboven volgen meteen. Het blok eronder kopieer je naar je site.</p>
        <form class="catalogue-theme__form" aria-labelledby="thema-proberen-titel">
          <label>Hoofdkleur <input type="color" name="--sport-color-primary" value="${start('--sport-color-primary')}"></label>
          <label>Donkere hoofdkleur <input type="color" name="--sport-color-primary-dark" value="${start('--sport-color-primary-dark')}"></label>
          <label>Zachte achtergrond <input type="color" name="--sport-color-soft" value="${start('--sport-color-soft')}"></label>
          <label>Lettertype van je site
            <select name="font-family">
              <option value="">zoals de site</option>
              <option value="Georgia, 'Times New Roman', serif">Georgia (schreef)</option>
              <option value="'Trebuchet MS', Verdana, sans-serif">Trebuchet MS</option>
              <option value="ui-monospace, 'Courier New', monospace">Monospace</option>
            </select>
          </label>
          <label>Afronding <input type="range" name="--sport-radius" min="0" max="24" step="2" value="${parseFloat(start('--sport-radius'))}" data-unit="px"></label>
          <label>Ruimte <input type="range" name="--sport-space" min="0.5" max="2" step="0.25" value="${parseFloat(start('--sport-space'))}" data-unit="rem"></label>
          <button type="reset" class="button button--secondary">Standaard</button>
        </form>
        <p class="catalogue-theme__result-label" id="thema-resultaat">Jouw blok:</p>
        <copy-snippet data-label="jouw thema"><pre class="catalogue-code" aria-labelledby="thema-resultaat"><code data-theme-output>:root {\n}</code></pre></copy-snippet>
      </theme-editor>
    </section>`;
}

/** The widgets' shared parts with their real classes: what a theme changes, shown without a running widget. */
function themeSample(id: string): SafeHtml {
  return html`<div class="catalogue-sample" inert>
      <div class="sport-alert sport-alert--success"><p class="sport-alert__title">Opgeslagen!</p></div>
      <div class="sport-form">
        <div class="sport-field">
          <label class="sport-field__label" for="voorbeeld-${id}-naam">Voornaam kind <span class="sport-field__required">*</span></label>
          <input class="sport-field__input" id="voorbeeld-${id}-naam" value="Sanne">
        </div>
        <div class="sport-submit"><button type="button" class="sport-button sport-button--primary">Verder</button><button type="button" class="sport-button">Terug</button></div>
      </div>
      <div class="sport-empty"><p>Je hebt nog geen inschrijvingen.</p></div>
    </div>`;
}

/** `shop`: the shop's own address (BASE_URL), filled into every snippet an editor copies. */
export function cataloguePage(
  content: Content,
  declarations: readonly ElementDeclaration[],
  theme: readonly ThemeProperty[],
  shop: string,
): string {
  return layout(content, {
    title: 'Elementen voor je pagina’s',
    description: 'Alle elementen van de webshop voor redacteuren: wat ze doen, hun attributen, HTML om te kopiëren en de huisstijl.',
    section: 'catalogue',
    body: html`<link rel="stylesheet" href="/assets/catalogue.css">
      <script type="module" src="/assets/catalogue.js"></script>
      ${pageIntro({
        crumb: 'Elementen',
        heading: 'Elementen voor je pagina’s',
        lead: 'Met deze elementen zet je de webshop in een pagina van je site: inloggen, inschrijven, een cadeaubon kopen. Je plakt een stukje HTML in de pagina; de rest doet het element zelf.',
      })}
      <div class="section section--flush-top catalogue">
        <div class="container">
          ${guideSection(content, shop)}
          <nav class="catalogue-toc" aria-labelledby="inhoud-titel">
            <h2 id="inhoud-titel">Alle elementen</h2>
            <ul>
              ${declarations.map((d) => html`<li><a href="#${d.tag}">${d.title}</a> <code>&lt;${d.tag}&gt;</code></li>`)}
              <li><a href="#huisstijl">Huisstijl</a></li>
            </ul>
          </nav>
          ${declarations.map((d) => elementSection(d, shop, content))}
          ${themeSection(theme, exampleThemeBlock())}
        </div>
      </div>`,
  });
}
