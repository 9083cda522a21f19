// spec §7 auth calls; contract "Endpoints".
import { Hono } from 'hono';
import {
  ForgotPasswordPayloadSchema,
  LoginPayloadSchema,
  RegisterPayloadSchema,
  ResetPasswordPayloadSchema,
  ResetTokenCheckPayloadSchema,
} from '../../shared/contract/auth';
import type { AppEnv, Deps } from '../context';
import { SHOP_NAME, SIGN_OFF, sendMail } from '../domain/mail';
import { consumeResetToken, createResetToken, isResetTokenValid } from '../domain/password-resets';
import { clearLoginAttempts, countLoginAttempt, loginRetryAfter } from '../domain/throttle';
import { createUser, findUserByEmail, normalizeEmail, toUser } from '../domain/users';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../lib/crypto';
import { parseBody } from '../http/body';
import { clientIp } from '../http/client-ip';
import { fieldError, tooManyTries } from '../http/errors';
import { endSession, startUserSession } from '../http/session';

export const WRONG_CREDENTIALS =
  'Dit e-mailadres en wachtwoord horen niet bij elkaar. Controleer je gegevens of vraag een nieuw wachtwoord aan.';
export const EMAIL_TAKEN = 'Dit e-mailadres is al in gebruik. Log in of kies een ander e-mailadres.';
export const FORGOT_PASSWORD_SENT =
  'Als dit e-mailadres bij ons bekend is, hebben we je een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. Kijk ook in je spam.';
export const RESET_INVALID = 'Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe link aan.';

/**
 * forgot-password answers no sooner than this: creating a token and a mail takes a few
 * milliseconds that an unknown address does not, and that difference would tell which addresses
 * have an account. The work takes far less than this, so every answer takes the same time.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 100;

const waitUntil = (deadline: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));

export const tooManyAttempts = (seconds: number) =>
  `Je hebt te vaak een verkeerd wachtwoord ingevuld. Wacht ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} en probeer het dan opnieuw.`;

export const tooManyChecks = (seconds: number) =>
  `Je hebt te vaak een ongeldige link geopend. Wacht ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} en probeer het dan opnieuw.`;
export const tooManyFromNetwork = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Er is vanaf jouw netwerk te vaak een verkeerd wachtwoord ingevuld. Wacht ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} en probeer het dan opnieuw.`;
};

export function authRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const { db } = deps;

  r.post('/login', async (c) => {
    const input = await parseBody(c, LoginPayloadSchema);
    const ip = clientIp(c, deps.trustedProxies);
    const key = `${normalizeEmail(input.email)}|${ip}`;
    const { wait, scope, ipRow } = countLoginAttempt(db, key, ip, deps.now());
    if (wait > 0) {
      const message = scope === 'network' ? tooManyFromNetwork(wait) : tooManyAttempts(wait);
      throw tooManyTries('email', message, wait);
    }
    const user = findUserByEmail(db, input.email);
    // verify against a dummy hash for unknown addresses: the answer time does not tell which exist
    const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) throw fieldError('email', WRONG_CREDENTIALS);
    clearLoginAttempts(db, key, ipRow);
    startUserSession(c, deps, user.id);
    return c.json({ data: toUser(user) });
  });

  r.post('/register', async (c) => {
    const input = await parseBody(c, RegisterPayloadSchema);
    if (findUserByEmail(db, input.email)) throw fieldError('email', EMAIL_TAKEN);
    const user = await createUser(db, input, deps.now());
    if (!user) throw fieldError('email', EMAIL_TAKEN);
    startUserSession(c, deps, user.id);
    sendWelcomeMail(deps, user);
    return c.json({ data: toUser(user) }, 201);
  });

  r.post('/logout', (c) => {
    endSession(c, deps);
    return c.body(null, 204);
  });

  // The same answer whether or not the address exists, so the form cannot test addresses.
  r.post('/forgot-password', async (c) => {
    const input = await parseBody(c, ForgotPasswordPayloadSchema);
    const answerAt = performance.now() + FORGOT_PASSWORD_ANSWER_MS;
    const user = findUserByEmail(db, input.email);
    if (user) {
      const token = createResetToken(db, user.id, deps.now());
      if (token) {
        const link = `${deps.baseUrl()}/account/set-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
        sendMail(db, deps.now(), {
          to: user.email,
          subject: 'Kies een nieuw wachtwoord',
          paragraphs: [
            `Hoi ${user.first_name},`,
            'Je hebt gevraagd om een nieuw wachtwoord. Klik op de link hieronder om een nieuw wachtwoord te kiezen. De link werkt 60 minuten en maar één keer.',
            { link },
            'Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: je wachtwoord blijft hetzelfde.',
            SIGN_OFF,
          ],
        });
      }
    }
    await waitUntil(answerAt);
    return c.json({ data: { message: FORGOT_PASSWORD_SENT } });
  });

  // Whether a reset link still works, asked when the reset page opens (issue 16). A wrong address and a
  // wrong token give the same answer in the same time (no account enumeration); failed checks count
  // against the login throttle's limit per address and IP, like failed logins.
  r.post('/reset-token-check', async (c) => {
    const input = await parseBody(c, ResetTokenCheckPayloadSchema);
    const answerAt = performance.now() + FORGOT_PASSWORD_ANSWER_MS;
    const key = `reset-token-check|${normalizeEmail(input.email)}|${clientIp(c, deps.trustedProxies)}`;
    const wait = loginRetryAfter(db, key, deps.now());
    if (wait > 0) {
      const message = tooManyChecks(wait);
      throw tooManyTries('email', message, wait);
    }
    const user = findUserByEmail(db, input.email);
    const valid = isResetTokenValid(db, user?.id ?? null, input.token, deps.now());
    // counted under this check's own key only (not the network-wide login count)
    if (!valid) db.prepare('INSERT INTO login_attempts (throttle_key, attempted_at) VALUES (?, ?)').run(key, deps.now());
    await waitUntil(answerAt);
    return c.json({ data: { valid } });
  });

  // On success the parent is logged in here and every other session of the account ends.
  r.post('/reset-password', async (c) => {
    const input = await parseBody(c, ResetPasswordPayloadSchema);
    const user = findUserByEmail(db, input.email);
    const hash = await hashPassword(input.password);
    const ok =
      !!user &&
      db
        .transaction(() => {
          if (!consumeResetToken(db, user.id, input.token, deps.now())) return false;
          db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, deps.now(), user.id);
          db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
          return true;
        })
        .immediate();
    if (!user || !ok) throw fieldError('email', RESET_INVALID);
    startUserSession(c, deps, user.id);
    return c.json({ data: toUser(user) });
  });

  return r;
}

/** After registering (issue 16 item 11): what the parent can do next, with the profiles page first. */
function sendWelcomeMail(deps: Deps, user: { email: string; first_name: string }): void {
  const base = deps.baseUrl();
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Welkom bij ${SHOP_NAME}`,
    paragraphs: [
      `Hoi ${user.first_name},`,
      `Welkom bij ${SHOP_NAME}! Je account is klaar. Zo ga je verder:`,
      '1. Maak een profiel aan voor elk kind, met de gegevens die onze trainers nodig hebben:',
      { link: `${base}/account/profiles` },
      '2. Kies een kamp, clinic of training en schrijf je kinderen in:',
      { link: `${base}/evenementen` },
      'Je inschrijvingen en de gegevens van je kinderen vind je altijd terug in je account.',
      SIGN_OFF,
    ],
  });
}
