// Dutch texts of held places and the waiting list (DESIGN.md "Texts and formatting").
import { formatDate, formatTime } from '../../shared/format';

export const CART_FULL = 'Er is geen plek meer vrij voor dit evenement. Zet je kind op de wachtlijst: komt er een plek vrij, dan krijg je een mail.';
export const HOLD_NOT_EXTENDED = 'Er zijn geen plekken meer vrij, dus we kunnen je plekken niet langer vasthouden. Rond je bestelling nu af.';
export const NOTHING_HELD = 'Er staan geen kinderen in je winkelwagen. Kies eerst een of meer kinderen.';
export const PLACES_FREE = 'Er zijn nog plekken vrij voor dit evenement. Schrijf je kind gewoon in.';
export const ALREADY_HAS_PLACE = (name: string) => `${name} heeft al een plek voor dit evenement. Rond je bestelling af.`;
export const ENTRY_UNKNOWN = 'Deze plek op de wachtlijst bestaat niet (meer).';
export const OFFER_NOT_YOURS = 'Deze uitnodiging is voor een ander account. Log in met het account waarop je de mail kreeg.';
export const OFFER_EXPIRED = 'Deze uitnodiging is verlopen: de plek is aan de volgende op de wachtlijst gegeven. Zet je kind opnieuw op de wachtlijst.';

const at = (ms: number) => `${formatDate(new Date(ms))} om ${formatTime(new Date(ms))}`;

export const offerMail = (p: { parent: string; child: string; event: string; until: number; link: string }) => ({
  subject: `Er is een plek vrij voor ${p.child}: ${p.event}`,
  paragraphs: [
    `Hoi ${p.parent},`,
    `Goed nieuws: er is een plek vrijgekomen voor ${p.child} bij ${p.event}. Je stond op de wachtlijst en bent nu aan de beurt.`,
    `We houden de plek voor je vast tot ${at(p.until)}. Open de link, log in en rond je bestelling af:`,
    { link: p.link },
    'Wil je de plek niet? Dan hoef je niets te doen: na die tijd gaat de plek naar de volgende op de wachtlijst.',
  ],
});
