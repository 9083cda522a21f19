// Where the end-to-end run lives on this machine, for the config and the specs that start a browser or
// a club's site of their own: the ports scripts/e2e.mjs hands out and the system Chromium with its flags
// (docs/architecture.md "Tests": no test tool downloads a browser).

/** The shop (server/main.ts) and the two club sites beside it; scripts/e2e.mjs sets them. */
export const shopPort = Number(process.env.E2E_PORT ?? 3100);
export const embedPort = Number(process.env.E2E_EMBED_PORT ?? 3101);
export const foreignPort = Number(process.env.E2E_FOREIGN_PORT ?? 3102);

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The flags for a club on a host name of its own (`pattern`, e.g. '*.example.com'), resolved to this
 * machine; over http on a name that is not localhost, without the automatic upgrade attempt to https.
 */
export const otherHostArgs = (pattern: string) => [
  ...chromiumArgs,
  `--host-resolver-rules=MAP ${pattern} localhost`,
  '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable',
];
