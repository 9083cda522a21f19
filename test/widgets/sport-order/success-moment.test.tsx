// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order } from '../../../shared/contract/order';
import { completeDetails, EVENT_UUID, orderFlow, profile } from '../../support/factories';
import { installShop, shop } from '../../support/fake-shop';
import { json } from '../../support/network';
import demoFlow from '../../../demo-pages/content/order-flow.json';
import { renderOrder, resetOrder, settle } from './harness';

// The success page as a moment (spec §2 "Success and failed pages"): one summary card, 'Zet in je agenda',
// ONE primary next step, and the social links once.
afterEach(() => {
  document.body.querySelector('#host-footer')?.remove();
  resetOrder();
});

const sem = profile('p1', 'Sem', 'de Vries', completeDetails);
const daan = profile('p2', 'Daan', 'de Vries');
const lotte = profile('p3', 'Lotte', 'de Vries');

const order = (extra: Partial<Order> = {}): Order => ({
  uuid: 'order-1',
  number: 'SV-4821',
  status: 'paid',
  event_uuid: EVENT_UUID,
  items: [{ profile: sem, with_shirt: true, shirt_size: 'M', price: '189.00', shirt_price: '24.95' }],
  base_amount: '213.95',
  discount_amount: '0.00',
  total_amount: '213.95',
  ...extra,
});

const primaryButtons = () => [...document.querySelectorAll('.sport-button--primary')];

describe('success page as a moment', () => {
  it('one summary card: the children with their shirt and size, the amount paid and the gift card’s balance left', async () => {
    installShop({
      orders: [
        order({
          items: [
            { profile: sem, with_shirt: true, shirt_size: 'M', price: '189.00', shirt_price: '24.95' },
            { profile: daan, with_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00' },
          ],
          total_amount: '352.95',
          giftcard_balance: '15.00',
        }),
      ],
    });
    renderOrder('/succes?order=order-1');
    const card = await screen.findByRole('region', { name: 'Je bestelling' });
    expect(within(card).getByText('Sem de Vries').closest('li')).toHaveTextContent('Shirt, maat M');
    expect(within(card).getByText('Daan de Vries').closest('li')).toHaveTextContent('Zonder shirt');
    const rows = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Bestelnummer: SV-4821', 'Betaald: €\u00a0352,95', 'Tegoed op je cadeaubon: €\u00a015,00']);
  });

  it('without a balance from the server there is no gift-card line (the field is optional)', async () => {
    installShop({ orders: [order()] });
    renderOrder('/succes?order=order-1');
    const card = await screen.findByRole('region', { name: 'Je bestelling' });
    expect(within(card).queryByText('Tegoed op je cadeaubon')).toBeNull();
  });

  it("'Zet in je agenda' downloads the event's calendar file from the shop", async () => {
    installShop({ orders: [order()] });
    renderOrder('/succes?order=order-1');
    const card = await screen.findByRole('region', { name: 'Je bestelling' });
    const link = within(card).getByRole('link', { name: /^Zet in je agenda/ });
    expect(link).toHaveAttribute('href', `/api/events/${EVENT_UUID}/calendar.ics`);
    expect(link).toHaveAttribute('download');
  });

  it('the one primary next step is the profile of the child whose details are missing, the others as plain links', async () => {
    installShop({
      orders: [
        order({
          items: [
            { profile: sem, with_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00' },
            { profile: daan, with_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00' },
            { profile: lotte, with_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00' },
          ],
        }),
      ],
    });
    renderOrder('/succes?order=order-1');
    const next = await screen.findByRole('region', { name: 'Wat nu?' });
    expect(primaryButtons()).toHaveLength(1);
    expect(within(next).getByRole('link', { name: 'Vul de gegevens van Daan aan' })).toHaveAttribute('href', '/account/profiles/p2');
    expect(within(next).getByRole('link', { name: 'Gegevens van Lotte de Vries aanvullen' })).toHaveAttribute(
      'href',
      '/account/profiles/p3',
    );
    expect(screen.queryByRole('link', { name: 'Naar je overzicht' })).toBeNull();
  });

  it("asks to complete the details once with the shop's own CMS texts: the next step, not the CMS text again", async () => {
    installShop({
      orders: [order({ items: [{ profile: daan, with_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00' }] })],
    });
    shop.override = (call) => {
      const query = String((call.body as { query?: string } | undefined)?.query ?? '');
      if (call.path !== '/graphql' || !query.includes('orderFlow') || query.includes('OrderExtras')) return undefined;
      return json(200, { data: { orderFlow: { ...orderFlow, textSucces: demoFlow.textSucces } } });
    };
    renderOrder('/succes?order=order-1');
    await screen.findByRole('link', { name: 'Vul de gegevens van Daan aan' });
    await settle();
    expect(screen.getAllByText(/vul de gegevens/i)).toHaveLength(1);
  });

  it('with every child complete the next step is the dashboard', async () => {
    installShop({ orders: [order()] });
    renderOrder('/succes?order=order-1');
    const next = await screen.findByRole('region', { name: 'Wat nu?' });
    expect(primaryButtons()).toHaveLength(1);
    expect(within(next).getByRole('link', { name: 'Naar je overzicht' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: /Vul de gegevens van/ })).toBeNull();
  });

  it('shows the social links once: not again when the page around it links to them already', async () => {
    const footer = document.createElement('footer');
    footer.id = 'host-footer';
    footer.innerHTML = '<a href="https://www.instagram.com/x">Instagram</a>';
    document.body.append(footer);
    installShop({ orders: [order()] });
    renderOrder('/succes?order=order-1');
    await screen.findByRole('region', { name: 'Je bestelling' });
    await settle();
    expect(screen.getAllByRole('link', { name: /Instagram/ })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Volg ons' })).toBeNull();
  });
});
