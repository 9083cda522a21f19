// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { cartItem, profile } from '../../support/factories';
import { json } from '../../support/network';
import { installShop, shop } from '../../support/fake-shop';
import { renderOrder, resetOrder, settle } from './harness';
import { formatMoment } from '../../../shared/format';

// The offer mail's link (docs/rules.md "Waiting list"): step 1 names the child the place is for and says
// until which day and time it is held, not a bare time that reads as today's.
afterEach(() => {
  vi.useRealTimers();
  resetOrder();
});

// Friday 13 March 2026, 14:00 in Amsterdam; the offer is held for a day
const NOW = new Date('2026-03-13T13:00:00.000Z');
const UNTIL = '2026-03-14T13:50:00.000Z';

describe('the waiting-list offer link', () => {
  it("says 'Er is een plek vrij voor Finn' and holds the place 'tot zaterdag 14 maart, 14:50'", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    const finn = profile('p1', 'Finn', 'de Boer');
    installShop({ profiles: [finn] });
    const claims: string[] = [];
    shop.override = (call) => {
      if (call.method !== 'POST' || !call.path.startsWith('/api/waiting-list/')) return undefined;
      claims.push(call.path);
      shop.items = [cartItem('p1')];
      shop.holdExpiresAt = UNTIL;
      return json(200, {
        data: { uuid: 'w1', event_uuid: 'x', profile: finn, position: null, status: 'claimed', offer_expires_at: UNTIL },
      });
    };
    renderOrder('/order/voetbalkamp-zomer-2027?wachtlijst=w1');
    await screen.findByRole('heading', { name: 'Wie gaan er mee?' });
    await settle();
    expect(claims).toEqual(['/api/waiting-list/w1/claim']);
    expect(screen.getByText('Er is een plek vrij voor Finn. Rond je bestelling af om de plek te houden.')).toBeInTheDocument();
    expect(screen.getByText('We houden de plekken voor je vast tot zaterdag 14 maart, 14:50.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Finn de Boer' })).toBeChecked();
  });

  it('a hold that ends today keeps the bare time; another year is named', () => {
    expect(formatMoment('2026-03-13T13:50:00.000Z', NOW)).toBe('14:50');
    expect(formatMoment('2026-03-14T13:50:00.000Z', NOW)).toBe('zaterdag 14 maart, 14:50');
    expect(formatMoment('2027-01-02T13:50:00.000Z', NOW)).toBe('zaterdag 2 januari 2027, 14:50');
    expect(formatMoment('geen datum', NOW)).toBe('');
  });
});
