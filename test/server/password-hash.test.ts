// Password hashes (server/lib/crypto.ts): scrypt with the cost in the hash itself, so a hash made at one
// PASSWORD_HASH_COST verifies at another, and the dummy hash for unknown addresses costs the same as a real one.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST, dummyHash, hashPassword, setPasswordHashCost, verifyPassword } from '../../server/lib/crypto';

afterEach(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST));

describe('password hashes', () => {
  it('name their cost, and verify whatever the current cost is', async () => {
    setPasswordHashCost(10);
    const cheap = await hashPassword('geheim123');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(dummyHash()).toMatch(/^scrypt\$1024\$/);
    setPasswordHashCost(14);
    const strong = await hashPassword('geheim123');
    expect(strong).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(dummyHash()).toMatch(/^scrypt\$16384\$/);
    expect(await verifyPassword('geheim123', cheap)).toBe(true);
    expect(await verifyPassword('geheim123', strong)).toBe(true);
    expect(await verifyPassword('geheim124', strong)).toBe(false);
    expect(await verifyPassword('geheim123', dummyHash())).toBe(false);
  });
});
