// Starts the reference backend with the settings of the environment: every variable, its default and
// meaning are in server/settings-table.ts (README "Configuration" and server/API.md list them), read
// by readSettings (server/settings.ts), which also refuses a start with a Dutch reason (exit code 1).
// Here: the composition (the API of server/app.ts with the demo site's pages and the payment
// provider), listening, the start's lines, and a clean stop.
import { serve } from '@hono/node-server';
import { renderPage } from '../demo-pages/site';
import type { AddressInfo } from 'node:net';
import { StartupError, createApp, type ShopApp } from './app';
import { MolliePaymentProvider } from './payments/mollie-provider';
import { readSettings, startLines, type Settings } from './settings';

/** Prints why the server does not start and stops (exit code 1). */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

let settings: Settings;
let shop: ShopApp;
try {
  settings = readSettings(process.env);
  const { mollie } = settings;
  shop = await createApp({
    ...settings.options,
    // the demo site: composed here, so the API (server/app.ts) runs without it
    renderPage,
    // default: the test checkout at /dev/checkout/{id}
    paymentProvider: mollie ? () => new MolliePaymentProvider(mollie) : undefined,
  });
} catch (err) {
  if (err instanceof StartupError) refuse(err.message);
  throw err;
}

const server = serve({ fetch: shop.app.fetch, port: settings.port, hostname: settings.host }, (info: AddressInfo) => {
  shop.setBaseUrl(settings.baseUrl || `http://localhost:${info.port}`);
  const { lines, warning } = startLines(settings, info);
  for (const line of lines) console.log(line);
  if (warning) console.warn(warning);
});

const stop = () => {
  server.close(() => {
    shop.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
