import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-staff',
  title: 'Beheer',
  summary:
    'Het beheer voor medewerkers op de eigen /beheer-pagina’s van de shop: het overzicht van alle evenementen met plaatsen en verkoop, de deelnemers per evenement (met shirtmaten, medische gegevens op verzoek, export en afdrukken), de aanwezigheidslijst voor de telefoon (ook zonder netwerk), feedback per ticket, trainers, bestellingen en het logboek. Alleen voor de site van de shop zelf (niet op een andere site): een ouder ziet dat hij geen toegang heeft. Het element leest de route uit het adres.',
  attributes: [],
  fallback: 'Optioneel een laadtekst; het element vervangt zijn inhoud zodra het geladen is.',
  example: '<sport-staff></sport-staff>',
  demoPath: '/beheer',
} as const satisfies ElementDeclaration;
