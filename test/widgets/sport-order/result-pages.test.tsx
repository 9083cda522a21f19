// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubPageLoads } from '../../support/browser';
import { $router } from '../../../shared/router';
import type { Order } from '../../../shared/contract/order';
import { cartItem, completeDetails, EVENT_UUID, profile } from '../../support/factories';
import { installShop } from '../../support/fake-shop';
import { renderOrder, resetOrder } from './harness';

// The success and failed pages (spec §2 "Success and failed pages (order)", §3 incomplete profile, §4 "Order flow").
afterEach(resetOrder);

function order(extra: Partial<Order> = {}): Order {
  return {
    uuid: 'order-1',
    number: 'SV-4821',
    status: 'paid',
    event_uuid: EVENT_UUID,
    items: [
      {
        profile: profile('p1', 'Sem', 'de Vries', completeDetails),
        with_shirt: true,
        shirt_size: 'M',
        price: '189.00',
        shirt_price: '24.95',
      },
      { profile: profile('p2', 'Daan', 'de Vries'), with_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00' },
    ],
    base_amount: '402.95',
    discount_amount: '10.00',
    total_amount: '392.95',
    ...extra,
  };
}

describe('success page', () => {
  it('shows the CMS thank-you text, the event, and the children with a warning for missing details', async () => {
    installShop({ orders: [order()] });
    renderOrder('/succes?order=order-1');
    expect(await screen.findByRole('heading', { name: 'Bedankt voor je inschrijving!' })).toBeInTheDocument();
    expect(screen.getByText('We hebben je betaling ontvangen.')).toBeInTheDocument();
    expect(screen.getByText('Tot op het veld!')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Je bestelling' });
    expect(card).toHaveTextContent('Voetbalkamp Zomer 2027');
    const [sem, daan] = within(card).getAllByRole('listitem');
    expect(sem).toHaveTextContent('Sem de Vries');
    expect(sem).toHaveTextContent('Shirt, maat M');
    expect(sem).toHaveTextContent('Gegevens compleet');
    expect(sem).not.toHaveTextContent('Missende gegevens');
    expect(daan).toHaveTextContent('Zonder shirt');
    expect(daan).toHaveTextContent('Missende gegevens');
    expect(daan).toHaveTextContent('Vul nog aan: straat, huisnummer, geboortedatum');
    expect(document.querySelector('.sport-order__header')).toBeNull();
    expect(await screen.findByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/x');
  });

  it('the alias /success shows the same page', async () => {
    installShop({ orders: [order()] });
    renderOrder('/success?order=order-1');
    expect(await screen.findByRole('heading', { name: 'Bedankt voor je inschrijving!' })).toBeInTheDocument();
  });

  it('without an order to show, goes to the order start of the event in the cart', async () => {
    installShop({ items: [cartItem('p1')] });
    renderOrder('/succes?order=onbekend');
    await waitFor(() => expect($router.get()?.path).toBe('/order/voetbalkamp-zomer-2027'));
  });

  it('an order whose payment failed shows the failed page', async () => {
    installShop({ orders: [order({ status: 'failed' })] });
    renderOrder('/succes?order=order-1');
    await waitFor(() => expect($router.get()?.route).toBe('orderFailed'));
    expect(await screen.findByRole('heading', { name: 'De betaling is niet gelukt' })).toBeInTheDocument();
  });
});

describe('failed page', () => {
  it('shows the CMS text, a link home and a link back to the event of the order', async () => {
    installShop({ orders: [order({ status: 'failed' })] });
    renderOrder('/mislukt?order=order-1');
    expect(await screen.findByRole('heading', { name: 'De betaling is niet gelukt' })).toBeInTheDocument();
    expect(screen.getByText('Er is niets afgeschreven.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Terug naar het evenement' })).toHaveAttribute('href', '/order/voetbalkamp-zomer-2027');
  });

  it('a payment that came too late (refund_needed) says there was no place left and the money goes back', async () => {
    installShop({ orders: [order({ status: 'refund_needed' })] });
    renderOrder('/succes?order=order-1');
    await waitFor(() => expect($router.get()?.route).toBe('orderFailed'));
    expect(await screen.findByRole('heading', { name: 'Er was geen plek meer vrij' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('we betalen het bedrag terug');
    expect(screen.queryByRole('link', { name: /Terug naar het evenement/ })).toBeNull();
  });

  it('a failed payment offers Opnieuw betalen straight to the summary, next to the way back to the event', async () => {
    installShop({ orders: [order({ status: 'failed' })] });
    renderOrder('/failed?order=order-1');
    expect(await screen.findByRole('heading', { name: 'De betaling is niet gelukt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw betalen' })).toHaveAttribute('href', '/order/voetbalkamp-zomer-2027/summary');
    expect(screen.queryByText(/geannuleerd/)).not.toBeInTheDocument();
  });

  it("after 'Mislukt' → 'Opnieuw betalen' the summary keeps the terms accepted before the payment page", async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], orders: [order({ status: 'failed' })] });
    stubPageLoads();
    renderOrder('/order/voetbalkamp-zomer-2027/summary');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Ik ga akkoord/ }));
    await user.click(screen.getByRole('button', { name: 'Verder naar betalen' }));
    // back from the payment page: a new page load in the same tab (its sessionStorage stays)
    const tab = { ...sessionStorage };
    resetOrder();
    Object.entries(tab).forEach(([key, value]) => sessionStorage.setItem(key, String(value)));
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], orders: [order({ status: 'failed' })] });
    renderOrder('/failed?order=order-1');
    await user.click(await screen.findByRole('link', { name: 'Opnieuw betalen' }));
    expect(await screen.findByRole('checkbox', { name: /Ik ga akkoord/ })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verder naar betalen' })).toBeEnabled());
  });

  it('a canceled payment says the parent canceled it, not that something went wrong', async () => {
    installShop({ orders: [order({ status: 'canceled' })] });
    renderOrder('/failed?order=order-1');
    expect(await screen.findByRole('heading', { name: 'Je hebt de betaling geannuleerd' })).toBeInTheDocument();
    expect(screen.getByText(/Er is niets afgeschreven\. Je keuzes staan nog klaar/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'De betaling is niet gelukt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw betalen' })).toHaveAttribute('href', '/order/voetbalkamp-zomer-2027/summary');
    expect(screen.getByRole('link', { name: 'Terug naar het evenement' })).toHaveAttribute('href', '/order/voetbalkamp-zomer-2027');
  });

  it('an expired payment says the time ran out', async () => {
    installShop({ orders: [order({ status: 'expired' })] });
    renderOrder('/failed?order=order-1');
    expect(await screen.findByRole('heading', { name: 'De betaling is niet gelukt' })).toBeInTheDocument();
    expect(screen.getByText('De tijd om te betalen was verlopen voordat de betaling rond was.')).toBeInTheDocument();
  });

  it('the success and failed pages do not show the ordering header image (‘Inschrijven’)', async () => {
    installShop({ orders: [order({ status: 'failed' })] });
    renderOrder('/failed?order=order-1');
    await screen.findByRole('heading', { name: 'De betaling is niet gelukt' });
    expect(document.querySelector('.sport-order__header')).toBeNull();
  });

  it('without an order links to the events', async () => {
    installShop();
    renderOrder('/failed');
    expect(await screen.findByRole('link', { name: 'Terug naar de evenementen' })).toHaveAttribute('href', '/evenementen');
  });
});
