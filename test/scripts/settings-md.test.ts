// The settings tables of README.md and server/API.md are generated from server/settings-table.ts
// (npm run build rewrites them); this fails when a committed one is stale or a setting is missing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../demo-pages/lib/declarations';
import { SETTINGS_FILES, withSettingsTable } from '../../scripts/settings-md';
import { SETTINGS } from '../../server/settings-table';

describe('the settings tables', () => {
  it.each(SETTINGS_FILES)('%s matches server/settings-table.ts (run `npm run build` to refresh it)', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(withSettingsTable(text, file), `${file} is stale: run \`npm run build\` and commit it`).toBe(text);
    for (const { name } of SETTINGS) expect(text).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });

  it('lists what API.md and the README lacked before: ALLOWED_ORIGINS, CART_HOLD_MINUTES, WAITLIST_OFFER_HOURS', () => {
    for (const file of SETTINGS_FILES) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      expect(text).toContain('| `ALLOWED_ORIGINS` | – |');
      expect(text).toContain('| `CART_HOLD_MINUTES` | `15` |');
      expect(text).toContain('| `WAITLIST_OFFER_HOURS` | `24` |');
    }
  });
});
