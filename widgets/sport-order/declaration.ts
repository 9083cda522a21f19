import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-order',
  title: 'Bestellen',
  summary:
    'De bestelstappen op /order/{slug}, /order/{slug}/extras en /order/{slug}/summary, en de resultaatpagina’s /succes en /failed. Het evenement volgt uit de {slug} in het adres; inloggen is nodig.',
  attributes: [],
  fallback:
    'Optioneel een laadtekst. Sneller op een telefoon: het kader van het element met de headerafbeelding van het evenement erin, zoals het element hem tekent (<div class="sport-order"><div class="sport-order__header"><img class="sport-order__header-image" src srcset sizes width="2400" height="1000" alt …></div><div class="sport-order__main">laadtekst</div></div>; op /succes en /failed zonder header). Het element houdt die afbeelding tot het zijn eigen kent en vervangt de rest zodra het geladen is.',
  example: '<sport-order></sport-order>',
  demoPath: '/order/voetbalkamp-zomer-2027',
} as const satisfies ElementDeclaration;
