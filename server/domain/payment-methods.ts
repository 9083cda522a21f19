// The payment methods named beside the pay button (docs/rules.md §2 "Order step 3"): what the
// payment page of the configured provider offers.
import type { PaymentMethod } from '../../shared/contract/payment';
import type { Deps } from '../context';

/**
 * A constant per provider for now: payments/ (the providers) is changing under another hand, so no
 * `methods()` was added to the provider interface yet. In production the source is Mollie's Methods
 * API (`GET /v2/methods`, the methods enabled on the profile, with their `description`); a provider's
 * own `methods()` can replace this table without changing the endpoint. The test provider's checkout
 * page takes any of these.
 */
const METHODS: Record<string, PaymentMethod[]> = {
  test: [
    { id: 'ideal', description: 'iDEAL' },
    { id: 'bancontact', description: 'Bancontact' },
    { id: 'creditcard', description: 'Creditcard' },
  ],
  mollie: [
    { id: 'ideal', description: 'iDEAL' },
    { id: 'bancontact', description: 'Bancontact' },
    { id: 'creditcard', description: 'Creditcard' },
  ],
};

/** GET /api/payments/methods: none for a provider this table does not know (the summary then names none). */
export const paymentMethods = (deps: Deps): PaymentMethod[] => METHODS[deps.payments.name] ?? [];
