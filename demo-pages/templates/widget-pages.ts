// The three route-group templates of spec §2: each holds one widget that routes client-side
// inside it. The fallback inside the element shows until the widget mounts (and is all a visitor
// without script sees); React replaces it on mount.
import { html, type SafeHtml } from '../lib/html';
import type { Content, ContentEvent } from '../../server/content/content';
import { layout, type Section } from './layout';
import { headerPicture } from './parts';
import { formatMoney } from '../../shared/format';

function fallback(heading: string, noScript: string): SafeHtml {
  return html`<div class="widget-fallback">
      <h1>${heading}</h1>
      <p class="widget-fallback__loading"><span class="widget-fallback__spinner" aria-hidden="true"></span>Bezig met laden…</p>
      <noscript><p class="widget-fallback__noscript">${noScript}</p></noscript>
    </div>`;
}

function widgetPage(content: Content, options: { title: string; section: Section; element: SafeHtml; wide?: boolean }): string {
  return layout(content, {
    title: options.title,
    section: options.section,
    body: html`<div class="widget-page">
      <div class="container${options.wide ? '' : ' container--medium'}">
        ${options.element}
      </div>
    </div>`,
  });
}

export function accountPage(content: Content, title: string): string {
  return widgetPage(content, {
    title,
    section: 'account',
    element: html`<sport-account>${fallback(title, 'Je account werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.')}</sport-account>`,
  });
}

/**
 * The back office's template (docs/rules.md "Back office"): one page for every /beheer address, wide
 * for its tables; the staff pages are the shop's own, never embedded elsewhere.
 */
export function staffPage(content: Content, title: string): string {
  return widgetPage(content, {
    title,
    section: 'staff',
    wide: true,
    element: html`<sport-staff>${fallback(title, 'Het beheer werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.')}</sport-staff>`,
  });
}

/**
 * The order template (spec §2) with the widget's frame: the header image of the event (else the order
 * flow's) as the widget draws it for the route (the same on every step, none on the result pages;
 * widgets/sport-order/sport-order.tsx), so the largest paint comes with the page and mounting moves
 * nothing; the loading text where the step will be.
 */
export function orderPage(content: Content, title: string, options: { header?: boolean; event?: ContentEvent | null } = {}): string {
  const { header = false, event = null } = options;
  const image = headerPicture(event?.image ?? content.orderFlow().headerImage, 'sport-order__header-image');
  return widgetPage(content, {
    title,
    section: 'order',
    wide: true,
    element: html`<sport-order><div class="sport-order">
      ${header ? html`<div class="sport-order__header">${image}</div>` : null}
      <div class="sport-order__main">${fallback(title, 'Bestellen werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.')}</div>
    </div></sport-order>`,
  });
}

/**
 * The gift-card template (spec §2): the header frame with the title and price range, and a spinner in
 * the space of the form while the widget and the CMS flow load. The same classes as the widget's own
 * loading state (widgets/sport-gift-card/styles.css), so mounting moves nothing.
 */
export function giftCardPage(content: Content, title: string): string {
  const flow = content.giftCardFlow();
  const amounts = content.giftCardAmounts();
  // the widget's own words and money format (widgets/sport-gift-card/rules.ts priceRange)
  const range = flow.giftcardOptions.length
    ? `Prijs van ${formatMoney(amounts[0]!)} tot ${formatMoney(amounts[amounts.length - 1]!)}`
    : flow.headerContent?.blockSubTitle || `Prijs van ${formatMoney(25)} tot ${formatMoney(275)}`;
  return widgetPage(content, {
    title,
    section: 'giftCard',
    wide: true,
    element: html`<sport-gift-card><div class="sport-gift-card">
      <div class="sport-gift-card__header">${headerPicture(flow.headerImage, 'sport-gift-card__header-image')}<div class="sport-gift-card__header-content">
        <h1 class="sport-gift-card__header-title">${flow.headerContent?.blockTitle || 'Cadeaubon'}</h1>
        <p class="sport-gift-card__header-subtitle">${range}</p>
      </div></div>
      <div class="sport-gift-card__main">
        <div class="sport-spinner" role="status"><span class="sport-spinner__circle" aria-hidden="true"></span><span class="sport-visually-hidden">Bezig met laden…</span></div>
        <noscript><p class="widget-fallback__noscript">Een cadeaubon bestellen werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.</p></noscript>
      </div>
    </div></sport-gift-card>`,
  });
}
