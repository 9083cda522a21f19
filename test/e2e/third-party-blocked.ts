import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumPath, otherHostArgs } from './machine';

/**
 * Chromium as a visitor with its own setting "Cookies van derden blokkeren" (cookie_controls_mode 1, proved
 * in other-site.spec.ts) in a fresh profile, at 1280 px, with `hosts` (e.g. '*.club-lijst.test') resolving
 * to this machine. `close` ends the browser and removes the profile.
 */
export async function thirdPartyBlockedBrowser(
  name: string,
  hosts: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), `${name}-`));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 1, block_third_party_cookies: true } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    viewport: { width: 1280, height: 860 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    args: otherHostArgs(hosts),
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
