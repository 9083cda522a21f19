// The page chrome every template shares: head with the widget bundle, skip link, header with the
// navigation element (and its server-rendered fallback), main and the CMS footer.
import { attr, html, type SafeHtml } from '../lib/html';
import { isSafeUrl } from '../lib/sanitize';
import { modulepreloadHints } from '../lib/preload';
import type { Content } from '../../server/content/content';
import { icons, logo, socialIcon } from './icons';
import { pageIntro } from './parts';

export const SITE_NAME = 'Sportkamp Vooruit';
/** The addresses the demo texts give: always shown as a mailto link, through mailLink. */
export const CONTACT_EMAIL = 'info@sportkampvooruit.example';
export const PRIVACY_EMAIL = 'privacy@sportkampvooruit.example';
export const mailLink = (address: string): SafeHtml => html`<a href="mailto:${address}">${address}</a>`;
const DEFAULT_DESCRIPTION =
  'Sportkampen, clinics en trainingsdagen voor kinderen van 6 tot 16 jaar. Schrijf je kind in of geef een cadeaubon.';

export type Section = 'home' | 'events' | 'giftCard' | 'account' | 'order' | 'faq' | 'legal' | 'notFound' | 'catalogue' | 'staff';

export interface PageOptions {
  /** Page title without the site name; omit for the home page. */
  title?: string;
  description?: string;
  section: Section;
  body: SafeHtml;
}

const NAV_LINKS: { href: string; label: string; section: Section }[] = [
  { href: '/', label: 'Home', section: 'home' },
  { href: '/evenementen', label: 'Evenementen', section: 'events' },
  { href: '/cadeaubon', label: 'Cadeaubon', section: 'giftCard' },
];

function navigation(section: Section): SafeHtml {
  // The fallback the page shows before (and without) the script; <sport-navigation> replaces it when
  // it mounts. The account entry links to /account, which sends visitors who are not logged in to
  // the login page (spec §2 "Navigation guard"), so 'Account' is right for everyone until the
  // widget knows the session.
  return html`<sport-navigation>
      <nav class="site-nav" aria-label="Hoofdmenu">
        <a class="site-nav__brand" href="/">${logo}<span class="site-nav__name">${SITE_NAME}</span></a>
        <ul class="site-nav__links">
          ${NAV_LINKS.map(
            (link) =>
              html`<li><a class="site-nav__link" href="${link.href}"${attr('aria-current', link.section === section && 'page')}>${link.label}</a></li>`,
          )}
        </ul>
        <a class="site-nav__account" href="/account"${attr('aria-current', section === 'account' && 'page')}>${icons.user}<span>Account</span></a>
      </nav>
    </sport-navigation>`;
}

function footer(content: Content): SafeHtml {
  // CMS links are editor input: a javascript: URL must not become a link
  const { footerTitle, footerLinks: links } = content.footer();
  const footerLinks = links.filter((link) => isSafeUrl(link.url));
  const socials = content.socials().filter((s) => s.socialUrl !== '' && isSafeUrl(s.socialUrl));
  const year = new Date().getFullYear();
  return html`<footer class="site-footer">
      <div class="container site-footer__grid">
        <section class="site-footer__about" aria-label="Over ${SITE_NAME}">
          <a class="site-footer__brand" href="/">${logo}<span>${SITE_NAME}</span></a>
          <p>Sportkampen, clinics en trainingsdagen voor kinderen van 6 tot 16 jaar. Met gediplomeerde trainers, in kleine groepen en vooral met veel plezier.</p>
          <p>Vragen? Mail ons via ${mailLink(CONTACT_EMAIL)}.</p>
        </section>
        ${
          footerLinks.length > 0 &&
          html`<nav class="site-footer__links" aria-labelledby="footer-navigation-title">
          <h2 id="footer-navigation-title" class="site-footer__title">${footerTitle || 'Handige links'}</h2>
          <ul>
            ${footerLinks.map((link) => html`<li><a href="${link.url}">${link.title}</a></li>`)}
          </ul>
        </nav>`
        }
        ${
          socials.length > 0 &&
          html`<section class="site-footer__socials" aria-labelledby="footer-socials-title">
          <h2 id="footer-socials-title" class="site-footer__title">Volg ons</h2>
          <ul class="socials">
            ${socials.map(
              (s) =>
                html`<li><a class="socials__link" href="${s.socialUrl}" rel="noopener">${socialIcon(s.fontAwesomeIcon)}<span>${s.label || s.fontAwesomeIcon}</span></a></li>`,
            )}
          </ul>
        </section>`
        }
      </div>
      <div class="site-footer__bottom">
        <div class="container">
          <p>© ${year} ${SITE_NAME}</p>
          <ul>
            <li><a href="/algemene-voorwaarden">Algemene voorwaarden</a></li>
            <li><a href="/privacybeleid">Privacybeleid</a></li>
            <li><a href="/elementen">Elementen voor redacteuren</a></li>
          </ul>
        </div>
      </div>
    </footer>`;
}

/** A page one level below Home: the intro band (breadcrumbs, the title as its h1, the lead) above the body. */
export function introPage(
  content: Content,
  page: Omit<PageOptions, 'body'> & { title: string; lead?: string | SafeHtml; narrow?: boolean },
  body: SafeHtml,
): string {
  return layout(content, {
    title: page.title,
    description: page.description,
    section: page.section,
    body: html`${pageIntro({ crumb: page.title, lead: page.lead, narrow: page.narrow })}
      ${body}`,
  });
}

export function layout(content: Content, page: PageOptions): string {
  const title = page.title ? `${page.title} | ${SITE_NAME}` : `${SITE_NAME} – sportkampen en trainingen voor kinderen`;
  return html`<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <meta name="description" content="${page.description ?? DEFAULT_DESCRIPTION}">
    <meta name="theme-color" content="#1739a6">
    <meta name="sport-shop:api" content="/api">
    <meta name="sport-shop:graphql" content="/graphql">
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/assets/site.css">
    <link rel="stylesheet" href="/dist/widgets.css">
    ${modulepreloadHints(page.body.toString())}
    <script type="module" src="/dist/widgets.js"></script>
  </head>
  <body class="page page--${page.section}">
    <a class="skip-link" href="#inhoud">Naar de inhoud</a>
    <header class="site-header">
      ${navigation(page.section)}
    </header>
    <main id="inhoud" class="site-main" tabindex="-1">
      ${page.body}
    </main>
    ${footer(content)}
  </body>
</html>
`.toString();
}
