// Plain text pages: the general terms and privacy statement (linked from the order and gift-card
// summaries, spec §2 "Order step 3") and the 404 page.
import { html, type SafeHtml } from '../lib/html';
import type { Content } from '../../server/content/content';
import { CONTACT_EMAIL, PRIVACY_EMAIL, introPage, layout, mailLink } from './layout';
import { eventCard } from './parts';

/**
 * The one cancellation rule: the terms say it in full, the FAQ
 * (content/faq.json 'Kan ik annuleren?') and the order flow's text card in short, never otherwise.
 */
export const CANCELLATION_POLICY =
  'Tot vier weken voor de start van een evenement annuleer je kosteloos. Daarna krijg je de helft van het bedrag terug; in de laatste week voor de start is annuleren niet meer mogelijk. Je mag wel altijd een ander kind in de plaats laten komen.';

/** The version both legal texts carry (they were last changed together). */
const LEGAL_VERSION = 'Versie 1 september 2026';

function textPage(content: Content, title: string, description: string, body: SafeHtml): string {
  return introPage(
    content,
    { title, description, section: 'legal', narrow: true },
    html`<div class="section section--flush-top">
        <div class="container container--narrow prose"><p class="prose__meta">${LEGAL_VERSION}</p>
      ${body}</div>
      </div>`,
  );
}

export function termsPage(content: Content): string {
  return textPage(
    content,
    'Algemene voorwaarden',
    'De algemene voorwaarden van Sportkamp Vooruit voor inschrijvingen en cadeaubonnen.',
    html`<h2>1. Inschrijving</h2>
      <p>Je schrijft een kind in via je account op deze website. De inschrijving is definitief zodra we je betaling hebben ontvangen. Je krijgt daarvan een bevestiging per e-mail.</p>
      <h2>2. Prijzen en betaling</h2>
      <p>Alle prijzen zijn per kind en in euro, inclusief btw. Je betaalt vooraf via de betaalpagina. Een kampshirt bestel je optioneel mee; bij sommige evenementen is het shirt gratis.</p>
      <h2>3. Annuleren</h2>
      <p>${CANCELLATION_POLICY}</p>
      <h2>4. Gegevens van je kind</h2>
      <p>Vul de gegevens van je kind vóór de start volledig in, inclusief medische bijzonderheden en een telefoonnummer voor noodgevallen. Zonder volledige gegevens kan je kind niet meedoen.</p>
      <h2>5. Cadeaubonnen</h2>
      <p>Een cadeaubon is een jaar geldig vanaf de aankoopdatum en kan worden gebruikt voor elk evenement. Wat na een inschrijving overblijft, kun je later nog gebruiken. De bon is niet inwisselbaar voor geld.</p>
      <h2>6. Aansprakelijkheid</h2>
      <p>We doen er alles aan om evenementen veilig te laten verlopen. Sportkamp Vooruit is niet aansprakelijk voor verlies of beschadiging van eigendommen. Zorg dat je kind verzekerd is.</p>
      <h2>7. Vragen</h2>
      <p>Heb je een vraag over deze voorwaarden? Mail ons via ${mailLink(CONTACT_EMAIL)}.</p>`,
  );
}

export function privacyPage(content: Content): string {
  return textPage(
    content,
    'Privacybeleid',
    'Hoe Sportkamp Vooruit omgaat met je persoonsgegevens en die van je kind.',
    html`<h2>Welke gegevens we gebruiken</h2>
      <p>Van jou bewaren we je naam, e-mailadres en telefoonnummer. Van je kind bewaren we de gegevens die je in het profiel invult, zoals naam, geboortedatum, sportclub en medische bijzonderheden.</p>
      <h2>Waarvoor</h2>
      <p>We gebruiken de gegevens alleen om inschrijvingen en betalingen af te handelen, groepen in te delen, je te informeren over het evenement en in een noodgeval snel de juiste hulp te bieden.</p>
      <h2>Hoe lang</h2>
      <p>We bewaren je gegevens zolang je account bestaat. Medische gegevens verwijderen we uiterlijk drie maanden na het laatste evenement van je kind.</p>
      <h2>Delen</h2>
      <p>We delen gegevens alleen met de trainers van het evenement en met onze betaalprovider, en nooit voor reclame. We verkopen je gegevens niet.</p>
      <h2>Je rechten</h2>
      <p>Je mag je gegevens altijd inzien, laten aanpassen of laten verwijderen. De meeste gegevens pas je zelf aan in je account. Voor de rest mail je naar ${mailLink(PRIVACY_EMAIL)}.</p>
      <h2>Cookies</h2>
      <p>We gebruiken alleen cookies die nodig zijn om in te loggen en je bestelling te onthouden. We gebruiken geen cookies om je te volgen.</p>`,
  );
}

export function notFoundPage(content: Content): string {
  const upcoming = content
    .siteEvents()
    .filter((e) => !e.ended)
    .slice(0, 3);
  return layout(content, {
    title: 'Pagina niet gevonden',
    section: 'notFound',
    body: html`<div class="page-intro page-intro--center">
        <div class="container container--narrow">
          <p class="page-intro__code" aria-hidden="true">404</p>
          <h1>Deze pagina bestaat niet (meer)</h1>
          <p class="page-intro__lead">Misschien is het evenement afgelopen of uitverkocht, of klopt de link niet. Bekijk de evenementen die nog komen of ga terug naar de homepage.</p>
          <p class="button-row">
            <a class="button button--accent" href="/evenementen">Bekijk de evenementen</a>
            <a class="button button--secondary" href="/">Terug naar home</a>
          </p>
        </div>
      </div>
      ${
        upcoming.length > 0 &&
        html`<section class="section section--alt" aria-labelledby="notfound-upcoming">
        <div class="container">
          <h2 id="notfound-upcoming">Binnenkort</h2>
          <ul class="card-grid">${upcoming.map((e) => html`<li>${eventCard(e)}</li>`)}</ul>
        </div>
      </section>`
      }`,
  });
}
