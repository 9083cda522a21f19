// The catalogue's guide for editors (/elementen, "Zo zet je de shop op je eigen site"): step by step for
// someone who can paste HTML but does not know CORS, with the shop's real address filled in, a ready
// sign-up block per current event, the set-up hints of the console word for word, and the developers'
// details in one fold. What it promises is what the code does (README "Embed the widgets on your site"):
// the anonymous elements work on any site without a setting at the shop; logging in and ordering happen
// on the shop's own pages unless the club's site shares the shop's domain and is allowed.
import { html, type SafeHtml } from '../lib/html';
import type { Content, ContentEvent } from '../../server/content/content';
import { cspLine, forOwnSite, headSnippet, scriptAddress } from '../lib/snippets';
import { setupHintList } from '../../shared/contract/setup-hints';
import { signUpBlock } from './events';
import { eventDate } from './parts';

/** The address the guide uses for the editor's own site, in examples and in the hints. */
export const EXAMPLE_SITE = 'https://www.jouwclub.nl';

/** Code with a 'Kopieer' button (demo-pages/assets/catalogue.js); `label` names it in the button's name. */
export function copyable(code: string, label: string): SafeHtml {
  return html`<copy-snippet data-label="${label}"><pre class="catalogue-code"><code>${code}</code></pre></copy-snippet>`;
}

/**
 * The events an editor can place now: the ones the shop sells (an external_id) that have not ended, those
 * with places first (by date), so the first ready block an editor tries shows a working 'Inschrijven' and
 * not a sold-out label. The CMS's places are all this page knows; the block itself asks the live ones.
 */
export function currentEvents(content: Content): ContentEvent[] {
  const current = content.siteEvents().filter((e) => !e.ended && e.external_id !== '');
  return [...current.filter((e) => e.initial_stock > 0), ...current.filter((e) => e.initial_stock <= 0)];
}

/** An event's sign-up block as the editor pastes it on their own site: the shop's addresses absolute. */
export function eventSnippet(event: ContentEvent, shop: string): string {
  return forOwnSite(signUpBlock(event).value, shop);
}

function eventList(content: Content, shop: string): SafeHtml {
  const events = currentEvents(content);
  if (events.length === 0) return html`<p>Er staan nu geen evenementen in de shop. Zodra er een is, staat zijn blok hier.</p>`;
  return html`<ul class="guide-events" aria-label="Inschrijfblokken per evenement">
      ${events.map(
        (e) => html`<li class="guide-event">
          <h4 class="guide-event__title">${e.title}</h4>
          <p class="guide-event__facts">${[eventDate(e), e.location].filter(Boolean).join(' · ')}</p>
          ${copyable(eventSnippet(e, shop), `het inschrijfblok van ${e.title}`)}
        </li>`,
      )}
    </ul>`;
}

function troubleList(shop: string): SafeHtml {
  return html`<section class="guide-trouble" aria-labelledby="werkt-het-niet-titel">
      <h3 id="werkt-het-niet-titel">Werkt het niet?</h3>
      <p>Kijk in de console van je browser. Elke fout bij het plaatsen geeft daar één regel, die zegt wat er mis is en wat je doet. Op de plek van ${EXAMPLE_SITE} staat dan het adres van je eigen site.</p>
      <dl class="guide-trouble__list">
        ${setupHintList(shop, EXAMPLE_SITE).map((hint) => html`<div class="guide-trouble__item"><dt>${hint.when}</dt><dd><code>${hint.line}</code></dd></div>`)}
      </dl>
      <h4 id="geen-regel">Geen enkele regel met <code>sport-shop:</code>, en de slider heeft geen knoppen Vorige en Volgende?</h4>
      <p>Dan is het script van de shop niet geladen, en kan het ook niets zeggen. Je blokken tonen hun gewone inhoud (de knop Inschrijven werkt, maar zonder plekken). Controleer twee dingen:</p>
      <ul class="guide-trouble__silent">
        <li><strong>Het adres van het script.</strong> Open <code>${scriptAddress(shop)}</code> in een nieuw tabblad. Zie je een foutpagina in plaats van code, dan staat er een typfout in de twee regels in je <code>&lt;head&gt;</code>: kopieer ze hierboven opnieuw.</li>
        <li><strong>De <code>script-src</code>-regel.</strong> Staat er in de console een melding met <code>Content Security Policy</code> en <code>script-src</code>, dan blokkeert je site het script. Zet ${shop} achter <code>script-src</code> in de CSP-regel van je site (stap 5).</li>
      </ul>
    </section>`;
}

