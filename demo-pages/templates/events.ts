import { html, type SafeHtml } from '../lib/html';
import type { Content, ContentEvent } from '../../server/content/content';
import { sanitizeHtml } from '../lib/sanitize';
import { formatDayAndTime, formatPricePerChild } from '../../shared/format';
import { icons } from './icons';
import { slider } from './media';
import { introPage, layout } from './layout';
import { breadcrumbs, closedLabel, eventCard, eventDate, eventFacts, responsiveImage } from './parts';

export function eventListPage(content: Content): string {
  const events = content.siteEvents();
  const upcoming = events.filter((e) => !e.ended);
  const past = events.filter((e) => e.ended).reverse();
  return introPage(
    content,
    {
      title: 'Evenementen',
      description: 'Alle sportkampen, clinics en trainingsdagen van Sportkamp Vooruit op een rij.',
      section: 'events',
      lead: 'Kies een kamp, clinic of trainingsdag en schrijf je kind in. De prijs is per kind; een kampshirt bestel je in de volgende stap mee.',
    },
    html`<section class="section section--alt" aria-labelledby="upcoming-title">
        <div class="container">
          <h2 id="upcoming-title" class="visually-hidden">Komende evenementen</h2>
          ${
            upcoming.length > 0
              ? html`<ul class="card-grid">${upcoming.map((e) => html`<li>${eventCard(e, 3, signUpBlock(e, 'card'))}</li>`)}</ul>`
              : html`<p class="empty">Er staan op dit moment geen evenementen gepland. Kijk binnenkort nog eens.</p>`
          }
        </div>
      </section>
      ${
        past.length > 0 &&
        html`<section class="section" aria-labelledby="past-title">
        <div class="container">
          <h2 id="past-title">Afgelopen evenementen</h2>
          <ul class="card-grid">${past.map((e) => html`<li>${eventCard(e, 3, signUpBlock(e, 'card'))}</li>`)}</ul>
        </div>
      </section>`
      }`,
  );
}

/**
 * spec §2 "Event sign-up block" / §4 "Event sign-up button", rendered by the server as the element's
 * fallback: the price stays readable before (and without) the script, and the element reads the CMS
 * labels from the data attributes, so it needs no CMS query of its own (widgets/sport-event-signup).
 */
export function signUpBlock(event: ContentEvent, variant: 'panel' | 'card' = 'panel'): SafeHtml {
  const closed = closedLabel(event);
  const size = variant === 'panel' ? ' button--large' : '';
  // Before sign-up opens (docs/rules.md "Sales opening") the block says from when (the words of the
  // widgets' SalesNotice), with the button disabled, also before (and without) the script; the element
  // then counts down by the server's clock.
  const opensAt = event.salesOpenAt ? Date.parse(event.salesOpenAt) : NaN;
  if (!closed && opensAt > Date.now())
    return html`<sport-event-signup event-uuid="${event.external_id}" slug="${event.slug}" ended="false">
    <div class="event-signup event-signup--${variant}" data-label-sign-up="${event.labels.sign_up}" data-label-sold-out="${event.labels.sold_out}" data-label-ended="${event.labels.ended}">
      <p class="event-signup__price">${formatPricePerChild(event.price)}</p>
      <button type="button" class="button${size} event-signup__button" disabled>${event.labels.sign_up}</button>
      <p class="event-signup__opens">Inschrijven kan vanaf ${formatDayAndTime(opensAt)}</p>
    </div>
  </sport-event-signup>`;
  return html`<sport-event-signup event-uuid="${event.external_id}" slug="${event.slug}" ended="${event.ended ? 'true' : 'false'}">
    <div class="event-signup event-signup--${variant}" data-label-sign-up="${event.labels.sign_up}" data-label-sold-out="${event.labels.sold_out}" data-label-ended="${event.labels.ended}">
      <p class="event-signup__price">${formatPricePerChild(event.price)}</p>
      ${
        closed
          ? html`<button type="button" class="button${size} event-signup__button" disabled>${closed}</button>`
          : html`<a class="button button--accent${size} event-signup__button" href="/order/${encodeURIComponent(event.slug)}">${event.labels.sign_up}</a>`
      }
    </div>
  </sport-event-signup>`;
}

/**
 * The event's photo environment at #fotos: the dashboard's 'Bekijk de foto's' link points here
 * (photoAndVideoEnvironment /evenementen/{slug}#fotos). A slider with autoplay.
 */
function photos(content: Content, event: ContentEvent): SafeHtml | null {
  const media = content.photoEnvironment(event.slug);
  if (media.length === 0 && !event.photoAndVideoEnvironment) return null;
  return html`<section class="section event-photos" id="fotos" aria-labelledby="fotos-title">
    <div class="container">
      <h2 id="fotos-title">Foto’s en video’s</h2>
      ${media.length === 0 && html`<p class="empty">De foto’s en video’s van dit evenement komen binnenkort online.</p>`}
    </div>
    ${media.length > 0 && slider(media, { autoplay: true, labelledBy: 'fotos-title' })}
  </section>`;
}

/** An event's page. A sold-out or finished event does not invite to make an account. */
export function eventPage(content: Content, event: ContentEvent): string {
  const date = eventDate(event);
  return layout(content, {
    title: event.title,
    description: [event.subtitle, date, event.location].filter(Boolean).join(' · ') || undefined,
    section: 'events',
    body: html`<article class="event">
      ${event.image && html`<div class="event-hero">${responsiveImage(event.image, { sizes: '100vw', className: 'event-hero__image' })}</div>`}
      <div class="container event__layout">
        <header class="event__header">
          ${breadcrumbs([{ href: '/', label: 'Home' }, { href: '/evenementen', label: 'Evenementen' }, { label: event.title }])}
          <h1 class="event__title">${event.title}</h1>
          ${event.subtitle && html`<p class="event__subtitle">${event.subtitle}</p>`}
        </header>
        <aside class="event__aside" aria-label="Inschrijven">
          <div class="event-panel">
            ${eventFacts(event)}
            ${event.free_shirt && html`<p class="event-panel__note">${icons.shirt}Inclusief gratis kampshirt</p>`}
            ${signUpBlock(event)}
            ${closedLabel(event) === null && html`<p class="event-panel__hint">Je schrijft je kind in met je account. Nog geen account? Die maak je in de eerste stap aan.</p>`}
          </div>
        </aside>
        <div class="event__description prose">${sanitizeHtml(event.description)}</div>
      </div>
      ${photos(content, event)}
    </article>`,
  });
}
