// Acting on a payment status (Mollie style): the webhook and the return URL only say which
// payment; the status is always fetched from the provider and applied idempotently.
import type { Deps } from '../context';
import type { PaymentStatus } from '../payments/provider';
import { applyGiftCardStatus } from './gift-cards';
import { applyOrderStatus } from './orders';

export interface PaymentRow {
  id: number;
  uuid: string;
  provider: string;
  provider_id: string;
  order_id: number | null;
  gift_card_id: number | null;
  amount_cents: number;
  status: PaymentStatus;
}

export const findPaymentByProviderId = (deps: Deps, providerId: string) =>
  deps.db.prepare('SELECT * FROM payments WHERE provider_id = ?').get(providerId) as PaymentRow | undefined;

export const findPaymentByUuid = (deps: Deps, paymentUuid: string) =>
  deps.db.prepare('SELECT * FROM payments WHERE uuid = ?').get(paymentUuid) as PaymentRow | undefined;

/** Fetches the status from the provider and applies it. A repeated call changes nothing. */
export async function syncPayment(deps: Deps, payment: PaymentRow): Promise<PaymentStatus> {
  const { status } = await deps.payments.getPayment(payment.provider_id);
  deps.db
    .transaction(() => {
      deps.db.prepare('UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status != ?').run(status, deps.now(), payment.id, status);
      if (payment.order_id !== null) applyOrderStatus(deps, payment.order_id, status);
      if (payment.gift_card_id !== null) applyGiftCardStatus(deps, payment.gift_card_id, status);
    })
    .immediate();
  return status;
}
