// The real provider, used when MOLLIE_API_KEY is set: Mollie's v2 payments API over fetch.
// Mollie must reach the webhook, so BASE_URL has to be a public address then.
import { PAYMENT_STATUSES, type CreatePaymentInput, type PaymentProvider, type PaymentStatus } from './provider';

export interface MollieOptions {
  apiKey: string;
  /** default https://api.mollie.com; tests point this at a local fake */
  apiBase?: string;
  fetch?: typeof fetch;
}

interface MolliePayment {
  id: string;
  status: string;
  _links?: { checkout?: { href?: string } };
}

export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie';
  private readonly apiBase: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MollieOptions) {
    this.apiBase = (options.apiBase ?? 'https://api.mollie.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
  }

  private async call(method: string, path: string, body?: unknown): Promise<MolliePayment> {
    const res = await this.fetch(`${this.apiBase}/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json', accept: 'application/hal+json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Mollie ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : {}) as MolliePayment;
  }

  async createPayment(input: CreatePaymentInput) {
    const payment = await this.call('POST', '/payments', input);
    const checkoutUrl = payment._links?.checkout?.href;
    if (!payment.id || !checkoutUrl) throw new Error('Mollie answered a payment without id or checkout link');
    return { id: payment.id, checkoutUrl };
  }

  async getPayment(id: string) {
    const payment = await this.call('GET', `/payments/${encodeURIComponent(id)}`);
    // Mollie's 'authorized' (card, not yet captured) holds the order like 'pending'
    const status: PaymentStatus = (PAYMENT_STATUSES as readonly string[]).includes(payment.status)
      ? (payment.status as PaymentStatus)
      : payment.status === 'authorized'
        ? 'pending'
        : 'open';
    return { id, status };
  }

  async cancelPayment(id: string) {
    await this.call('DELETE', `/payments/${encodeURIComponent(id)}`);
  }
}
