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

  it("names what came off: 'Korting' for a voucher alone, 'Cadeaubon' for a gift card alone, both when both; a card that paid all says so", async () => {
    const base = orders[0]!;
    const voucherOnly: Order = { ...base, uuid: 'o-v', number: 'SV-0001', giftcard_amount: '0.00' };
    const cardOnly: Order = {
      ...base,
      uuid: 'o-g',
      number: 'SV-0002',
      discount_amount: '402.95',
      total_amount: '0.00',
      giftcard_amount: '402.95',
    };
    const both: Order = {
      ...base,
      uuid: 'o-b',
      number: 'SV-0003',
      discount_amount: '60.00',
      total_amount: '342.95',
      giftcard_amount: '50.00',
    };
    await openDashboard({ 'GET /api/user/orders': { data: [voucherOnly, cardOnly, both] } });
    const list = await screen.findByRole('region', { name: 'Je bestellingen' });
    const cards = within(list).getAllByRole('article');
    const less = (card: HTMLElement) =>
      within(within(card).getByRole('table', { name: 'Wat je kocht' }))
        .getAllByRole('row')
        .map((row) => row.textContent)
        .filter((text) => text?.includes('−'));
    expect(less(cards[0]!)).toEqual(['Korting−€\u00a010,00']);
    expect(less(cards[1]!)).toEqual(['Cadeaubon−€\u00a0402,95']);
    expect(less(cards[2]!)).toEqual(['Korting−€\u00a010,00', 'Cadeaubon−€\u00a050,00']);
    const amount = (card: HTMLElement) => within(card).getByText('Bedrag').nextElementSibling?.textContent;
    expect(amount(cards[0]!)).toBe('€\u00a0392,95');
    expect(amount(cards[1]!)).toBe('Betaald met cadeaubon');
  });

  it('a canceled child’s lines say Geannuleerd; each refund shows where, its date, its status and its amount, with the total back', async () => {
    const refunded: Order = {
      ...orders[0]!,
      status: 'partially_refunded',
      items: [
        { ...orders[0]!.items[0]!, ticket: 't-1', canceled: true },
        { ...orders[0]!.items[1]!, ticket: 't-2' },
      ],
      refunded_amount: '208.95',
      refunds: [
        {
          uuid: 'r-1',
          amount: '25.00',
          destination: 'gift_card',
          status: 'refunded',
          error: null,
          reason: '',
          created_at: '2026-11-26T09:00:00Z',
        },
        {
          uuid: 'r-2',
          amount: '183.95',
          destination: 'account',
          status: 'processing',
          error: null,
          reason: '',
          created_at: '2026-11-26T09:00:00Z',
        },
        {
          uuid: 'r-3',
          amount: '10.00',
          destination: 'account',
          status: 'failed',
          error: 'Saldo te laag',
          reason: '',
          created_at: '2026-11-27T09:00:00Z',
        },
      ],
    };
    const fully: Order = { ...orders[1]!, status: 'refunded', refunded_amount: '45.00', refunds: [] };
    await openDashboard({ 'GET /api/user/orders': { data: [refunded, fully] } });
    const list = await screen.findByRole('region', { name: 'Je bestellingen' });
    const [first, second] = within(list).getAllByRole('article');
    const meta = within(first!)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(meta).toContain('Terugbetaald: €\u00a0208,95');
    expect(meta).toContain('Status: Deels terugbetaald');
    expect(within(second!).getByText('Terugbetaald', { selector: 'dd' })).toBeInTheDocument();

    const rows = (name: string) =>
      within(within(first!).getByRole('table', { name }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(rows('Wat je kocht').slice(0, 3)).toEqual([
      'Deelname Sem de Vries Geannuleerd€\u00a0189,00',
      'Shirt maat M voor Sem de Vries Geannuleerd€\u00a024,95',
      'Deelname Lotte de Vries€\u00a0189,00',
    ]);
    expect(rows('Terugbetalingen')).toEqual([
      'Terug op je cadeaubon 26 november 2026 · Terugbetaald€\u00a025,00',
      'Terug naar je rekening 26 november 2026 · Wordt verwerkt€\u00a0183,95',
      'Terug naar je rekening 27 november 2026 · Mislukt: Saldo te laag€\u00a010,00',
    ]);
    // an order without refunds has no refund table
    expect(within(second!).queryByRole('table', { name: 'Terugbetalingen' })).toBeNull();
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