function developers(shop: string): SafeHtml {
  return html`<details class="catalogue-dev" id="voor-ontwikkelaars">
      <summary>Voor ontwikkelaars</summary>
      <ul>
        <li><strong>CORS.</strong> De openbare aanvragen (de bundel onder <code>/dist</code>, <code>GET /api/events/{uuid}/stock</code>, <code>GET /api/events/stock</code>, <code>POST /graphql</code>, <code>GET /api/embed-check</code> en de bestanden onder <code>/assets</code>, zoals WebVTT-ondertitels) antwoorden met <code>Access-Control-Allow-Origin: *</code> zonder credentials. Daarom werken de blokken zonder inloggen op elk domein, ook als de browser cookies van derden blokkeert.</li>
        <li><strong>Inloggen, SameSite en CSRF.</strong> De sessie is een httpOnly-cookie van de shop met <code>SameSite=Lax</code>: op een ander registreerbaar domein is dat een cookie van derden. De navigatie en het inschrijfblok sturen de ouder daar naar <code>${shop}/account</code> en <code>${shop}/order/{slug}</code>. Een site op hetzelfde domein die de pagina’s zelf toont, heeft nodig: <code>ALLOWED_ORIGINS=${EXAMPLE_SITE}</code> bij de shop (exacte origins, gescheiden door komma’s), <code>&lt;meta name="sport-shop:pages" content="${EXAMPLE_SITE}"&gt;</code> in de pagina’s, en pagina’s op de adressen van de shop (<code>/account…</code>, <code>/order/{slug}…</code>, <code>/succes</code>, <code>/failed</code>, <code>/cadeaubon…</code>) met <code>&lt;sport-account&gt;</code>, <code>&lt;sport-order&gt;</code> en <code>&lt;sport-gift-card&gt;</code>. Het CSRF-token komt uit de header <code>X-XSRF-TOKEN</code> van <code>GET /api/csrf-cookie</code>.</li>
        <li><strong>Beheer.</strong> <code>&lt;sport-staff&gt;</code> werkt alleen op hetzelfde domein als de shop: op de eigen pagina’s van de shop (<code>${shop}/beheer</code>) of op <code>/beheer…</code>-pagina’s van een site op hetzelfde domein, zoals hierboven. Op een site op een ander domein zie je het niet; medewerkers loggen in op de shop.</li>
        <li><strong>API-adres.</strong> De elementen vinden <code>/api</code> en <code>/graphql</code> naast <code>widgets.js</code>. <code>&lt;meta name="sport-shop:api" content="${shop}/api"&gt;</code> en <code>sport-shop:graphql</code> wijzen ze elders heen.</li>
        <li><strong>Inschrijfblok.</strong> <code>event-uuid</code> is het uuid (<code>external_id</code>) van het evenement in de shop, <code>slug</code> het laatste deel van het adres van de bestelpagina. De blokken hierboven hebben beide al ingevuld.</li>
        <li><strong>CSP.</strong> De regel dekt <code>script-src</code> (het script en zijn delen), <code>style-src</code> (de stylesheet), <code>connect-src</code> (de API en <code>/graphql</code>), <code>img-src</code> en <code>media-src</code> (beelden, video’s en WebVTT-ondertitels van de shop). Video’s van YouTube of Vimeo: ook <code>frame-src https://www.youtube-nocookie.com https://player.vimeo.com</code>.</li>
        <li><strong>Attributen.</strong> Schrijf ja/nee-attributen altijd uit (<code>footer="true"</code>): een attribuut zonder waarde telt als <code>"false"</code>. De attributen van elk element staan bij dat element.</li>
      </ul>
    </details>`;
}

