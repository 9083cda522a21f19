// The set-up mistakes an editor can make when placing the elements on their own site, each as ONE
// console line that names the problem and the fix (the setting's name included). One source for both
// readers: the widgets write these lines (shared/setup-check.ts, widgets/loader-core.ts) and the
// catalogue's guide lists the same sentences under "Werkt het niet?" (demo-pages/templates/guide.ts).
// Plain strings, no DOM: the demo site renders them too.

export const setupHints = {
  /** A logged-in element (account, order, gift card) on a site the shop does not list. */
  originNotAllowed: (shop: string, site: string) =>
    `sport-shop: de shop op ${shop} staat deze site (${site}) niet toe. Vraag de shop om ${site} aan ALLOWED_ORIGINS toe te voegen.`,
  /** The site's Content-Security-Policy blocks the shop's script, stylesheet or answers. */
  cspBlocked: (shop: string, directive: string) =>
    `sport-shop: de Content-Security-Policy van deze site blokkeert ${shop} (${directive}). Zet ${shop} bij ${directive} in de CSP-regel van je site.`,
  /** The API address answers, but not as the shop (a 404 page, HTML instead of JSON). */
  apiWrong: (api: string, status: number) =>
    `sport-shop: op ${api} antwoordt geen shop (${status}, geen JSON). Zet het juiste adres in <meta name="sport-shop:api" content="…/api"> of haal die regel weg.`,
  /** Nothing answers at the API address at all. */
  shopUnreachable: (api: string) =>
    `sport-shop: de shop op ${api} is niet bereikbaar. Controleer het adres van de shop in de twee regels in je <head> (en in <meta name="sport-shop:api"> als je die hebt).`,
} as const;

export type SetupHint = keyof typeof setupHints;

/** The guide's "Werkt het niet?" list: when you see it, and the line itself for a shop and a site. */
export function setupHintList(shop: string, site: string): { when: string; line: string }[] {
  return [
    { when: 'Het account, bestellen of de cadeaubon verschijnt niet op je eigen site', line: setupHints.originNotAllowed(shop, site) },
    {
      when: 'Er verschijnt niets, of zonder opmaak, en je site heeft een Content-Security-Policy',
      line: setupHints.cspBlocked(shop, 'script-src'),
    },
    { when: 'Geen plekken of knoppen, en je hebt zelf een API-adres in de <head> gezet', line: setupHints.apiWrong(`${site}/api`, 404) },
    { when: 'Niets werkt, ook de knoppen niet', line: setupHints.shopUnreachable(`${shop}/api`) },
  ];
}
