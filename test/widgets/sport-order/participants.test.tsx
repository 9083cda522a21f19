// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { $error } from '../../../shared/stores/ui';
import { cartItem, event, profile, ticketFor, EVENT_UUID } from '../../support/factories';
import { json } from '../../support/network';
import { changes, deferred, installShop, shop } from '../../support/fake-shop';
import { renderOrder, resetOrder, settle } from './harness';

// Step 1 'Wie gaan er mee?' (spec §2; §4 "Next button, step 1", "Cart").
afterEach(resetOrder);

const verder = () => screen.getByRole('button', { name: 'Verder' });

async function openStep1() {
  renderOrder('/order/voetbalkamp-zomer-2027');
  await screen.findByRole('heading', { name: 'Wie gaan er mee?' });
}

describe('order step 1', () => {
  it('shows the event in the footer and keeps Verder disabled, saying why, while nothing is chosen', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const footer = screen.getByRole('group', { name: 'Je bestelling' });
    expect(footer).toHaveTextContent('Voetbalkamp Zomer 2027');
    expect(footer).toHaveTextContent('Leeftijd: 7 t/m 12 jaar');
    expect(footer).toHaveTextContent('19 t/m 23 juli 2027');
    expect(verder()).toBeDisabled();
    expect(screen.getByText('Kies minstens één kind of voeg een kind toe om verder te gaan.')).toBeInTheDocument();
  });

  it('a checkbox adds the child to the cart and removing the last child clears the cart without a call', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Sem de Vries' }));
    await settle();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/api/cart',
        body: { items: [{ product_id: EVENT_UUID, profile_id: 'p1', with_shirt: false, shirt_size: 'none' }] },
      },
    ]);
    expect(screen.getByRole('group', { name: 'Je bestelling' })).toHaveTextContent('€ 189,00');
    expect(verder()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Sem de Vries' }));
    await settle();
    expect(changes()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toBeChecked();
    expect(verder()).toBeDisabled();
  });

  it('removes one child of two with DELETE /api/cart/items/{product_id}/{profile_id}', async () => {
    installShop({
      profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')],
      items: [cartItem('p1'), cartItem('p2')],
    });
    await openStep1();
    expect(screen.getByRole('checkbox', { name: 'Lotte de Vries' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Lotte de Vries' }));
    await settle();
    expect(changes()).toEqual([{ method: 'DELETE', path: `/api/cart/items/${EVENT_UUID}/p2`, body: undefined }]);
  });

  it('a new-child row must be filled before Verder works; it can be removed again', async () => {
    installShop({ items: [cartItem('p1')], profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    expect(verder()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    expect(screen.getByLabelText(/Voornaam/)).toHaveFocus();
    expect(verder()).toBeDisabled();
    expect(screen.getByText('Vul de voornaam en achternaam van elk nieuw kind in, of verwijder de lege rij.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    expect(verder()).toBeDisabled();
    await user.type(screen.getByLabelText(/Achternaam/), 'de Vries');
    expect(verder()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Verwijder nieuw kind 1' }));
    expect(screen.queryByLabelText(/Voornaam/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voeg een kind toe' })).toHaveFocus();
    expect(verder()).toBeEnabled();
  });

  it('Verder saves every new child as a profile, adds it to the cart and opens the extras', async () => {
    installShop();
    await openStep1();
    expect(screen.getByText('Je hebt nog geen kinderen in je account. Voeg hieronder een kind toe.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    await user.type(screen.getByLabelText(/Achternaam/), 'Jansen');
    await user.click(verder());
    await settle();
    expect(changes()).toEqual([
      { method: 'POST', path: '/api/profile', body: { first_name: 'Daan', last_name: 'Jansen' } },
      {
        method: 'POST',
        path: '/api/cart',
        body: { items: [{ product_id: EVENT_UUID, profile_id: 'new-1', with_shirt: false, shirt_size: 'none' }] },
      },
    ]);
    expect($router.get()?.route).toBe('orderExtras');
    expect(await screen.findByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeInTheDocument();
  });

  it('a server error keeps the typed child, shows a Dutch message, and a second try works', async () => {
    installShop();
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) =>
      call.path === '/api/profile' ? json(503, { message: 'Even onderhoud. Probeer het over een minuut opnieuw.' }) : undefined;
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    await user.type(screen.getByLabelText(/Achternaam/), 'Jansen');
    await user.click(verder());
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent('Even onderhoud. Probeer het over een minuut opnieuw.');
    expect($router.get()?.route).toBe('orderParticipants');
    expect(screen.getByLabelText(/Voornaam/)).toHaveValue('Daan');

    shop.override = null;
    await user.click(verder());
    await settle();
    expect(shop.profiles.map((p) => p.first_name)).toEqual(['Daan']);
    await waitFor(() => expect($router.get()?.route).toBe('orderExtras'));
    expect($error.get()).toEqual([]);
  });

  it("a new child the server refuses gets its field errors at that child's row, with the focus on the field (spec §8)", async () => {
    installShop();
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) =>
      call.path === '/api/profile'
        ? json(422, { message: 'De achternaam is te lang.', errors: { last_name: ['De achternaam mag hoogstens 100 tekens hebben.'] } })
        : undefined;
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    await user.type(screen.getByLabelText(/Achternaam/), 'Jansen');
    await user.click(verder());
    await settle();
    const last = screen.getByLabelText(/Achternaam/);
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(last).toHaveAccessibleDescription('De achternaam mag hoogstens 100 tekens hebben.');
    expect(last).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: 'Nieuw kind 1' })).getByText('De achternaam mag hoogstens 100 tekens hebben.'),
    ).toBeInTheDocument();
    // not in the general box
    expect($error.get()).toEqual([]);
    expect(screen.queryByText('Er is iets foutgegaan')).not.toBeInTheDocument();
    // typing in the field takes its message away
    await user.type(last, 'x');
    expect(last).not.toHaveAttribute('aria-invalid');
  });

  it('shows the price per child as soon as a child is ticked or a new child is typed, and the total follows', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    const footer = screen.getByRole('group', { name: 'Je bestelling' });
    expect(footer).toHaveTextContent('€ 0,00');
    const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
    await user.click(sem);
    await settle();
    expect(sem.closest('li')).toHaveTextContent('€ 189,00');
    expect(sem).toHaveAccessibleDescription(/^€\s189,00$/);
    expect(footer).toHaveTextContent('€ 189,00');
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    const row = screen.getByRole('group', { name: 'Nieuw kind 1' });
    expect(row).not.toHaveTextContent('€');
    await user.type(screen.getByLabelText(/Voornaam/), 'D');
    expect(row).toHaveTextContent('Prijs: € 189,00');
    expect(footer).toHaveTextContent('€ 378,00');
  });

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

  it('a cart of another event is cleared when this event opens', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1', { product_id: 'other-event' })] });
    await openStep1();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/api/cart', body: undefined }]);
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toBeChecked();
  });

  it('a refused tick shows the server message at the child’s own row, and the next success clears it', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) =>
      call.method === 'POST' && call.path === '/api/cart'
        ? json(422, {
            message: 'Sem is al ingeschreven voor dit evenement.',
            errors: { 'items.0.profile_id': ['Sem is al ingeschreven voor dit evenement.'] },
          })
        : undefined;
    const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
    await user.click(sem);
    await settle();
    const row = sem.closest('li')!;
    expect(within(row).getByRole('alert')).toHaveTextContent('Sem is al ingeschreven voor dit evenement.');
    expect(sem).not.toBeChecked();
    expect(sem).toHaveAttribute('aria-invalid', 'true');
    expect(sem).toHaveAccessibleDescription('Sem is al ingeschreven voor dit evenement.');
    // not a second time in the general box below
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    shop.override = null;
    await user.click(screen.getByRole('checkbox', { name: 'Lotte de Vries' }));
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sem).not.toHaveAttribute('aria-invalid');
  });

  it('a tick that fails on the network says so at the row instead of silently unticking', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) => (call.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : undefined);
    const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
    await user.click(sem);
    await settle();
    expect(sem).not.toBeChecked();
    expect(within(sem.closest('li')!).getByRole('alert').textContent).toMatch(/verbinding/i);

    shop.override = null;
    await user.click(sem);
    await settle();
    expect(sem).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a child who already has a ticket for this event is shown as Al ingeschreven, with a disabled checkbox', async () => {
    const sem = profile('p1', 'Sem', 'de Vries');
    installShop({
      profiles: [sem, profile('p2', 'Lotte', 'de Vries')],
      userEvents: [ticketFor(sem), ticketFor(profile('p2', 'Lotte', 'de Vries'), 'another-event')],
    });
    await openStep1();
    const box = screen.getByRole('checkbox', { name: /Sem de Vries/ });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Al ingeschreven');
    expect(box.closest('li')).toHaveTextContent('Al ingeschreven');
    // a ticket for another event does not count
    expect(screen.getByRole('checkbox', { name: 'Lotte de Vries' })).toBeEnabled();
    expect(shop.calls.filter((c) => c.path === '/api/user/events')).toHaveLength(1);
  });

  it('while a tick is saved (Space): the list is busy, that checkbox waits with the focus kept on it, and Verder says why it waits', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')] });
    await openStep1();
    const gate = deferred();
    shop.override = async (call) => {
      if (call.method === 'POST') await gate.promise;
      return undefined;
    };
    const user = userEvent.setup();
    const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
    sem.focus();
    await user.keyboard(' ');
    const list = sem.closest('ul')!;
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    // busy, not disabled: a disabled control drops the focus to <body>
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toBeChecked();
    // a second Space while the call runs changes nothing and sends nothing
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toBeChecked();
    expect(changes()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Lotte de Vries' })).toBeEnabled();
    expect(verder()).toBeDisabled();
    expect(verder()).toHaveAccessibleDescription('Even geduld: we verwerken je keuze.');

    gate.release();
    await settle();
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toHaveFocus();
    expect(verder()).toBeEnabled();
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
