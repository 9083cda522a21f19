// The mail to the first family in line when a place frees (docs/rules.md "Waiting list"). Like the
// account mails (domain/account-mails.ts) it carries no name the parent typed: registering proves no
// ownership of the address, and a stranger could otherwise have the shop deliver a 'name' of their
// choice to someone else's inbox without paying anything. The link shows which child the place is for.
import { pathTo } from '../../shared/contract/routes';
import { formatDate, formatTime } from '../../shared/format';
import type { Deps } from '../context';
import type { EventRow } from '../db/events';
import { findProfileById } from '../db/profiles';
import { findUserById } from '../db/users';
import type { WaitingEntryRow } from '../db/waiting-list';
import { SIGN_OFF, sendMail } from './mail';

const at = (ms: number) => `${formatDate(new Date(ms))} om ${formatTime(new Date(ms))}`;

export function sendOfferMail(deps: Deps, entry: WaitingEntryRow, event: EventRow, until: number): void {
  const user = findUserById(deps.db, entry.user_id);
  const child = findProfileById(deps.db, entry.profile_id);
  if (!user || !child) return;
  const link = `${deps.baseUrl()}${pathTo('orderParticipants', { slug: event.slug }, { wachtlijst: entry.uuid })}`;
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Er is een plek vrij: ${event.title}`,
    paragraphs: [
      'Hallo,',
      `Goed nieuws: er is een plek vrijgekomen bij ${event.title}. Je kind stond op de wachtlijst en is nu aan de beurt.`,
      `We houden de plek voor je vast tot ${at(until)}. Open de link, log in en rond je bestelling af:`,
      { link },
      'Wil je de plek niet? Dan hoef je niets te doen: na die tijd gaat de plek naar de volgende op de wachtlijst.',
      SIGN_OFF,
    ],
  });
}
