// The mails about an order: the confirmation when it is paid, the notice when a payment arrived
// for an order that could no longer be honoured (order-status.ts).
import { pathTo } from '../../shared/contract/routes';
import { formatDateRange } from '../../shared/format';
import type { Deps } from '../context';
import { findGiftCardById } from '../db/codes';
import { findEventById } from '../db/events';
import type { OrderItemRow, OrderRow, RefundReason } from '../db/orders';
import { readAnswers } from '../../shared/contract/questions';
import { findProfileById, type ProfileRow } from '../db/profiles';
import { findUserById } from '../db/users';
import { formatEuro } from '../lib/money';
import { SIGN_OFF, sendMail, type MailParagraph } from './mail';
import { answersInMail, eventQuestions } from './answers';
import { eventCalendar } from './calendar';
import { cancelWindow, ruleOf } from './cancellation';
import { toProfile } from './profiles';

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
  const profiles = items.map((item) => findProfileById(deps.db, item.profile_id));
  const names = profiles.map((p) => (p ? `${p.first_name} ${p.last_name}` : 'Deelnemer'));
  const lines = items.map((item, index) => {
    const name = names[index]!;
    const shirt = item.with_shirt
      ? `, shirt maat ${item.shirt_size}${item.shirt_price_cents === 0 ? ' (gratis)' : ` (${formatEuro(item.shirt_price_cents)})`}`
      : '';
    return `- ${name}: ${formatEuro(item.price_cents)}${shirt}`;
  });
  const totals = [`Subtotaal: ${formatEuro(order.base_cents)}`];
  if (order.voucher_cents > 0) totals.push(`Korting: -${formatEuro(order.voucher_cents)}`);
  if (order.giftcard_cents > 0) totals.push(`Betaald met cadeaubon: -${formatEuro(order.giftcard_cents)}`);
  // paid in full by the codes: no payment was made, so no 'Totaal betaald: € 0,00'
  if (order.total_cents > 0) totals.push(`Totaal betaald: ${formatEuro(order.total_cents)}`);
  const card = order.gift_card_id !== null && order.giftcard_cents > 0 ? findGiftCardById(deps.db, order.gift_card_id) : undefined;
  if (card) totals.push(`Tegoed op je cadeaubon: ${formatEuro(card.balance_cents)}`);
  const paid =
    order.total_cents > 0
      ? `We hebben je betaling van ${formatEuro(order.total_cents)} ontvangen.`
      : order.giftcard_cents > 0
        ? 'Je bestelling is betaald met je cadeaubon.'
        : 'Je bestelling is rond.';
  const when = formatDateRange(event.start_date, event.end_date);
  // 'Zet in je agenda' travels with the confirmation too, as on the success page: the same file as
  // GET /api/events/{uuid}/calendar.ics, so a phone's mail app offers to add the event at once
  const calendar = eventCalendar(event, deps.baseUrl());
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Bevestiging van je inschrijving ${order.number}: ${event.title}`,
    paragraphs: [
      `Hoi ${user.first_name},`,
      `Bedankt voor je inschrijving voor ${event.title}. ${paid}`,
      [`Bestelnummer: ${order.number}`, `Wanneer: ${when}`, ...(event.location ? [`Waar: ${event.location}`] : [])].join('\n'),
      lines.join('\n'),
      totals.join('\n'),
      // docs/rules.md "Questions per event": the answers given at checkout, per child
      ...answersInMail(
        eventQuestions(deps, event.uuid),
        items.map((item, i) => ({ name: names[i]!, answers: readAnswers(item.answers) })),
      ),
      ...completeDetailsParagraphs(deps.baseUrl(), profiles),
      // the same rule as beside the pay button and in the dashboard's dialog (docs/rules.md "Cancellation")
      `Annuleren: ${cancelWindow(ruleOf(deps, event), event.start_date, deps.now()).policy} Dat doe je in je account, bij het evenement.`,
      'Heb je een vraag? Noem dan je bestelnummer, dan vinden we je bestelling meteen.',
      SIGN_OFF,
    ],
    ...(calendar
      ? {
          attachments: [
            { filename: calendar.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar.content },
          ],
        }
      : {}),
  });
}

/**
 * 'Vul de gegevens aan' only when a child of the order still misses details (spec §3 `complete`): one
 * child links to its own profile, several to the list of profiles. A parent whose children are complete
 * is not asked for anything.
 */
export function completeDetailsParagraphs(baseUrl: string, profiles: ReadonlyArray<ProfileRow | undefined>): MailParagraph[] {
  const incomplete = profiles.filter((p): p is ProfileRow => p !== undefined && !toProfile(p).complete);
  if (incomplete.length === 0) return [];
  const names = new Intl.ListFormat('nl', { type: 'conjunction' }).format(incomplete.map((p) => p.first_name));
  const link = baseUrl + (incomplete.length === 1 ? pathTo('profile', { uuid: incomplete[0]!.uuid }) : pathTo('profiles'));
  return [
    `Vul de gegevens van ${names} aan, zodat onze trainers weten wat ze moeten weten. Dat moet voordat het evenement begint:`,
    { link },
  ];
}
