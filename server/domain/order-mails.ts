// The mails about an order: the confirmation when it is paid, the notice when a payment arrived
// for an order that could no longer be honoured (order-status.ts).
import { formatDateRange } from '../../shared/format';
import type { Deps } from '../context';
import { findEventById } from '../db/events';
import type { OrderItemRow, OrderRow, RefundReason } from '../db/orders';
import { findProfileById } from '../db/profiles';
import { findUserById } from '../db/users';
import { formatEuro } from '../lib/money';
import { SIGN_OFF, sendMail } from './mail';

const REFUND_REASONS: Record<RefundReason, string> = {
  sold_out: 'de plaatsen voor dit evenement waren inmiddels aan anderen gegeven, omdat de betaling te laat binnenkwam',
  already_registered: 'je kind was al ingeschreven voor dit evenement met een andere betaling',
  gift_card: 'het tegoed van de cadeaubon was inmiddels voor een andere bestelling gebruikt',
  voucher: 'de kortingscode was inmiddels zo vaak gebruikt als mogelijk is',
  replaced: 'je had daarna opnieuw afgerekend, en die nieuwere bestelling geldt',
};

export function sendRefundNotice(deps: Deps, order: OrderRow, reason: RefundReason): void {
  const user = findUserById(deps.db, order.user_id);
  const event = findEventById(deps.db, order.event_id);
  if (!user || !event) return;
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Je inschrijving voor ${event.title} kon niet doorgaan (bestelling ${order.number})`,
    paragraphs: [
      `Hoi ${user.first_name},`,
      `We hebben je betaling van ${formatEuro(order.total_cents)} ontvangen, maar we konden je inschrijving niet afronden: ${REFUND_REASONS[reason]}.`,
      'We betalen het bedrag terug op de rekening waarmee je hebt betaald. Je hoeft daarvoor niets te doen. Wil je je opnieuw inschrijven? Kijk dan op de website of er nog plaats is.',
      `Bestelnummer: ${order.number}`,
      SIGN_OFF,
    ],
  });
}

export function sendOrderConfirmation(deps: Deps, order: OrderRow, items: OrderItemRow[]): void {
  const user = findUserById(deps.db, order.user_id);
  const event = findEventById(deps.db, order.event_id);
  if (!user || !event) return;
  const lines = items.map((item) => {
    const p = findProfileById(deps.db, item.profile_id);
    const name = p ? `${p.first_name} ${p.last_name}` : 'Deelnemer';
    const shirt = item.with_shirt ? `, shirt maat ${item.shirt_size}${item.shirt_price_cents === 0 ? ' (gratis)' : ` (${formatEuro(item.shirt_price_cents)})`}` : '';
    return `- ${name}: ${formatEuro(item.price_cents)}${shirt}`;
  });
  const totals = [`Subtotaal: ${formatEuro(order.base_cents)}`];
  if (order.voucher_cents > 0) totals.push(`Korting: -${formatEuro(order.voucher_cents)}`);
  if (order.giftcard_cents > 0) totals.push(`Betaald met cadeaubon: -${formatEuro(order.giftcard_cents)}`);
  totals.push(`Totaal betaald: ${formatEuro(order.total_cents)}`);
  const when = formatDateRange(event.start_date, event.end_date);
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Bevestiging van je inschrijving ${order.number}: ${event.title}`,
    paragraphs: [
      `Hoi ${user.first_name},`,
      `Bedankt voor je inschrijving voor ${event.title}. We hebben je betaling van ${formatEuro(order.total_cents)} ontvangen.`,
      [`Bestelnummer: ${order.number}`, `Wanneer: ${when}`, ...(event.location ? [`Waar: ${event.location}`] : [])].join('\n'),
      lines.join('\n'),
      totals.join('\n'),
      'Vul in je account de gegevens van je kinderen aan, zodat onze trainers weten wat ze moeten weten:',
      { link: `${deps.baseUrl()}/account` },
      'Heb je een vraag? Noem dan je bestelnummer, dan vinden we je bestelling meteen.',
      SIGN_OFF,
    ],
  });
}
