// Small building blocks used by several page templates.
import { attr, html, type SafeHtml } from '../lib/html';
import type { HeaderImage, ContentEvent } from '../../server/content/content';
import { formatDateRange, formatPricePerChild } from '../../shared/format';
import { headerImageAttributes } from '../../shared/contract/header-image';
import { icons } from './icons';

/** A responsive <img> over the CMS widths (spec §9: 375 … 2400). */
export function responsiveImage(
  image: HeaderImage,
  options: { sizes: string; className?: string; lazy?: boolean; decorative?: boolean },
): SafeHtml {
  const sources = image.sources;
  // src for browsers without srcset: the smallest source of at least 1200 px, else the largest
  const fallback = sources.find((s) => s.width >= 1200) ?? sources[sources.length - 1];
  return html`<img${attr('class', options.className)} src="${fallback?.url ?? ''}" srcset="${sources.map((s) => `${s.url} ${s.width}w`).join(', ')}" sizes="${options.sizes}" alt="${options.decorative ? '' : image.alt}"${attr('loading', options.lazy && 'lazy')} decoding="async">`;
}

/**
 * A template's header image as the widget draws it (shared/ui/HeaderPicture.tsx, same attributes): in
 * the page's fallback it paints with the page, and the widget's copy replaces it without a shift.
 */
export function headerPicture(image: HeaderImage | null | undefined, className: string): SafeHtml | null {
  const a = headerImageAttributes(image);
  return a
    ? html`<img class="${className}" src="${a.src}" srcset="${a.srcSet}" sizes="${a.sizes}" width="${a.width}" height="${a.height}" alt="${a.alt}" decoding="async" fetchpriority="high">`
    : null;
}

export function eventDate(event: ContentEvent): string {
  return formatDateRange(event.startDate, event.endDate);
}

export function isSoldOut(event: ContentEvent): boolean {
  // spec §9: sold out at 0 or less. The page knows only the initial stock; the element checks the live stock.
  return event.initial_stock <= 0;
}

/** The label of a closed sign-up, or null when the event is open (spec §4 "Event sign-up button"). */
export function closedLabel(event: ContentEvent): string | null {
  if (event.ended) return event.labels.ended;
  if (isSoldOut(event)) return event.labels.sold_out;
  return null;
}

export function eventFacts(event: ContentEvent): SafeHtml {
  const date = eventDate(event);
  const fact = (icon: SafeHtml, term: string, value: string) =>
    value && html`<div class="event-facts__item"><dt>${icon}<span class="visually-hidden">${term}</span></dt><dd>${value}</dd></div>`;
  return html`<dl class="event-facts">
    ${fact(icons.calendar, 'Datum', date)}
    ${fact(icons.pin, 'Locatie', event.location)}
    ${fact(icons.people, 'Leeftijd', event.participantsAge)}
  </dl>`;
}

/** An event as a card; with `signUp` (the events list) its footer is the sign-up block instead of the price. */
export function eventCard(event: ContentEvent, headingLevel: 2 | 3 = 3, signUp?: SafeHtml): SafeHtml {
  const closed = closedLabel(event);
  const heading = `h${headingLevel}`;
  return html`<article class="event-card${closed ? ' event-card--closed' : ''}">
    <div class="event-card__media">
      ${event.image ? responsiveImage(event.image, { sizes: '(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw', className: 'event-card__image', lazy: true, decorative: true }) : html`<div class="event-card__placeholder"></div>`}
      ${closed && html`<span class="badge badge--muted event-card__badge">${closed}</span>`}
    </div>
    <div class="event-card__body">
      <${heading} class="event-card__title"><a class="event-card__link" href="/evenementen/${encodeURIComponent(event.slug)}">${event.title}</a></${heading}>
      ${event.subtitle && html`<p class="event-card__subtitle">${event.subtitle}</p>`}
      ${eventFacts(event)}
      ${
        signUp
          ? html`<div class="event-card__footer event-card__footer--signup">${signUp}</div>`
          : html`<p class="event-card__footer"><span class="event-card__price">${formatPricePerChild(event.price)}</span><span class="event-card__more" aria-hidden="true">Bekijk ${icons.arrowRight}</span></p>`
      }
    </div>
  </article>`;
}

export function breadcrumbs(items: { href?: string; label: string }[]): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="Kruimelpad">
    <ol>
      ${items.map((item) =>
        item.href ? html`<li><a href="${item.href}">${item.label}</a></li>` : html`<li><span aria-current="page">${item.label}</span></li>`,
      )}
    </ol>
  </nav>`;
}

/** The intro band of a page one level below Home: breadcrumbs, the page's one h1 and its lead text (if any). */
export function pageIntro(intro: { crumb: string; heading?: string; lead?: string | SafeHtml; narrow?: boolean }): SafeHtml {
  return html`<div class="page-intro">
        <div class="container${intro.narrow ? ' container--narrow' : ''}">
          ${breadcrumbs([{ href: '/', label: 'Home' }, { label: intro.crumb }])}
          <h1>${intro.heading ?? intro.crumb}</h1>${
            intro.lead !== undefined &&
            html`
          <p class="page-intro__lead">${intro.lead}</p>`
          }
        </div>
      </div>`;
}
