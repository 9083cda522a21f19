// The settings, written once (server/settings-table.ts) and read by one pure function
// (server/settings.ts readSettings): every variable the server reads is listed, and nothing else is
// read from the environment. The refusals and the start's lines: production.test.ts, dev-tools.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/app';
import { SETTINGS, readSettings } from '../../server/settings';
import { filesUnder } from '../support/files';

/** An environment that records every name read from it */
function recording(values: Record<string, string>): { env: Record<string, string | undefined>; read: Set<string> } {
  const read = new Set<string>();
  const env = new Proxy(values, {
    get: (target, name) => {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  return { env, read };
}

describe('readSettings', () => {
  it('reads exactly the listed settings, each of them', () => {
    // a Mollie key and SMTP, so that no setting is skipped because another one is missing
    const { env, read } = recording({
      MOLLIE_API_KEY: 'test_x',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'noreply@sportkamp.test',
    });
    readSettings(env);
    expect([...read].sort()).toEqual(SETTINGS.map((s) => s.name).sort());
  });

  it('turns the variables into createApp options and where to listen', () => {
    const settings = readSettings({
      PORT: '4000',
      HOST: '127.0.0.1',
      DATABASE: '/tmp/x/shop.sqlite',
      BASE_URL: 'https://shop.example.nl',
      TRUST_PROXY: '2',
      REGISTRATIONS_PER_HOUR: '3.7',
      ALLOWED_ORIGINS: 'https://www.club.nl, https://club.nl',
      CART_HOLD_MINUTES: '0.5',
      WAITLIST_OFFER_HOURS: '-1',
      CMS_IMAGE_HOSTS: 'https://images.ctfassets.net https://images.ctfassets.net/',
      DEV_TOOLS: 'public',
      MOLLIE_API_KEY: 'test_x',
      MOLLIE_API_BASE: 'https://127.0.0.1:9999',
    });
    expect(settings).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      baseUrl: 'https://shop.example.nl',
      production: false,
      devTools: 'public',
      mailOutbox: false, // off with Mollie unless MAIL_OUTBOX=on
      mollie: { apiKey: 'test_x', apiBase: 'https://127.0.0.1:9999' },
      smtp: undefined,
      options: {
        database: '/tmp/x/shop.sqlite',
        trustedProxies: 2,
        registrationsPerHour: 3,
        allowedOrigins: ['https://www.club.nl', 'https://club.nl'],
        cartHoldMinutes: 0.5,
        waitlistOfferHours: undefined,
        cmsImageHosts: ['https://images.ctfassets.net'],
        testPayments: false,
        production: false,
      },
    });
    expect(readSettings({}).options).toMatchObject({ database: join(PROJECT_ROOT, 'data/shop.sqlite'), trustedProxies: 0 });
    expect(readSettings({ PAYMENTS: 'test', MOLLIE_API_KEY: 'test_x' }).mollie).toBeUndefined();
  });

  it('PASSWORD_HASH_COST: a whole number from 10 to 20, at least 14 in production', () => {
    expect(readSettings({ PASSWORD_HASH_COST: '10' }).options.passwordHashCost).toBe(10);
    expect(readSettings({}).options.passwordHashCost).toBeUndefined();
    for (const bad of ['9', '21', '12.5', 'laag'])
      expect(() => readSettings({ PASSWORD_HASH_COST: bad })).toThrow(`PASSWORD_HASH_COST=${bad} is geen heel getal van 10 tot en met 20`);
    expect(() => readSettings({ NODE_ENV: 'production', PAYMENTS: 'test', PASSWORD_HASH_COST: '12' })).toThrow(
      'PASSWORD_HASH_COST=12 is te laag voor NODE_ENV=production',
    );
    expect(readSettings({ NODE_ENV: 'production', PAYMENTS: 'test', PASSWORD_HASH_COST: '15' }).options.passwordHashCost).toBe(15);
  });

  it('an ALLOWED_ORIGINS entry that is not an exact origin stops the start', () => {
    expect(() => readSettings({ ALLOWED_ORIGINS: 'https://club.nl/pad' })).toThrow(/ALLOWED_ORIGINS/);
  });
});

describe('the environment', () => {
  it('is read only in server/main.ts, through readSettings', () => {
    const readers = filesUnder('server', /\.ts$/, PROJECT_ROOT).filter((file) =>
      /process\.env\b/.test(readFileSync(join(PROJECT_ROOT, file), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')),
    );
    expect(readers).toEqual(['server/main.ts']);
  });
});
