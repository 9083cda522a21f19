import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-video',
  title: 'Videospeler',
  summary:
    'Een video met een afspeelknop op de stilstaande afbeelding. De video laadt pas als de bezoeker op afspelen drukt en speelt dan schermvullend; bij pauze of aan het eind sluit het volledige scherm. Op een breed scherm (1024 px of meer) verdwijnt de tekst zolang de video speelt. Een videobestand speelt met ondertitels als er een ondertitelbestand bij staat; YouTube (via youtube-nocookie.com) en Vimeo worden pas na afspelen geladen. De afspeelknop staat midden op de afbeelding: zet de titel in de afbeelding daarom boven of onder het midden.',
  attributes: [],
  fallback:
    'Een <div class="media-item"> met een link <a class="media-item__link" href="{video-adres}" data-captions="{ondertitels.vtt}"> om de stilstaande afbeelding en de afspeelknop, en de tekst in een <figcaption> of .sport-video__text. Zonder script opent de link de video.',
  example:
    '<sport-video>\n  <figure class="video-block">\n    <div class="media-item">\n      <a class="media-item__link" href="/assets/video/kampweek.mp4" data-captions="/assets/video/kampweek.vtt">\n        <img src="/assets/img/video-poster-kamp.svg" alt="Stilstaand beeld uit de video">\n        <span class="media-item__play">Speel de video af</span>\n      </a>\n    </div>\n    <figcaption class="video-block__text"><h2>Zo ziet een kampweek eruit</h2></figcaption>\n  </figure>\n</sport-video>',
} as const satisfies ElementDeclaration;
