import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-event-signup',
  title: 'Evenement-inschrijving',
  summary:
    'De prijs van een evenement ("EUR {prijs} per kind") en één knop: "Inschrijven" naar de bestelpagina, of uitgeschakeld met het label voor een afgelopen of uitverkocht evenement. Het element vraagt bij het laden de actuele vrije plekken op; bij 5 of minder toont het "Nog N plekken". Zet het op de pagina van een evenement of in een lijst met evenementen; meerdere blokken voor hetzelfde evenement doen samen één aanvraag.',
  attributes: [
    {
      name: 'event-uuid',
      type: 'string',
      required: true,
      description: 'Het uuid (external_id) van het evenement in de shop; daarmee worden de vrije plekken opgevraagd.',
    },
    { name: 'slug', type: 'string', required: true, description: 'De slug van het evenement: de knop linkt naar /order/{slug}.' },
    {
      name: 'ended',
      type: 'boolean',
      default: 'false',
      description:
        'Met "true" is het evenement afgelopen: de knop is uitgeschakeld met het label voor afgelopen, en er wordt niets opgevraagd.',
    },
  ],
  fallback:
    'Verplicht: een <div class="event-signup"> met de prijs in <p class="event-signup__price"> en de knop als <a class="… event-signup__button" href="/order/{slug}"> (of een uitgeschakelde <button>; vóór de opening van de inschrijving (salesOpenAt) met daaronder <p class="event-signup__opens">Inschrijven kan vanaf …</p>). De labels van het CMS-evenement staan op de div: data-label-sign-up, data-label-sold-out en data-label-ended. Het element houdt de classes; een open knop krijgt er button--accent bij. Zonder script blijven prijs en knop zoals de server ze toont.',
  example: `<sport-event-signup event-uuid="9bb778c9-7454-4a36-bfbb-6763700c3211" slug="keeperstraining-voorjaar-2027" ended="false">
  <div class="event-signup" data-label-sign-up="Inschrijven" data-label-sold-out="Uitverkocht" data-label-ended="Afgelopen">
    <p class="event-signup__price">EUR 45 per kind</p>
    <a class="button button--accent button--large event-signup__button" href="/order/keeperstraining-voorjaar-2027">Inschrijven</a>
  </div>
</sport-event-signup>`,
} as const satisfies ElementDeclaration;
