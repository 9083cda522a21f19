import type { ElementDeclaration } from '../../shared/element';

export const declaration = {
  tag: 'sport-navigation',
  title: 'Navigatie',
  summary:
    'De hoofdnavigatie van de site, met de eigen links van de site. Het element voegt toe: verbergen bij naar beneden scrollen en terugkomen bij omhoog scrollen, een menuknop (hamburger) onder 760 px breed, en een accountknop die "Inloggen" zegt als niemand is ingelogd en "Account" als er een ouder is ingelogd. Zet het in de kop van elke pagina.',
  attributes: [],
  fallback:
    'Verplicht: de navigatie zoals de site hem zelf toont, een <nav> met de merklink, een <ul> met links en als laatste link (buiten de lijst) de accountlink naar /account. Zonder script werkt die zoals hij is; het element neemt links, volgorde en classes daaruit over. Terwijl het element verborgen is, draagt het data-hidden="true": laat de vaste kop daarop verdwijnen, bijvoorbeeld .site-header:has(sport-navigation[data-hidden="true"]) { transform: translateY(-100%); }.',
  example: `<header class="site-header">
  <sport-navigation>
    <nav class="site-nav" aria-label="Hoofdmenu">
      <a class="site-nav__brand" href="/">Sportkamp Vooruit</a>
      <ul class="site-nav__links">
        <li><a class="site-nav__link" href="/evenementen">Evenementen</a></li>
        <li><a class="site-nav__link" href="/cadeaubon">Cadeaubon</a></li>
      </ul>
      <a class="site-nav__account" href="/account"><span>Account</span></a>
    </nav>
  </sport-navigation>
</header>`,
} as const satisfies ElementDeclaration;
