import { html, type SafeHtml } from '../lib/html';
import type { Content } from '../../server/content/content';
import { icons } from './icons';
import { CONTACT_EMAIL, introPage, layout, mailLink } from './layout';
import { formatMoney } from '../../shared/format';
import { closedLabel, eventCard, responsiveImage } from './parts';
import { faqItem, faqStructuredData, slider, videoBlock } from './media';

const MAX_UPCOMING = 6;
const HOME_FAQ_COUNT = 4;

function hero(content: Content): SafeHtml {
  const image = content.siteEvents().find((e) => e.image && !closedLabel(e))?.image ?? content.media().find((m) => m.image)?.image;
  return html`<section class="hero" aria-labelledby="hero-title">
    <div class="container hero__inner">
      <div class="hero__text">
        <p class="hero__eyebrow">Sportkampen · clinics · trainingsdagen</p>
        <h1 id="hero-title" class="hero__title">Beter worden in je sport, met vrienden en veel plezier</h1>
        <p class="hero__lead">Bij Sportkamp Vooruit trainen kinderen van 6 tot 16 jaar onder leiding van gediplomeerde trainers. In de vakanties, op zaterdag en altijd in kleine groepen.</p>
        <p class="hero__actions">
          <a class="button button--accent button--large" href="/evenementen">Bekijk de evenementen</a>
          <a class="button button--on-dark button--large" href="/cadeaubon">${icons.gift}Geef een cadeaubon</a>
        </p>
      </div>
      ${image && html`<div class="hero__media">${responsiveImage(image, { sizes: '(min-width: 900px) 45vw, 100vw', className: 'hero__image', decorative: true })}</div>`}
    </div>
  </section>`;
}

function highlights(): SafeHtml {
  const items = [
    { icon: icons.whistle, title: 'Gediplomeerde trainers', text: 'Ervaren trainers met een VOG, die weten hoe je kinderen laat groeien.' },
    { icon: icons.people, title: 'Kleine groepen', text: 'Maximaal twaalf kinderen per trainer, ingedeeld op leeftijd en niveau.' },
    { icon: icons.shirt, title: 'Eigen kampshirt', text: 'Bij veel evenementen bestel je een shirt mee, soms zelfs gratis.' },
  ];
  return html`<section class="section section--tight" aria-label="Waarom Sportkamp Vooruit">
    <ul class="container highlights">
      ${items.map((item) => html`<li class="highlight">${item.icon}<div><h2 class="highlight__title">${item.title}</h2><p>${item.text}</p></div></li>`)}
    </ul>
  </section>`;
}

function upcomingEvents(content: Content): SafeHtml {
  const upcoming = content
    .siteEvents()
    .filter((e) => !e.ended)
    .slice(0, MAX_UPCOMING);
  return html`<section class="section section--alt" aria-labelledby="upcoming-title">
    <div class="container">
      <div class="section__header">
        <h2 id="upcoming-title">Binnenkort</h2>
        <a class="section__more" href="/evenementen">Alle evenementen ${icons.arrowRight}</a>
      </div>
      ${
        upcoming.length > 0
          ? html`<ul class="card-grid">${upcoming.map((e) => html`<li>${eventCard(e)}</li>`)}</ul>`
          : html`<p class="empty">Er staan op dit moment geen evenementen gepland. Kijk binnenkort nog eens, of geef alvast een <a href="/cadeaubon">cadeaubon</a>.</p>`
      }
    </div>
  </section>`;
}

function mediaSlider(content: Content): SafeHtml | null {
  const media = content.media();
  if (media.length === 0) return null;
  return html`<section class="section" aria-labelledby="media-title">
    <div class="container">
      <div class="section__header">
        <h2 id="media-title">Zo ziet een kampdag eruit</h2>
      </div>
    </div>
    ${slider(media, { autoplay: false, labelledBy: 'media-title' })}
  </section>`;
}

function videos(content: Content): SafeHtml | null {
  const blocks = content
    .videos()
    .map((v) => videoBlock(v))
    .filter((b) => b !== null);
  if (blocks.length === 0) return null;
  return html`<section class="section section--tight" aria-labelledby="videos-title">
    <div class="container">
      <h2 id="videos-title">Bekijk de video’s</h2>
      <div class="video-list">${blocks}</div>
    </div>
  </section>`;
}

function faq(content: Content): SafeHtml | null {
  const items = content.faq();
  if (items.length === 0) return null;
  return html`<section class="section section--alt" aria-labelledby="faq-title">
    <div class="container container--narrow">
      <h2 id="faq-title">Veelgestelde vragen</h2>
      <div class="faq-list">
        ${items.slice(0, HOME_FAQ_COUNT).map(faqItem)}
      </div>
      ${faqStructuredData(items.slice(0, HOME_FAQ_COUNT))}
      ${items.length > HOME_FAQ_COUNT && html`<p class="section__footer"><a href="/veelgestelde-vragen">Alle veelgestelde vragen ${icons.arrowRight}</a></p>`}
    </div>
  </section>`;
}

function giftCardTeaser(content: Content): SafeHtml {
  const amounts = content.giftCardAmounts();
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return html`<section class="section" aria-labelledby="gift-title">
    <div class="container">
      <div class="teaser">
        <div class="teaser__icon">${icons.gift}</div>
        <div class="teaser__text">
          <h2 id="gift-title">Geef sportplezier cadeau</h2>
          <p>Met een cadeaubon van Sportkamp Vooruit kiest je kind zelf een kamp of clinic. Verkrijgbaar van ${formatMoney(low)} tot ${formatMoney(high)}, direct per e-mail.</p>
        </div>
        <a class="button button--accent button--large teaser__action" href="/cadeaubon">Bestel een cadeaubon</a>
      </div>
    </div>
  </section>`;
}

export function faqPage(content: Content): string {
  const items = content.faq();
  return introPage(
    content,
    {
      title: 'Veelgestelde vragen',
      description: 'Antwoorden op de vragen die ouders ons het vaakst stellen over kampen, inschrijven en cadeaubonnen.',
      section: 'faq',
      lead: html`Staat je vraag er niet tussen? Mail ons via ${mailLink(CONTACT_EMAIL)}, dan helpen we je graag.`,
      narrow: true,
    },
    html`<div class="section section--flush-top">
        <div class="container container--narrow">
          ${items.length > 0 ? html`<div class="faq-list">${items.map(faqItem)}</div>${faqStructuredData(items)}` : html`<p class="empty">Er zijn nog geen vragen toegevoegd.</p>`}
        </div>
      </div>`,
  );
}

export function homePage(content: Content): string {
  return layout(content, {
    section: 'home',
    body: html`${hero(content)}${highlights()}${upcomingEvents(content)}${mediaSlider(content)}${videos(content)}${faq(content)}${giftCardTeaser(content)}`,
  });
}
