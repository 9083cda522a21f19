// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../../shared/contract/order';
import { cartItem, EVENT_UUID, profile } from '../../support/factories';
import { installShop } from '../../support/fake-shop';
import { open, renderOrder, resetOrder, settle } from './harness';

// Every step and result page has its own document title, in the templates' format
// ('… | Sportkamp Vooruit'), and after a client-side page change focus goes to the new page's heading.
afterEach(resetOrder);

beforeAll(() => {
  // what the order template wrote for step 1 (demo-pages/site.ts)
  document.title = 'Wie gaan er mee? – Voetbalkamp Zomer 2027 | Sportkamp Vooruit';
});

const order = (status: Order['status']): Order => ({
  uuid: 'order-1',
  number: 'SV-4821',
  status,
  event_uuid: EVENT_UUID,
  items: [{ profile: profile('p1', 'Sem', 'de Vries'), with_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00' }],
  base_amount: '189.00',
  discount_amount: '0.00',
  total_amount: '189.00',
});

describe('page titles and focus after a page change', () => {
  it('steps 1 → 2 → 3, then the failed and the success page: each its own title, focus on its heading', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], orders: [order('failed')] });
    renderOrder('/order/voetbalkamp-zomer-2027');
    await screen.findByRole('heading', { name: 'Wie gaan er mee?' });
    expect(document.title).toBe('Wie gaan er mee? – Voetbalkamp Zomer 2027 | Sportkamp Vooruit');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Verder' }));
    await settle();
    const extras = await screen.findByRole('heading', { level: 1, name: 'Welke extra’s wil je bestellen?' });
    expect(extras).toHaveFocus();
    expect(document.title).toBe('Extra’s kiezen – Voetbalkamp Zomer 2027 | Sportkamp Vooruit');

    await user.click(screen.getByRole('button', { name: 'Verder' }));
    const summary = await screen.findByRole('heading', { level: 1, name: 'Controleer je bestelling' });
    expect(summary).toHaveFocus();
    expect(document.title).toBe('Overzicht – Voetbalkamp Zomer 2027 | Sportkamp Vooruit');

    act(() => open('/mislukt?order=order-1'));
    const failed = await screen.findByRole('heading', { level: 1, name: /niet gelukt|mislukt/i });
    expect(failed).toHaveFocus();
    expect(failed).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Betaling mislukt | Sportkamp Vooruit');
  });

  it('the success page says Betaling gelukt and takes the focus after a client-side move', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], orders: [order('paid')] });
    renderOrder('/order/voetbalkamp-zomer-2027/summary');
    await screen.findByRole('heading', { level: 1, name: 'Controleer je bestelling' });
    act(() => open('/succes?order=order-1'));
    const success = await screen.findByRole('heading', { level: 1, name: /Bedankt/ });
    expect(success).toHaveFocus();
    expect(document.title).toBe('Betaling gelukt | Sportkamp Vooruit');
  });
});
