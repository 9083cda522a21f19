// The mails about an account: welcome after registering, the link to choose a new password.
// Nobody has proven that the account's address is theirs (registering needs no confirmation), so
// these mails carry no text the registrant typed: anyone could register a stranger's address with a
// 'first name' such as 'Je rekening is geblokkeerd, herstel via …' and have the shop deliver it. They
// greet without a name; the words are all the shop's own (docs/rules.md §6).
import { pathTo } from '../../shared/contract/routes';
import type { Deps } from '../context';
import { SHOP_NAME, SIGN_OFF, sendMail } from './mail';

const GREETING = 'Hallo,';

/** After registering: what the parent can do next, with the profiles page first. */
export function sendWelcomeMail(deps: Deps, user: { email: string }): void {
  const base = deps.baseUrl();
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Welkom bij ${SHOP_NAME}`,
    paragraphs: [
      GREETING,
      `Welkom bij ${SHOP_NAME}! Je account is klaar. Zo ga je verder:`,
      '1. Maak een profiel aan voor elk kind, met de gegevens die onze trainers nodig hebben:',
      { link: `${base}${pathTo('profiles')}` },
      '2. Kies een kamp, clinic of training en schrijf je kinderen in:',
      { link: `${base}${pathTo('events')}` },
      'Je inschrijvingen en de gegevens van je kinderen vind je altijd terug in je account.',
      SIGN_OFF,
    ],
  });
}

export function sendResetMail(deps: Deps, user: { email: string }, token: string): void {
  const link = `${deps.baseUrl()}${pathTo('setPassword', {}, { token, email: user.email })}`;
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: 'Kies een nieuw wachtwoord',
    paragraphs: [
      GREETING,
      'Je hebt gevraagd om een nieuw wachtwoord. Klik op de link hieronder om een nieuw wachtwoord te kiezen. De link werkt 60 minuten en maar één keer.',
      { link },
      'Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: je wachtwoord blijft hetzelfde.',
      SIGN_OFF,
    ],
  });
}
