import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-order',
  title: 'Bestellen',
  summary:
    'De bestelstappen op /order/{slug}, /order/{slug}/extras en /order/{slug}/summary, en de resultaatpagina’s /succes en /failed. Het evenement volgt uit de {slug} in het adres; inloggen is nodig.',
  attributes: [],
  fallback: 'Optioneel een laadtekst; het element vervangt zijn inhoud zodra het geladen is.',
  example: '<sport-order></sport-order>',
  demoPath: '/order/voetbalkamp-zomer-2027',
} as const satisfies ElementDeclaration;
