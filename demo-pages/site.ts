// The demo marketing site: renders the server-side page for a URL, in place of the operator's CMS.
// Every route of spec §2 lands in one of three widget templates (account, order, gift card);
// the marketing pages (home, events, legal texts, 404) are rendered here from demo-pages/content/.
import { Content } from '../server/content/content';
import { faqPage, homePage } from './templates/home';
import { eventListPage, eventPage } from './templates/events';
import { accountPage, giftCardPage, orderPage, staffPage } from './templates/widget-pages';
import { notFoundPage, privacyPage, termsPage } from './templates/static-pages';
import { cataloguePage } from './templates/catalogue';
import { elementDeclarations, themeProperties } from './lib/elements';

export interface RenderedPage {
  status: number;
  html: string;
}

export interface SiteOptions {
  /** Folder with the CMS content JSON files; defaults to demo-pages/content/. */
  contentDir?: string;
}

/** `shop`: the shop's own address (BASE_URL), which the catalogue's guide fills into its snippets. */
type Handler = (content: Content, params: string[], url: URL, shop: string) => RenderedPage | null;

const ok = (html: string): RenderedPage => ({ status: 200, html });

const ACCOUNT_TITLES: Record<string, string> = {
  '': 'Mijn account',
  login: 'Inloggen',
  register: 'Account aanmaken',
  gegevens: 'Mijn gegevens',
  profiles: 'Profielen',
};

const ORDER_STEP_TITLES: Record<string, string> = {
  '': 'Wie gaan er mee?',
  extras: 'Extra’s kiezen',
  questions: 'Vragen per kind',
  summary: 'Overzicht',
};

const STAFF_TITLES: Record<string, string> = {
  '': 'Beheer',
  bestellingen: 'Beheer: bestellingen',
  trainers: 'Beheer: trainers',
  logboek: 'Beheer: logboek',
};

const GIFT_CARD_TITLES: Record<string, string> = {
  '': 'Cadeaubon',
  summary: 'Cadeaubon: overzicht',
  succes: 'Bedankt voor je cadeaubon',
  mislukt: 'Cadeaubon: betaling mislukt',
};

// [pattern, handler]: patterns match the normalised path; capture groups are path segments.
// Case-insensitive like the widgets' router (shared/router.ts), so both agree on every path.
const ROUTES: [RegExp, Handler][] = [
  [/^\/$/i, (c) => ok(homePage(c))],
  [/^\/evenementen$/i, (c) => ok(eventListPage(c))],
  [
    /^\/evenementen\/([^/]+)$/i,
    (c, [slug]) => {
      const event = c.event(slug ?? '');
      return event ? ok(eventPage(c, event)) : null;
    },
  ],
  [/^\/algemene-voorwaarden$/i, (c) => ok(termsPage(c))],
  // /privacybeleid and /veelgestelde-vragen are the URLs the CMS footer links to
  [/^\/(?:privacy|privacybeleid)$/i, (c) => ok(privacyPage(c))],
  [/^\/veelgestelde-vragen$/i, (c) => ok(faqPage(c))],
  // the element catalogue for editors (/elementen)
  [/^\/elementen$/i, (c, _params, _url, shop) => ok(cataloguePage(c, elementDeclarations, themeProperties, shop))],

  // spec §2: account routes, one template
  [
    /^\/account(?:\/(login|register|gegevens|profiles))?$/i,
    (c, [page]) => ok(accountPage(c, ACCOUNT_TITLES[page?.toLowerCase() ?? ''] ?? ACCOUNT_TITLES['']!)),
  ],
  [
    /^\/account\/(?:forgot-password|set-password)$/i,
    // with a token the same route is the reset form (spec §2, alias /account/set-password)
    (c, _params, url) => ok(accountPage(c, url.searchParams.get('token') ? 'Nieuw wachtwoord instellen' : 'Wachtwoord vergeten')),
  ],
  [/^\/account\/profiles\/[^/]+$/i, (c) => ok(accountPage(c, 'Profiel bewerken'))],

  // spec §2: order routes, one template. An unknown slug still gets the template: the widget
  // checks the event and its stock and sends the visitor to /404 (spec §4 "Event availability").
  [
    /^\/order\/([^/]+)(?:\/(extras|questions|summary))?$/i,
    (c, [slug, step]) => {
      const event = c.event(slug ?? '');
      const stepTitle = ORDER_STEP_TITLES[step?.toLowerCase() ?? ''] ?? ORDER_STEP_TITLES['']!;
      return ok(orderPage(c, event ? `${stepTitle} – ${event.title}` : stepTitle, { header: true, event }));
    },
  ],
  [/^\/(?:succes|success)$/i, (c) => ok(orderPage(c, 'Betaling gelukt'))],
  [/^\/(?:failed|mislukt)$/i, (c) => ok(orderPage(c, 'Betaling mislukt'))],

  // the back office (docs/rules.md "Back office"): one template for every /beheer address
  [
    /^\/beheer(?:\/(bestellingen|trainers|logboek))?$/i,
    (c, [page]) => ok(staffPage(c, STAFF_TITLES[page?.toLowerCase() ?? ''] ?? STAFF_TITLES['']!)),
  ],
  [/^\/beheer\/evenementen\/[^/]+$/i, (c) => ok(staffPage(c, 'Deelnemers'))],
  [/^\/beheer\/evenementen\/[^/]+\/aanwezig$/i, (c) => ok(staffPage(c, 'Aanwezig'))],

  // spec §2: gift-card routes, one template
  [
    /^\/cadeaubon(?:\/(summary|succes|mislukt))?$/i,
    (c, [page]) => ok(giftCardPage(c, GIFT_CARD_TITLES[page?.toLowerCase() ?? ''] ?? GIFT_CARD_TITLES['']!)),
  ],
];

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function createSite(options: SiteOptions = {}): { renderPage(url: URL, shop?: string): RenderedPage } {
  const content = new Content(options.contentDir);
  return {
    renderPage(url: URL, shop = url.origin): RenderedPage {
      // '/evenementen/' is '/evenementen'; the widgets' router treats a trailing slash the same way
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      for (const [pattern, handler] of ROUTES) {
        const match = pattern.exec(path);
        if (!match) continue;
        const params = match.slice(1).map((p) => (p === undefined ? undefined : decodeSegment(p)));
        if (params.includes(null)) break;
        const page = handler(content, params as string[], url, shop.replace(/\/+$/, ''));
        if (page) return page;
        break;
      }
      // /404 is the explicit target for sold-out and finished events (spec §2); it answers 404 too
      return { status: 404, html: notFoundPage(content) };
    },
  };
}

const site = createSite();

/**
 * Called by the server for every page request (see .tmp/CONTRACT.md "Server process"), with the shop's
 * public address (BASE_URL): behind a proxy the request's own origin is not what an editor pastes.
 */
export function renderPage(url: URL, shop?: string): RenderedPage {
  return site.renderPage(url, shop);
}
