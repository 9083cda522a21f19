import { createHash, randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';

export const uuid = (): string => randomUUID();

/** A random token for sessions, CSRF and reset links (url-safe). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// scrypt parameters: N=2^14, r=8, p=1 (the interactive-login recommendation of the scrypt paper).
// N can be set with PASSWORD_HASH_COST (server/settings-table.ts): the tests use 2^10, as Laravel's tests
// run bcrypt with 4 rounds, because a hash costs 25–75 ms and the suite registers and logs in by the
// thousand; production refuses less than 2^14. A stored hash names its own N, so both verify.
export const DEFAULT_PASSWORD_HASH_COST = 14;
let N = 2 ** DEFAULT_PASSWORD_HASH_COST;

/** Sets N = 2^log2 for new hashes (and the dummy hash) in this process (createApp's passwordHashCost). */
export function setPasswordHashCost(log2: number): void {
  N = 2 ** log2;
}
const R = 8;
const P = 1;
const KEYLEN = 64;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** 'scrypt$N$r$p$salt$hash' (base64) so the parameters can change later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that never matches, to spend the same time when the e-mail address is unknown (at the current N). */
export const dummyHash = (): string =>
  `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEYLEN).toString('base64')}`;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: codes are typed over

export function randomCode(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}
