import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-gift-card',
  title: 'Cadeaubon',
  summary:
    'Een cadeaubon kopen zonder in te loggen, op /cadeaubon (formulier en saldo bekijken), /cadeaubon/summary (overzicht en betalen) en de resultaatpagina’s /cadeaubon/succes en /cadeaubon/mislukt. Het adres bepaalt wat het element toont; teksten, bedragen en de headerafbeelding komen uit het CMS.',
  attributes: [],
  fallback:
    'Optioneel de header (met de headerafbeelding als <img class="sport-gift-card__header-image" src srcset sizes width="2400" height="1000" alt …>, zoals het element hem tekent) en een laadteken op de plek van het formulier. Het element houdt die afbeelding tot de CMS-teksten er zijn en vervangt de rest zodra het geladen is.',
  example: '<sport-gift-card></sport-gift-card>',
  demoPath: '/cadeaubon',
} as const satisfies ElementDeclaration;
