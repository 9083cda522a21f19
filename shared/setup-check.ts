import { REQUEST_TIMEOUT_MS, apiBase, shopOrigin } from './config';
import { setupHints, type SetupHint } from './contract/setup-hints';

// When an element cannot reach the shop, the console names the problem and the fix in one line
// (shared/contract/setup-hints.ts). One check per page: GET {api}/embed-check, which any site may read
// (server/http/cors.ts), tells a wrong or dead address apart from a site the shop does not list.
// The loader bundles its own copy of this file: what was said is kept on globalThis, so each line
// appears once per page, whoever finds it.
const SAID = '__sportShopSaid';
const slot = globalThis as unknown as Record<string, Set<string> | undefined>;
/**
 * How long a failed call waits for the browser's CSP report before it says 'niet bereikbaar': Chromium
 * rejects the refused fetch first and dispatches `securitypolicyviolation` a task later (measured: the
 * report follows within a few milliseconds); a shop that is really down only waits this long for its line.
 */
export const CSP_REPORT_WAIT_MS = 300;

/** Writes a set-up line once per page. */
export function tell(line: string): void {
  const said = (slot[SAID] ??= new Set());
  if (said.has(line)) return;
  said.add(line);
  console.error(line);
}

const type = (response: Response) => response.headers.get('content-type') ?? '';
const isPage = (response: Response) => /\bhtml\b/i.test(type(response));

/** An answer that cannot be the shop's API: a web page, or a 404 that is not the shop's JSON. */
export function notTheShop(response: Response): boolean {
  return isPage(response) || (response.status === 404 && !/\bjson\b/i.test(type(response)));
}

let checking: Promise<SetupHint | null> | null = null;

/**
 * Finds out why a call to the shop failed and says it. `withSession`: the call needed the parent's
 * session (credentials), so a site the shop does not list is a problem; for the anonymous elements it is
 * not. Answers which problem it found and said, or null when the set-up looks right.
 */
export function checkShop(withSession: boolean): Promise<SetupHint | null> {
  checking ??= (async () => {
    const api = apiBase();
    let found: SetupHint | null = null;
    let line = '';
    try {
      const response = await fetch(`${api}/embed-check`, {
        credentials: 'omit',
        cache: 'no-store',
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok || isPage(response)) [found, line] = ['apiWrong', setupHints.apiWrong(api, response.status)];
      else {
        const body = (await response.json()) as { data?: { allowed?: boolean } };
        if (withSession && location.origin !== shopOrigin() && body.data?.allowed === false) {
          [found, line] = ['originNotAllowed', setupHints.originNotAllowed(shopOrigin(), location.origin)];
        }
      }
    } catch {
      // a request the site's CSP blocked has its own line (watchCsp), not a wrong 'niet bereikbaar' first:
      // wait for the browser's report, which comes after the refused call has failed
      await new Promise((resolve) => setTimeout(resolve, CSP_REPORT_WAIT_MS));
      if (!slot[SAID]?.size) [found, line] = ['shopUnreachable', setupHints.shopUnreachable(api)];
    }
    if (found) tell(line);
    return found;
  })();
  return checking;
}

/** Tests start from a fresh page. */
export function forgetSetupCheck(): void {
  checking = null;
  slot[SAID] = undefined;
}

/** Says which of the site's CSP rules blocks the shop (its script, styles, answers, images). */
export function watchCsp(shops: readonly string[]): void {
  if (typeof document === 'undefined') return;
  document.addEventListener('securitypolicyviolation', (event) => {
    let origin: string;
    try {
      origin = new URL(event.blockedURI).origin;
    } catch {
      return;
    }
    if (shops.includes(origin)) tell(setupHints.cspBlocked(origin, event.effectiveDirective));
  });
}
