// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { stubPageLoads } from '../../support/browser';
import { cartItem, profile } from '../../support/factories';
import { json } from '../../support/network';
import { installShop, shop } from '../../support/fake-shop';
import { renderOrder, resetOrder, settle } from './harness';

// Step 3, the summary (spec §2; §4 "Summary totals"; §5 codes and terms).
afterEach(resetOrder);

const pay = () => screen.getByRole('button', { name: 'Verder naar betalen' });

async function openSummary(scene: Parameters<typeof installShop>[0] = {}) {
  installShop({
    profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')],
    items: [cartItem('p1', { with_shirt: true, shirt_size: 'M', shirt_price: '24.95' }), cartItem('p2')],
    ...scene,
  });
  renderOrder('/order/voetbalkamp-zomer-2027/summary');
  await screen.findByRole('heading', { name: 'Controleer je bestelling' });
}

describe('order step 3', () => {
  it('lists the participants with their price, the shirt with its size, and only the total without a discount', async () => {
    await openSummary();
    const participants = screen.getByRole('region', { name: 'Deelnemers' });
    expect(participants).toHaveTextContent('Sem de Vries€ 189,00');
    expect(participants).toHaveTextContent('Lotte de Vries€ 189,00');
    expect(screen.getByRole('region', { name: 'Opties' })).toHaveTextContent('Kampshirt 2027, maat M voor Sem de Vries€ 24,95');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Totaal']);
    expect(screen.getByRole('definition')).toHaveTextContent('€ 402,95');
  });

  it("applies a voucher: a discount line and the discounted total; the voucher's prompt goes, the gift card's stays", async () => {
    await openSummary();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ik heb een kortingscode' }));
    const apply = screen.getAllByRole('button', { name: 'Toepassen' })[0]!;
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Kortingscode'), 'WELKOM10');
    expect(apply).toBeEnabled();
    await user.click(apply);
    await settle();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Subtotaal', 'Korting (WELKOM10)', 'Totaal']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent?.replace(/\s/g, ' '))).toEqual(['€ 402,95', '− € 10,00', '€ 392,95']);
    expect(screen.queryByRole('button', { name: 'Ik heb een kortingscode' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ik heb een cadeaubon' })).toBeInTheDocument();
    expect(screen.getByText('De code is toegepast.')).toHaveAttribute('role', 'status');
  });

  it('a refused code shows the server message by the input and keeps the code', async () => {
    await openSummary();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ik heb een kortingscode' }));
    await user.type(screen.getByLabelText('Kortingscode'), 'NEPCODE');
    await user.click(screen.getAllByRole('button', { name: 'Toepassen' })[0]!);
    await settle();
    const input = screen.getByLabelText('Kortingscode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Deze kortingscode bestaat niet. Controleer de code.');
    expect(input).toHaveValue('NEPCODE');
    expect(screen.queryByText('Er is iets foutgegaan')).not.toBeInTheDocument();
    // the focus goes to the field, whose description is the message
    expect(input).toHaveFocus();
  });

  it('a refused gift-card code (Enter in the field) is announced: focus on the field, described by the message', async () => {
    await openSummary();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ik heb een cadeaubon' }));
    await user.type(screen.getByLabelText('Cadeauboncode'), 'ONBEKEND{Enter}');
    await settle();
    const input = screen.getByLabelText('Cadeauboncode');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Deze cadeauboncode bestaat niet. Controleer de code.');
  });

  it("a gift card shows as 'Cadeaubon (code)'; a voucher and a gift card together: a line each, the voucher first (docs/rules.md §4)", async () => {
    await openSummary();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ik heb een cadeaubon' }));
    await user.type(screen.getByLabelText('Cadeauboncode'), 'CADEAU25');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    await settle();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Subtotaal', 'Cadeaubon (CADEAU25)', 'Totaal']);
    expect(screen.queryByRole('button', { name: 'Ik heb een cadeaubon' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ik heb een kortingscode' }));
    await user.type(screen.getByLabelText('Kortingscode'), 'WELKOM10');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    await settle();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Subtotaal',
      'Korting (WELKOM10)',
      'Cadeaubon (CADEAU25)',
      'Totaal',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent?.replace(/\s/g, ' '))).toEqual([
      '€ 402,95',
      '− € 10,00',
      '− € 25,00',
      '€ 367,95',
    ]);
    expect(screen.queryByRole('button', { name: 'Ik heb een kortingscode' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code WELKOM10 verwijderen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code CADEAU25 verwijderen' })).toBeInTheDocument();
    expect(pay()).toBeInTheDocument();
  });

  it("paid in full by the codes: the button says 'Bestelling afronden', and no gift-card prompt is left", async () => {
    await openSummary({ items: [cartItem('p1', { price: '30.00' })], coupon: 'WELKOM10' });
    expect(pay()).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ik heb een cadeaubon' }));
    await user.type(screen.getByLabelText('Cadeauboncode'), 'CADEAU25');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    await settle();
    expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent(/€\s0,00/);
    expect(screen.queryByRole('button', { name: 'Verder naar betalen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestelling afronden' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    expect(screen.getByRole('button', { name: 'Bestelling afronden' })).toBeEnabled();
  });

  it('Verder waits for the terms, starts one checkout on a double click, and goes to the payment page', async () => {
    await openSummary();
    const { assign } = stubPageLoads();
    const user = userEvent.setup();
    expect(pay()).toBeDisabled();
    expect(screen.getByText('Ga akkoord met de algemene voorwaarden en het privacybeleid om verder te gaan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /algemene voorwaarden/ })).toHaveAttribute('href', '/algemene-voorwaarden');
    expect(screen.getByRole('link', { name: /privacybeleid/ })).toHaveAttribute('href', '/privacybeleid');
    await user.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    expect(pay()).toBeEnabled();
    await user.dblClick(pay());
    await settle();
    expect(shop.calls.filter((c) => c.path === '/api/cart/checkout')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/dev/checkout/tr_1');
    expect(pay()).toBeDisabled();
  });

  it('a checkout the server refuses shows its message and can be tried again', async () => {
    await openSummary();
    const { assign } = stubPageLoads();
    shop.override = (call) =>
      call.path === '/api/cart/checkout' ? json(422, { message: 'Er zijn niet genoeg plaatsen meer voor dit evenement.' }) : undefined;
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await user.click(pay());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Er zijn niet genoeg plaatsen meer voor dit evenement.');
    expect(pay()).toBeEnabled();
    shop.override = null;
    await user.click(pay());
    await settle();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('goes back to step 1 when no child is in the cart', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    renderOrder('/order/voetbalkamp-zomer-2027/summary');
    await waitFor(() => expect($router.get()?.route).toBe('orderParticipants'));
  });

  it('an applied code can be removed again: the discount goes, the code prompts come back', async () => {
    await openSummary({ coupon: 'WELKOM10' });
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Subtotaal', 'Korting (WELKOM10)', 'Totaal']);
    expect(screen.queryByRole('button', { name: 'Ik heb een kortingscode' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Code verwijderen' }));
    await settle();
    expect(shop.calls.filter((c) => c.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: '/api/cart',
      body: { items: [], coupon_code: null },
    });
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Totaal']);
    expect(screen.getByRole('definition')).toHaveTextContent('€ 402,95');
    expect(screen.getByRole('button', { name: 'Ik heb een kortingscode' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Code verwijderen' })).not.toBeInTheDocument();
    expect(screen.getByText('De code is verwijderd.')).toHaveAttribute('role', 'status');
    expect(document.querySelector('.sport-order__totals-wrap')).toHaveFocus();
  });

  it('beside the pay button: the payment methods, the cancellation rule and how to reach the shop', async () => {
    await openSummary({
      extras: {
        minAge: null,
        maxAge: null,
        cancellationPolicy: 'Tot vier weken voor de start annuleer je kosteloos.',
        contact: { email: 'info@kamp.example', phone: '030 123 45 67', openingHours: 'op werkdagen van 9.00 tot 17.00 uur' },
      },
      override: (call) =>
        call.path === '/api/payments/methods'
          ? json(200, {
              data: [
                { id: 'ideal', description: 'iDEAL' },
                { id: 'bancontact', description: 'Bancontact' },
                { id: 'creditcard', description: 'Creditcard' },
              ],
            })
          : undefined,
    });
    const safe = await screen.findByRole('region', { name: 'Veilig betalen' });
    await waitFor(() =>
      expect(safe).toHaveTextContent(
        'Je betaalt op de beveiligde betaalpagina van onze betaalpartner met iDEAL, Bancontact of Creditcard.',
      ),
    );
    expect(safe).toHaveTextContent('Annuleren: Tot vier weken voor de start annuleer je kosteloos.');
    expect(safe).toHaveTextContent('Vragen? Mail naar info@kamp.example of bel 030 123 45 67 (op werkdagen van 9.00 tot 17.00 uur).');
    expect(screen.getByRole('link', { name: 'info@kamp.example' })).toHaveAttribute('href', 'mailto:info@kamp.example');
    expect(screen.getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
    // it sits in the checkout form that the pay button submits
    expect((pay() as HTMLButtonElement).form).toBe(safe.closest('form'));
  });

  it('the event’s own cancellation rule stands beside the pay button instead of the order flow’s', async () => {
    const extras = { minAge: null, maxAge: null, cancellationPolicy: 'Tot vier weken voor de start annuleer je kosteloos.', contact: null };
    await openSummary({ extras, eventPolicy: 'Tot een week voor de start annuleer je kosteloos; daarna kan annuleren niet meer.' });
    const safe = await screen.findByRole('region', { name: 'Veilig betalen' });
    expect(safe).toHaveTextContent('Annuleren: Tot een week voor de start annuleer je kosteloos; daarna kan annuleren niet meer.');
    expect(safe).not.toHaveTextContent('vier weken');
  });

  it('a CMS whose events do not know cancellationPolicy still gives the order flow’s rule (asked again without it)', async () => {
    const extras = { minAge: null, maxAge: null, cancellationPolicy: 'Tot vier weken voor de start annuleer je kosteloos.', contact: null };
    const refused = json(200, { errors: [{ message: 'Cannot query field "cancellationPolicy" on type "Event".' }] });
    await openSummary({
      extras,
      override: (call) =>
        /event\(slug: \$slug\) \{[^}]*cancellationPolicy/.test(String((call.body as { query?: string })?.query))
          ? refused.clone()
          : undefined,
    });
    expect(await screen.findByRole('region', { name: 'Veilig betalen' })).toHaveTextContent(
      'Annuleren: Tot vier weken voor de start annuleer je kosteloos.',
    );
  });

  it('without the methods endpoint or the CMS fields (an older API and CMS) the summary is as before', async () => {
    await openSummary();
    await settle();
    expect(screen.queryByRole('region', { name: 'Veilig betalen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the same header image frame as step 1 (one height on every step)', async () => {
    await openSummary();
    expect(document.querySelector('.sport-order__header')?.className).toBe('sport-order__header');
  });
});
