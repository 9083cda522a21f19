// Looking a payment up at the provider, at most once per LOOKUP_INTERVAL_MS per payment. The return
// page, the webhook and the order and gift-card pages can be asked by anyone who knows an id, and
// each would cost a call against the shop's rate limit at Mollie; a burst of them now costs one.
import type { PaymentProvider, PaymentStatus } from './provider';

export const LOOKUP_INTERVAL_MS = 3_000;
/** Above this many remembered payments, those past their interval are forgotten. */
const PRUNE_ABOVE = 500;

type Lookup = Promise<{ id: string; status: PaymentStatus }>;
interface Entry {
  at: number;
  result: Lookup;
  /** the one lookup everyone who needs a fresh answer waits for */
  trailing?: Lookup;
}

export class PaymentLookups {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly provider: PaymentProvider,
    private readonly intervalMs = LOOKUP_INTERVAL_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * A status at most one interval old: the answer of a lookup made (or under way) within the last
   * interval is shared. For pages that show an order while it waits for its payment; they ask again.
   */
  recent(id: string): Lookup {
    const entry = this.entries.get(id);
    if (entry && this.clock() - entry.at < this.intervalMs) return entry.result;
    return this.start(id);
  }

  /**
   * A status looked up after this call: at once, or, when the last lookup is less than an interval
   * old, when the interval ends (one call for all who wait meanwhile). For the webhook and the
   * return page: the status has just changed, so an answer from before the call is no use.
   */
  fresh(id: string): Lookup {
    const entry = this.entries.get(id);
    if (!entry || this.clock() - entry.at >= this.intervalMs) return this.start(id);
    entry.trailing ??= new Promise<void>((resolve) => setTimeout(resolve, entry.at + this.intervalMs - this.clock())).then(() =>
      this.start(id),
    );
    return entry.trailing;
  }

  private start(id: string): Lookup {
    if (this.entries.size > PRUNE_ABOVE) {
      for (const [key, entry] of this.entries) if (!entry.trailing && this.clock() - entry.at >= this.intervalMs) this.entries.delete(key);
    }
    const result = this.provider.getPayment(id);
    // a failed lookup is shared too (the provider is down: asking again at once would not help)
    result.catch(() => undefined);
    this.entries.set(id, { at: this.clock(), result });
    return result;
  }
}

const perProvider = new WeakMap<PaymentProvider, PaymentLookups>();

/** The lookups of this provider (one per server). */
export function lookupsOf(provider: PaymentProvider): PaymentLookups {
  let lookups = perProvider.get(provider);
  if (!lookups) perProvider.set(provider, (lookups = new PaymentLookups(provider, provider.lookupIntervalMs ?? LOOKUP_INTERVAL_MS)));
  return lookups;
}
