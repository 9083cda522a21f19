import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-account',
  title: 'Account',
  summary:
    'Het accountgedeelte op elke /account-pagina: inloggen, registreren, wachtwoord vergeten en herstellen, het overzicht met komende en afgelopen evenementen en feedback van de trainer, Gegevens, Profielen en het bewerken van een profiel. Het element leest de route uit het adres.',
  attributes: [
    {
      name: 'footer',
      type: 'boolean',
      default: 'false',
      description: 'Met "true" toont het element ook de titel en links van de CMS-footer, voor een pagina zonder eigen footer.',
    },
  ],
  fallback: 'Optioneel een laadtekst; het element vervangt zijn inhoud zodra het geladen is.',
  example: '<sport-account></sport-account>',
  demoPath: '/account/login',
} as const satisfies ElementDeclaration;
