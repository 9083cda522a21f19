import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $checkoutExtras, $paymentMethods, loadPaymentMethods } from '../stores/checkout-extras';
import { ShopContactLine } from '../../../shared/ui/ShopContactLine';
import { nl } from '../nl';

/**
 * Beside the pay button (docs/rules.md §2 "Order step 3"): how the parent pays (the provider's methods),
 * the cancellation rule and how to reach the shop, each only when known. Nothing to pay: no methods.
 */
export function SafeCheckout({ paying }: { paying: boolean }) {
  const methods = useStore($paymentMethods);
  useEffect(() => {
    void loadPaymentMethods();
  }, []);
  const { cancellationPolicy, contact } = useStore($checkoutExtras);
  const showMethods = paying && methods.length > 0;
  const phone = contact?.phone?.trim();
  const email = contact?.email?.trim();
  if (!showMethods && !cancellationPolicy && !phone && !email) return null;
  return (
    <section className="sport-order__safe" aria-labelledby="sport-order-safe-title">
      <h2 id="sport-order-safe-title" className="sport-order__safe-title">
        {nl.safe.title}
      </h2>
      {showMethods ? (
        <p>
          {nl.safe.methods}{' '}
          <span className="sport-order__methods">
            {new Intl.ListFormat('nl', { type: 'disjunction' }).format(methods.map((m) => m.description))}
          </span>
          .
        </p>
      ) : null}
      {cancellationPolicy ? (
        <p>
          <strong>{nl.safe.cancel}</strong> {cancellationPolicy}
        </p>
      ) : null}
      <ShopContactLine contact={contact} lead={nl.safe.questions} />
    </section>
  );
}
