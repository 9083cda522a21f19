// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order } from '../../../shared/contract/order';
import { EVENT_UUID, profile } from '../../support/factories';
import { installShop } from '../../support/fake-shop';
import { renderOrder, resetOrder } from './harness';

// The success page shows the short order number and the amount paid.
afterEach(resetOrder);

const order = (extra: Partial<Order> = {}): Order => ({
  uuid: 'order-1',
  number: 'SV-4821',
  status: 'paid',
  event_uuid: EVENT_UUID,
  items: [{ profile: profile('p1', 'Sem', 'de Vries'), with_shirt: false, shirt_size: 'none', price: '1,189.00', shirt_price: '0.00' }],
  base_amount: '1,189.00',
  discount_amount: '10.00',
  total_amount: '1,179.00',
  ...extra,
});

/** The receipt's terms and their values (a description list), as text. */
const termsOf = (receipt: HTMLElement) =>
  within(receipt)
    .getAllByRole('term')
    .map((t) => t.textContent);
const valuesOf = (receipt: HTMLElement) =>
  within(receipt)
    .getAllByRole('definition')
    .map((d) => d.textContent);

describe('success page receipt', () => {
  it('shows the order number and the amount paid in Dutch money format', async () => {
    installShop({ orders: [order()] });
    renderOrder('/succes?order=order-1');
    const receipt = await screen.findByRole('region', { name: 'Je bestelling' });
    const terms = termsOf(receipt);
    const values = valuesOf(receipt);
    expect(terms).toEqual(['Bestelnummer', 'Betaald']);
    expect(values).toEqual(['SV-4821', '€\u00a01.179,00']);
  });

  it('while the payment is still being processed, it says Bedrag, not Betaald', async () => {
    installShop({ orders: [order({ status: 'pending' })] });
    renderOrder('/succes?order=order-1');
    const receipt = await screen.findByRole('region', { name: 'Je bestelling' });
    expect(termsOf(receipt)).toEqual(['Bestelnummer', 'Bedrag']);
  });
});

describe('success page of an order the gift card paid', () => {
  it("paid in full: 'betaald met je cadeaubon' instead of a payment received, and the balance left on the card", async () => {
    installShop({
      orders: [
        order({
          base_amount: '39.50',
          discount_amount: '39.50',
          total_amount: '0.00',
          giftcard_amount: '39.50',
          giftcard_balance: '10.50',
        }),
      ],
    });
    renderOrder('/succes?order=order-1');
    const receipt = await screen.findByRole('region', { name: 'Je bestelling' });
    expect(screen.getByText('Je bestelling is betaald met je cadeaubon.')).toBeInTheDocument();
    // the CMS text says a payment was received: not true here
    expect(screen.queryByText(/betaling ontvangen/)).not.toBeInTheDocument();
    expect(termsOf(receipt)).toEqual(['Bestelnummer', 'Betaald met je cadeaubon', 'Tegoed op je cadeaubon']);
    expect(valuesOf(receipt)).toEqual(['SV-4821', '€\u00a039,50', '€\u00a010,50']);
    expect(screen.queryByText('€\u00a00,00')).not.toBeInTheDocument();
  });

  it('paid in part: the gift card line, the amount paid, and the balance left', async () => {
    installShop({ orders: [order({ giftcard_amount: '25.00', giftcard_balance: '0.00' })] });
    renderOrder('/succes?order=order-1');
    const receipt = await screen.findByRole('region', { name: 'Je bestelling' });
    expect(termsOf(receipt)).toEqual(['Bestelnummer', 'Betaald met je cadeaubon', 'Betaald', 'Tegoed op je cadeaubon']);
  });
});
