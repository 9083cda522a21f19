import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-gift-card',
  title: 'Cadeaubon',
  summary:
    'Een cadeaubon kopen zonder in te loggen, op /cadeaubon (formulier en saldo bekijken), /cadeaubon/summary (overzicht en betalen) en de resultaatpagina’s /cadeaubon/succes en /cadeaubon/mislukt. Het adres bepaalt wat het element toont; teksten, bedragen en de headerafbeelding komen uit het CMS.',
  attributes: [],
  fallback: 'Optioneel de header en een laadteken op de plek van het formulier; het element vervangt zijn inhoud zodra het geladen is.',
  example: '<sport-gift-card></sport-gift-card>',
  demoPath: '/cadeaubon',
} as const satisfies ElementDeclaration;
