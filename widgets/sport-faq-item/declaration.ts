import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-faq-item',
  title: 'Veelgestelde vraag',
  summary:
    'Eén vraag met antwoord. De vraag en het antwoord staan gewoon in de pagina, ook zonder script; het element laat het antwoord soepel open- en dichtschuiven (zonder animatie als de bezoeker minder beweging wil) en opent de vraag als iemand een link naar deze vraag volgt.',
  attributes: [
    {
      name: 'faq-id',
      type: 'string',
      format: 'id',
      required: true,
      description:
        'Het id van de vraag in het CMS (letters, cijfers, - en _). Een link naar #faq-{id} opent deze vraag en scrolt ernaartoe.',
    },
  ],
  fallback:
    'Een <details id="faq-{id}"> met de vraag in <summary> en het antwoord erna. Zonder script opent en sluit de browser het antwoord zelf.',
  example:
    '<sport-faq-item faq-id="3">\n  <details id="faq-3" class="faq-item">\n    <summary class="faq-item__question"><h3 class="faq-item__title">Kan ik annuleren?</h3></summary>\n    <div class="faq-item__answer"><p>Tot vier weken voor het evenement kan dat kosteloos.</p></div>\n  </details>\n</sport-faq-item>',
} as const satisfies ElementDeclaration;
