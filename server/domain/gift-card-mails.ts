// The mails of a paid gift card (spec §3 "Gift card order").
import { pathTo } from '../../shared/contract/routes';
import { formatDate } from '../../shared/format';
import type { Deps } from '../context';
import type { GiftCardRow } from '../db/codes';
import { formatEuro } from '../lib/money';
import { SIGN_OFF, sendMail, type MailParagraph } from './mail';

/**
 * The code to the recipient (or to the buyer when it is no gift) with the amount, the message, the
 * expiry and how to use it; with a gift the buyer gets a receipt. Names and the message are the
 * buyer's plain text: the mail module escapes them and never makes a link of them.
 */
export function sendGiftCardMails(deps: Deps, card: GiftCardRow & { code: string; expires_at: number }): void {
  const amount = formatEuro(card.amount_cents);
  const until = formatDate(new Date(card.expires_at));
  const base = deps.baseUrl();
  const howTo: MailParagraph[] = [
    'Zo gebruik je de cadeaubon: kies een kamp, clinic of training op onze website en schrijf je in. Vul bij de laatste stap (het overzicht) de code in bij "Cadeaubon". Is de inschrijving goedkoper dan de cadeaubon, dan kun je het tegoed dat overblijft later gebruiken.',
    { link: `${base}${pathTo('events')}` },
    `De cadeaubon is geldig tot en met ${until}. Wat er nog op staat, zie je bij "Saldo bekijken" op:`,
    { link: `${base}${pathTo('giftCard')}` },
  ];
  const message: MailParagraph[] = card.message ? [`Persoonlijk bericht van ${card.buyer_first_name}:`, card.message] : [];
  sendMail(deps.db, deps.now(), {
    to: card.recipient_email,
    subject: card.is_gift ? `Je hebt een cadeaubon gekregen van ${card.buyer_first_name}` : `Je cadeaubon van ${amount}`,
    paragraphs: [
      `Hoi ${card.recipient_first_name},`,
      card.is_gift
        ? `${card.buyer_first_name} ${card.buyer_last_name} geeft je een cadeaubon van ${amount} voor een sportkamp, clinic of training.`
        : `Bedankt voor je bestelling. We hebben je betaling van ${amount} ontvangen. Hier is je cadeaubon van ${amount}.`,
      ...message,
      `Je code: ${card.code}`,
      `Bedrag: ${amount}`,
      ...howTo,
      // the code's mail to a recipient carries nothing of the buyer's order; the buyer's own does
      ...(card.is_gift ? [] : [`Bestelnummer: ${card.number ?? card.uuid}`]),
      SIGN_OFF,
    ],
  });
  if (card.is_gift) {
    sendMail(deps.db, deps.now(), {
      to: card.buyer_email,
      subject: `Je cadeaubon van ${amount} is verstuurd`,
      paragraphs: [
        `Hoi ${card.buyer_first_name},`,
        `Bedankt voor je bestelling. We hebben je betaling van ${amount} ontvangen en de cadeaubon naar ${card.recipient_first_name} ${card.recipient_last_name} (${card.recipient_email}) gestuurd.`,
        ...(card.message ? ['Je persoonlijke bericht:', card.message] : []),
        `Bedrag: ${amount}\nGeldig tot en met: ${until}\nBestelnummer: ${card.number ?? card.uuid}`,
        SIGN_OFF,
      ],
    });
  }
}
