import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-slider',
  title: 'Slider',
  summary:
    'Een rij dia’s (foto’s en video’s) met knoppen Vorige en Volgende, optionele bolletjes, pijltjestoetsen, vegen en optioneel automatisch afspelen met een pauzeknop. Zonder script blijft het een rij die je opzij scrolt.',
  attributes: [
    {
      name: 'bullets',
      type: 'boolean',
      default: 'false',
      description: 'Met "true" staan er bolletjes onder de slider om naar een dia te springen (alleen bij meer dan één dia).',
    },
    {
      name: 'custom-padding',
      type: 'boolean',
      default: 'false',
      description:
        'Met "true" lijnt de eerste dia uit met de inhoud van de pagina (ruimte aan de zijkant); met "false" begint de rij vanaf 768 px tegen de rand.',
    },
    {
      name: 'autoplay',
      type: 'boolean',
      default: 'false',
      description:
        'Met "true" gaat de slider vanzelf door; dat stopt bij aanwijzen, bij toetsenbordfocus en als de bezoeker minder beweging wil, en er is een pauzeknop.',
    },
  ],
  fallback:
    'Eén element met class "slider" (bijvoorbeeld <div class="slider">) met per dia een element met class "slide". Een videodia bevat een .media-item met een link naar de video (zie <sport-video>). Geef de rij tabindex="0", role="region" en een naam (aria-label, of aria-labelledby met de kop erboven): zonder script scrolt een bezoeker hem dan met de pijltjestoetsen; het element neemt die rol over zodra het draait.',
  example:
    '<sport-slider bullets="true" custom-padding="true" autoplay="false">\n  <div class="slider" role="region" aria-label="Foto’s van de kampen" tabindex="0">\n    <div class="slide"><figure class="slide__figure"><img src="/assets/img/slide-training.svg" alt="Kinderen trainen" loading="lazy"><figcaption class="slide__caption">Training op het veld</figcaption></figure></div>\n    <div class="slide"><figure class="slide__figure"><img src="/assets/img/slide-hockey.svg" alt="Hockeyende kinderen" loading="lazy"><figcaption class="slide__caption">Hockey met plezier</figcaption></figure></div>\n    <div class="slide"><figure class="slide__figure"><img src="/assets/img/slide-keepers.svg" alt="Een keeper duikt naar de bal" loading="lazy"><figcaption class="slide__caption">Keepers in actie</figcaption></figure></div>\n    <div class="slide"><figure class="slide__figure"><img src="/assets/img/slide-toernooi.svg" alt="Teams op het toernooi" loading="lazy"><figcaption class="slide__caption">Toernooi op vrijdag</figcaption></figure></div>\n  </div>\n</sport-slider>',
} as const satisfies ElementDeclaration;
