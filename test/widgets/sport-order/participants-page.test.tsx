// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { event, profile } from '../../support/factories';
import { json } from '../../support/network';
import { installShop, shop } from '../../support/fake-shop';
import { openStep1, renderOrder, resetOrder, settle } from './harness';

// Step 1 'Wie gaan er mee?' (spec §2; docs/rules.md §4): the page around the children, age warnings, the header
// image, an event that cannot be ordered, the CMS text cards, and what a failed load shows.
afterEach(resetOrder);

describe('order step 1', () => {
  it("warns, without blocking, when a ticked child's age on the first day is outside the event's range (docs/rules.md §4)", async () => {
    installShop({
      profiles: [
        profile('p1', 'Sem', 'de Vries', { birthdate: '20-07-2019' }), // 7 on 19 July 2027: the birthday is a day later
        profile('p2', 'Lotte', 'de Vries', { birthdate: '19-07-2013' }), // 14 that very day: fits
        profile('p3', 'Daan', 'de Vries', { birthdate: '' }), // unknown: no guess
        profile('p4', 'Max', 'de Vries', { birthdate: '01-01-2012' }), // 15
      ],
      extras: { minAge: 8, maxAge: 14, cancellationPolicy: null, contact: null },
    });
    await openStep1();
    const user = userEvent.setup();
    for (const name of ['Sem', 'Lotte', 'Daan', 'Max']) {
      await user.click(screen.getByRole('checkbox', { name: `${name} de Vries` }));
      await settle();
    }
    const warnings = screen.getAllByText(/^Let op:/).map((p) => p.textContent);
    expect(warnings).toEqual([
      'Let op: Sem is op de eerste dag 7 jaar, en Voetbalkamp Zomer 2027 is voor kinderen van 8 t/m 14 jaar. Je kunt Sem toch inschrijven; twijfel je, neem dan eerst contact met ons op.',
      'Let op: Max is op de eerste dag 15 jaar, en Voetbalkamp Zomer 2027 is voor kinderen van 8 t/m 14 jaar. Je kunt Max toch inschrijven; twijfel je, neem dan eerst contact met ons op.',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toHaveAccessibleDescription(/Let op: Sem is op de eerste dag 7 jaar/);
    expect(screen.getByText(/^Let op: Sem/).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    // a warning, not a block
    expect(screen.getByRole('button', { name: 'Verder' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sem de Vries' }));
    await settle();
    expect(screen.queryByText(/^Let op: Sem/)).not.toBeInTheDocument();
  });

  it('says nothing about age when the CMS gives no range (an older CMS)', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries', { birthdate: '20-07-2022' })] });
    await openStep1();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Sem de Vries' }));
    await settle();
    expect(screen.queryByText(/^Let op:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the event's own header image, the flow's header when the event has none", async () => {
    installShop({
      events: [event({ image: { alt: 'Kinderen op het voetbalveld', sources: [{ width: 1200, url: '/assets/img/voetbal-1200.jpg' }] } })],
    });
    await openStep1();
    expect(await screen.findByRole('img', { name: 'Kinderen op het voetbalveld' })).toHaveAttribute('src', '/assets/img/voetbal-1200.jpg');
  });

  it('an order link of a sold-out or finished event explains it, with a link to the events, instead of /404', async () => {
    installShop({ stock: 0 });
    renderOrder('/order/voetbalkamp-zomer-2027');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dit evenement is uitverkocht' })).toBeInTheDocument();
    expect(screen.getByText(/Alle plekken voor Voetbalkamp Zomer 2027 zijn vergeven/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de komende evenementen' })).toHaveAttribute('href', '/evenementen');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    resetOrder();

    installShop({ events: [event({ eventFinished: '2020-01-01T00:00:00Z' })] });
    renderOrder('/order/voetbalkamp-zomer-2027');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dit evenement is afgelopen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de komende evenementen' })).toHaveAttribute('href', '/evenementen');
  });

  // Sanitising itself is checked in Chromium (test/e2e/order-flow.spec.ts): DOMPurify does not work
  // faithfully on happy-dom's DOM (it lets <script> through there), so a test here would prove nothing.
  it('shows the CMS text cards', async () => {
    installShop();
    await openStep1();
    expect(screen.getByRole('heading', { name: 'Zo werkt inschrijven' })).toBeInTheDocument();
  });

  it('a 503 while loading says one thing, in Dutch, and Probeer opnieuw loads the order again', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    shop.override = (call) =>
      call.method === 'GET' && call.path === '/api/cart' ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : undefined;
    renderOrder('/order/voetbalkamp-zomer-2027');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Je bestelling kon niet worden geladen. Wacht even en probeer het opnieuw.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.body).not.toHaveTextContent('Service Unavailable');

    shop.override = null;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { name: 'Wie gaan er mee?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the profiles failing to load is a load error too (not ‘no children’)', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    shop.override = (call) => (call.path === '/api/user/profiles' ? json(500, { message: 'Stuk.' }) : undefined);
    renderOrder('/order/voetbalkamp-zomer-2027');
    expect(await screen.findByRole('button', { name: 'Probeer opnieuw' })).toBeInTheDocument();
    expect(screen.queryByText(/nog geen kinderen/)).not.toBeInTheDocument();
  });
});