/** The guide: the first thing on /elementen. `shop` is the shop's own address (BASE_URL). */
export function guideSection(content: Content, shop: string): SafeHtml {
  return html`<section class="guide" id="eigen-site" aria-labelledby="eigen-site-titel">
      <h2 id="eigen-site-titel">Zo zet je de shop op je eigen site</h2>
      <p>Je hebt geen programmeur nodig: je plakt een paar stukjes HTML in je site. Alle adressen hieronder zijn die van deze shop, <strong>${shop}</strong>.</p>
      <ol class="guide-steps">
        <li>
          <h3>Zet twee regels in de kop van je site</h3>
          <p>Plak deze regels in de <code>&lt;head&gt;</code> van je site. In veel systemen heet die plek ‘Code in de kop’ of ‘Header-scripts’. Eén keer voor de hele site is genoeg.</p>
          ${copyable(headSnippet(shop), 'het script en de stylesheet')}
        </li>
        <li>
          <h3>Maak gewone pagina’s</h3>
          <p>Vaste pagina’s zijn genoeg. Maak bijvoorbeeld een pagina per kamp of training met het inschrijfblok erop, en een pagina met veelgestelde vragen, foto’s of een video. Pagina’s om in te loggen, te bestellen of te betalen maak je niet: de knop Inschrijven en de accountknop brengen ouders naar de pagina’s van de shop.</p>
        </li>
        <li>
          <h3>Plak het inschrijfblok van je evenement</h3>
          <p>Elk evenement heeft een eigen blok, klaar om te plakken. Klik op Kopieer bij het evenement en plak het in de HTML van je pagina, op de plek waar de knop moet komen. De andere blokken (vragen, slider, video, navigatie) staan verderop bij <a href="#inhoud-titel">Alle elementen</a>.</p>
          ${eventList(content, shop)}
          <p>Veel evenementen? Zet dan één <a href="#sport-event-list">Evenementenlijst</a> op een pagina: die toont alle komende evenementen met hun plekken, en een nieuw evenement staat er vanzelf bij. Met <code>filters="true"</code> kiezen ouders zelf leeftijd, maand en sport.</p>
        </li>
        <li>
          <h3>Moet de shop iets aanzetten?</h3>
          <p>Voor het inschrijfblok, de evenementenlijst, de vragen, de slider, de video en de navigatie niet: die werken op elke site.</p>
          <p>Inloggen en bestellen werken op je eigen pagina’s alleen als je site en de shop hetzelfde domein delen (zoals www.jouwclub.nl en shop.jouwclub.nl); op elke andere site doet de ouder dat op de pagina’s van de shop. Wil je het account, bestellen of de cadeaubon op je eigen pagina’s, vraag de shop dan om het adres van je site toe te laten, bijvoorbeeld <code>${EXAMPLE_SITE}</code>.</p>
        </li>
        <li>
          <h3>Heeft je site een Content-Security-Policy?</h3>
          <p>De meeste sites hebben die niet; dan sla je deze stap over. Heeft je site er wel een, zet deze regel er dan bij. Staat een deel, zoals <code>script-src</code>, er al in, zet het adres van de shop daar dan achter.</p>
          ${copyable(cspLine(shop), 'de regel voor de Content-Security-Policy')}
        </li>
        <li>
          <h3>Kijk of het werkt</h3>
          <p>Open je pagina. Het inschrijfblok toont de prijs en de knop Inschrijven; zijn er nog maar een paar plekken, dan staat er ook ‘Nog 3 plekken’. Een vraag klapt soepel open als je erop klikt.</p>
          <p>Open daarna de console van je browser: druk op F12 (op een Mac Cmd+Option+J) en kies Console. Staat daar geen regel die begint met <code>sport-shop:</code> en heeft de slider zijn knoppen Vorige en Volgende, dan is alles goed. Staat er wel zo’n regel, zoek hem op in de lijst hieronder; staat er geen en mist de slider zijn knoppen, lees dan <a href="#geen-regel">Geen enkele regel</a>.</p>
        </li>
      </ol>
      ${troubleList(shop)}
      ${developers(shop)}
    </section>`;
}
