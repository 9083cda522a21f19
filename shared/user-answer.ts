// The loader asks GET /api/user before it loads a route widget's chunk (widgets/loader-core.ts, to
// decide whether the route needs a login). It hands that answer over here, so the session store uses it instead of asking again:
// one user request per page. Kept on globalThis because the loader bundles its own copy of this file.
// An answer older than a few seconds is not used.
const KEY = '__sportShopUserAnswer';
const FRESH_MS = 10_000;

interface Handover {
  answer: Promise<Response>;
  at: number;
}

const slot = globalThis as unknown as Record<string, Handover | undefined>;

export function handOverUserAnswer(answer: Promise<Response>): void {
  slot[KEY] = { answer, at: Date.now() };
}

/** The loader's answer, once; undefined when there is none or it is stale. */
export function takeUserAnswer(): Promise<Response> | undefined {
  const handover = slot[KEY];
  slot[KEY] = undefined;
  return handover && Date.now() - handover.at < FRESH_MS ? handover.answer : undefined;
}
