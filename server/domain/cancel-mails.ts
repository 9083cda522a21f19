// The mail that confirms a cancel, with what comes back and where (docs/rules.md "Cancellation").
import type { CancelQuote } from '../../shared/contract/cancellation';
import { formatMoney } from '../../shared/format';
import type { Deps } from '../context';
import type { EventRow } from '../db/events';
import type { OrderRow } from '../db/orders';
import { findUserById } from '../db/users';
import { SIGN_OFF, sendMail } from './mail';

/** '1,234.50' (the API's amount) → '€ 1.234,50' */
const euro = (amount: string) => formatMoney(Number(amount.replace(/,/g, '')));

export function sendCancelMail(deps: Deps, found: { order: OrderRow; event: EventRow }, quote: CancelQuote): void {
  const user = findUserById(deps.db, found.order.user_id);
  if (!user) return;
  const back: string[] = [];
  if (quote.to_account !== '0.00')
    back.push(`${euro(quote.to_account)} terug op de rekening waarmee je betaalde (binnen een paar werkdagen)`);
  if (quote.to_gift_card !== '0.00') back.push(`${euro(quote.to_gift_card)} terug op je cadeaubon (meteen te gebruiken)`);
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Annulering van ${quote.child_name} voor ${found.event.title} (bestelling ${found.order.number})`,
    paragraphs: [
      `Hoi ${user.first_name},`,
      `Je hebt de inschrijving van ${quote.child_name} voor ${found.event.title} geannuleerd. De plek gaat naar de volgende op de wachtlijst.`,
      back.length > 0
        ? `Je krijgt ${euro(quote.refund_amount)} terug:\n${back.map((line) => `- ${line}`).join('\n')}`
        : 'Er wordt niets terugbetaald.',
      ...(quote.fee_amount !== '0.00' ? [`Volgens de annuleringsregels houden we ${euro(quote.fee_amount)} in. ${quote.policy}`] : []),
      `Bestelnummer: ${found.order.number}`,
      SIGN_OFF,
    ],
  });
}
