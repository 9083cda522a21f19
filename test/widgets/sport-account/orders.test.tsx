// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../../shared/contract/order';
import { lotte, openDashboard, resetAccountState, sem } from './helpers';

// The dashboard knows the orders: number, date, amount, status (Dutch), what was bought, a printable receipt.
beforeEach(resetAccountState);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const orders: Order[] = [
  {
    uuid: 'o-2',
    number: 'SV-4821',
    status: 'paid',
    event_uuid: 'ev-zomer',
    event_title: 'Voetbalkamp Zomer 2099',
    created_at: '2026-11-20T21:30:00.000Z',
    items: [
      { profile: sem, with_shirt: true, shirt_size: 'M', price: '189.00', shirt_price: '24.95' },
      { profile: lotte, with_shirt: false, shirt_size: 'none', price: '189.00', shirt_price: '0.00' },
    ],
    base_amount: '402.95',
    discount_amount: '10.00',
    total_amount: '392.95',
  },
  {
    uuid: 'o-1',
    number: 'SV-1203',
    status: 'refund_needed',
    event_uuid: 'ev-herfst',
    event_title: 'Herfstclinic 2099',
    created_at: '2026-10-02T08:00:00.000Z',
    items: [{ profile: sem, with_shirt: false, shirt_size: 'none', price: '45.00', shirt_price: '0.00' }],
    base_amount: '45.00',
    discount_amount: '0.00',
    total_amount: '45.00',
  },
];

describe('dashboard orders', () => {
  it('lists each order with its number, date, amount, Dutch status and what was bought', async () => {
    await openDashboard({ 'GET /api/user/orders': { data: orders } });
    const list = await screen.findByRole('region', { name: 'Je bestellingen' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Voetbalkamp Zomer 2099');
    const meta = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    // 21:30 UTC on the 20th is still the 20th in Amsterdam
    expect(meta(first!)).toEqual(['Bestelnummer: SV-4821', 'Datum: 20 november 2026', 'Bedrag: €\u00a0392,95', 'Status: Betaald']);
    expect(meta(second!)).toContain('Status: Wordt terugbetaald');
    const lines = within(within(first!).getByRole('table', { name: 'Wat je kocht' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(lines).toEqual([
      'Deelname Sem de Vries€\u00a0189,00',
      'Shirt maat M voor Sem de Vries€\u00a024,95',
      'Deelname Lotte de Vries€\u00a0189,00',
      'Korting en cadeaubon−€\u00a010,00',
      'Totaal€\u00a0392,95',
    ]);
  });

  it("'Bon afdrukken' prints that one order as the receipt", async () => {
    await openDashboard({ 'GET /api/user/orders': { data: orders } });
    const list = await screen.findByRole('region', { name: 'Je bestellingen' });
    let printed: Element[] = [];
    const print = vi.fn(() => {
      printed = [...document.querySelectorAll('.is-printing')];
      expect(document.documentElement).toHaveClass('sport-printing');
      window.dispatchEvent(new Event('afterprint'));
    });
    vi.stubGlobal('print', print);
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Bon afdrukken van SV-1203' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toHaveTextContent('SV-1203');
    // after printing the page is itself again
    expect(document.querySelector('.is-printing')).toBeNull();
    expect(document.documentElement).not.toHaveClass('sport-printing');
  });

  it('an API without the orders call shows no orders section and no error (the call is optional)', async () => {
    const api = await openDashboard();
    await screen.findByRole('heading', { name: 'Je hebt nog geen tickets' });
    expect(api.calls.some((c) => c.path === '/api/user/orders')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Je bestellingen' })).toBeNull();
    expect(screen.queryByText('Er is iets foutgegaan')).toBeNull();
  });
});
