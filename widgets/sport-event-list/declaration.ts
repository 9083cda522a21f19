import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-event-list',
  title: 'Evenementenlijst',
  summary:
    'De komende evenementen uit het CMS, elk met foto, titel, datum, leeftijd, locatie, prijs per kind, de actuele plekken ("Nog 3 plekken", "Vol – zet je op de wachtlijst") en "Inschrijven" naar de bestelpagina. Eén keer plaatsen is genoeg: een nieuw evenement in het CMS staat er vanzelf bij. Met attributen toon je een deel (een sport, een leeftijd, een periode, een plaats, een maximum); met filters="true" kiest de bezoeker zelf leeftijd, maand en sport, en het adres van de pagina onthoudt die keuze, zodat je een gefilterde lijst kunt delen. De plekken van alle evenementen komen in één aanvraag.',
  attributes: [
    {
      name: 'sport',
      type: 'string',
      description: 'Alleen evenementen van deze sport, zoals het CMS hem noemt ("Voetbal"; hoofdletters tellen niet).',
    },
    { name: 'age', type: 'number', description: 'Alleen evenementen voor een kind van deze leeftijd in jaren (bijvoorbeeld 9).' },
    { name: 'from', type: 'string', description: 'Alleen evenementen die op of na deze dag beginnen, als jjjj-mm-dd (2027-07-01).' },
    { name: 'until', type: 'string', description: 'Alleen evenementen die op of voor deze dag beginnen, als jjjj-mm-dd (2027-08-31).' },
    { name: 'location', type: 'string', description: 'Alleen evenementen waarvan de locatie deze tekst bevat ("Utrecht").' },
    { name: 'limit', type: 'number', description: 'Toon hoogstens zoveel evenementen (bijvoorbeeld 3); zonder: allemaal.' },
    {
      name: 'filters',
      type: 'boolean',
      default: 'false',
      description:
        'Met "true" staan boven de lijst keuzelijsten voor de bezoeker: leeftijd van het kind, maand en sport. De keuze staat in het adres (?leeftijd=9&maand=2027-07&sport=Voetbal).',
    },
  ],
  fallback:
    'Een <ul class="event-list"> met per evenement een <li class="event-list__item">: de foto (<img class="event-list__image" width="600" height="400">), de titel als link naar /order/{slug} in <h3 class="event-list__title">, datum, leeftijd en locatie in <p class="event-list__facts">, de prijs in <p class="event-list__price">, een lege <p class="event-list__places"> en de link "Inschrijven" (class event-list__button). De catalogus schrijft deze inhoud voor je met de evenementen van nu: zo is de lijst zonder script te lezen en te vinden voor zoekmachines. Het element vervangt hem door de actuele lijst uit het CMS; lukt dat niet, dan blijft deze lijst staan.',
  example: `<sport-event-list filters="true">
  <ul class="event-list" aria-label="Evenementen">
    <li class="event-list__item">
      <img class="event-list__image" src="/assets/img/event-keeper.svg?w=750" srcset="/assets/img/event-keeper.svg?w=375 375w, /assets/img/event-keeper.svg?w=750 750w, /assets/img/event-keeper.svg?w=1200 1200w, /assets/img/event-keeper.svg?w=1500 1500w, /assets/img/event-keeper.svg?w=1920 1920w, /assets/img/event-keeper.svg?w=2400 2400w" sizes="(min-width: 1000px) 360px, (min-width: 640px) 50vw, 100vw" width="600" height="400" alt="" loading="lazy" decoding="async">
      <div class="event-list__body">
        <h3 class="event-list__title"><a class="event-list__link" href="/order/keeperstraining-voorjaar-2027">Keeperstraining Voorjaar 2027</a></h3>
        <p class="event-list__facts">10 april 2027 · 9 t/m 14 jaar · Sportcentrum Het Hoge Land, Amersfoort</p>
        <div class="event-list__meta"><p class="event-list__price">EUR 45 per kind</p><p class="event-list__places"></p></div>
        <a class="event-list__button event-list__button--open" href="/order/keeperstraining-voorjaar-2027">Inschrijven</a>
      </div>
    </li><li class="event-list__item">
      <img class="event-list__image" src="/assets/img/event-tennis.svg?w=750" srcset="/assets/img/event-tennis.svg?w=375 375w, /assets/img/event-tennis.svg?w=750 750w, /assets/img/event-tennis.svg?w=1200 1200w, /assets/img/event-tennis.svg?w=1500 1500w, /assets/img/event-tennis.svg?w=1920 1920w, /assets/img/event-tennis.svg?w=2400 2400w" sizes="(min-width: 1000px) 360px, (min-width: 640px) 50vw, 100vw" width="600" height="400" alt="" loading="lazy" decoding="async">
      <div class="event-list__body">
        <h3 class="event-list__title"><a class="event-list__link" href="/order/tennisweek-zomer-2027">Tennisweek Zomer 2027</a></h3>
        <p class="event-list__facts">2 t/m 6 augustus 2027 · 8 t/m 14 jaar · Tennispark Berg en Bos, Apeldoorn</p>
        <div class="event-list__meta"><p class="event-list__price">EUR 165 per kind</p><p class="event-list__places"></p></div>
        <a class="event-list__button event-list__button--open" href="/order/tennisweek-zomer-2027">Inschrijven</a>
      </div>
    </li>
  </ul>
</sport-event-list>`,
} as const satisfies ElementDeclaration;
