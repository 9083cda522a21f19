import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-order',
  title: 'Bestellen',
  summary:
    'De bestelstappen (kinderen kiezen, extra’s, overzicht) en de pagina’s na het betalen. Het element leest het evenement uit het adres van de pagina en vraagt de ouder eerst in te loggen. Op je eigen site hoef je deze pagina’s niet te maken: het inschrijfblok stuurt ouders naar de bestelpagina’s van de shop.',
  attributes: [],
  fallback:
    'Optioneel een laadtekst. Sneller op een telefoon: het kader van het element met de headerafbeelding van het evenement erin, zoals het element hem tekent (<div class="sport-order"><div class="sport-order__header"><img class="sport-order__header-image" src srcset sizes width="2400" height="1000" alt …></div><div class="sport-order__main">laadtekst</div></div>; op /succes en /failed zonder header). Het element houdt die afbeelding tot het zijn eigen kent en vervangt de rest zodra het geladen is.',
  example: '<sport-order></sport-order>',
  demoPath: '/order/voetbalkamp-zomer-2027',
} as const satisfies ElementDeclaration;
