// The settings tables of README.md ("Configuration") and server/API.md ("Start"), generated from the
// one list of settings (server/settings-table.ts) between markers. build.mjs rewrites them;
// test/scripts/settings-md.test.ts fails when a committed table is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETTINGS } from '../server/settings-table';
import { ROOT } from '../demo-pages/lib/declarations';
import { betweenMarkers } from './readme-table';

export const SETTINGS_START = '<!-- settings:start (generated from server/settings-table.ts by `npm run build`; do not edit) -->';
export const SETTINGS_END = '<!-- settings:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function settingsTable(): string {
  const rows = SETTINGS.map(({ name, default: value, description }) => `| \`${name}\` | ${cell(value)} | ${cell(description)} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** `text` (README.md or server/API.md) with a fresh settings table between the markers */
export const withSettingsTable = (text: string, file: string): string =>
  betweenMarkers(text, SETTINGS_START, SETTINGS_END, settingsTable(), file);

/** The files that carry the table, relative to the root */
export const SETTINGS_FILES = ['README.md', 'server/API.md'] as const;

/** Rewrites each file whose table is stale; the files that changed. */
export function updateSettingsDocs(root = ROOT): string[] {
  return SETTINGS_FILES.filter((file) => {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const next = withSettingsTable(text, file);
    if (next === text) return false;
    writeFileSync(path, next);
    return true;
  });
}
