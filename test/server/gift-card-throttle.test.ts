// Wrong gift-card codes are throttled per IP (docs/rules.md §6), on a server of its own: the balance check
// and the cart count alike, known codes do not count, parallel tries never slip through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

describe('wrong gift-card codes are throttled per IP', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startServer();
  });
  afterAll(() => own.close());

  it('10 wrong codes, then 429 with Retry-After for the balance check and the cart alike; known codes do not count', async () => {
    const c = await own.client().init();
    for (let i = 0; i < 5; i++) expect((await c.post('/api/gift-card/balance', { code: `KADO-FOUT-${i}` })).status).toBe(404);
    // a code that exists is no guess
    for (let i = 0; i < 5; i++) expect((await c.post('/api/gift-card/balance', { code: 'KADO-DEMO-2026' })).status).toBe(200);
    const parent = await own.parent();
    for (let i = 5; i < 10; i++) {
      const r = await parent.client.post('/api/cart', { giftcard_code: `KADO-FOUT-${i}` });
      expect(r.status).toBe(422);
    }
    // parallel tries cannot slip through: all are refused now
    const tries = await Promise.all([
      c.post('/api/gift-card/balance', { code: 'KADO-DEMO-2026' }),
      c.post('/api/gift-card/balance', { code: 'KADO-FOUT-X' }),
      parent.client.post('/api/cart', { giftcard_code: 'KADO-DEMO-2026' }),
    ]);
    for (const r of tries) {
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(r.body.message).toBe('Je hebt te vaak een code geprobeerd die niet bestaat. Probeer het over 15 minuten opnieuw.');
    }
    expect(tries[2]!.body.errors).toEqual({ giftcard_code: [tries[2]!.body.message] });
    // the window passes
    own.clock.offset += 15 * 60 * 1000 + 1000;
    expect((await c.post('/api/gift-card/balance', { code: 'KADO-DEMO-2026' })).status).toBe(200);
  });

  it('parallel wrong tries never exceed the limit', async () => {
    const c = await own.client().init();
    own.clock.offset += 16 * 60 * 1000;
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => c.post('/api/gift-card/balance', { code: `KADO-PAR-${i}` })));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
  });
});
