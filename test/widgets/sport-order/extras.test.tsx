// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { cartItem, event, profile, EVENT_UUID } from '../../support/factories';
import { json } from '../../support/network';
import { changes, deferred, installShop, shop } from '../../support/fake-shop';
import { renderOrder, resetOrder, settle } from './harness';

// Step 2 'Welke extra's wil je bestellen?' (spec §2; §4 "Cart", "Order flow"; §9 sizes, shirt image, €0).
afterEach(resetOrder);

const verder = () => screen.getByRole('button', { name: 'Verder' });

/** Sem de Vries in the cart on step 2; checks his shirt and returns the user and the size select it reveals. */
async function checkSemsShirt() {
  installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')] });
  renderOrder('/order/voetbalkamp-zomer-2027/extras');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Shirt voor Sem de Vries' }));
  await settle();
  const size = screen.getByRole('combobox', { name: 'Maat voor Sem de Vries' });
  return { user, size };
}

describe('order step 2', () => {
  it('shows the shirt (image 300 wide, title, price) and a checkbox per child in the cart', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')], items: [cartItem('p1')] });
    renderOrder('/order/voetbalkamp-zomer-2027/extras');
    expect(await screen.findByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kampshirt 2027' })).toBeInTheDocument();
    expect(screen.getByText('€ 24,95')).toBeInTheDocument();
    const image = document.querySelector('.sport-order__shirt img');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('src', '/assets/img/shirt.svg');
    expect(screen.getByRole('checkbox', { name: 'Shirt voor Sem de Vries' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Shirt voor Lotte de Vries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(verder()).toBeEnabled();
  });

  it('a free shirt shows the old price struck through and €0', async () => {
    installShop({ events: [event({ free_shirt: true })], profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')] });
    renderOrder('/order/voetbalkamp-zomer-2027/extras');
    await screen.findByRole('heading', { name: 'Kampshirt 2027' });
    const struck = document.querySelector('.sport-order__shirt s');
    expect(struck).toHaveTextContent('Oude prijs: € 24,95');
    expect(screen.getByText(/^€0/)).toHaveTextContent('€0 (nu gratis)');
  });

  it('a checked shirt reveals the size select; Verder waits for a size and says why', async () => {
    const { user, size } = await checkSemsShirt();
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecteer een maat', '152', 'S', 'M', 'L']);
    expect(size).toHaveValue('none');
    expect(verder()).toBeDisabled();
    expect(screen.getByText('Kies een maat voor het shirt van Sem de Vries om verder te gaan.')).toBeInTheDocument();

    await user.selectOptions(size, 'M');
    await settle();
    expect(changes().at(-1)).toEqual({
      method: 'POST',
      path: '/api/cart',
      body: { items: [{ product_id: EVENT_UUID, profile_id: 'p1', with_shirt: true, shirt_size: 'M' }] },
    });
    expect(verder()).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Je bestelling' })).toHaveTextContent('€ 213,95');
    await user.click(verder());
    await waitFor(() => expect($router.get()?.route).toBe('orderSummary'));
  });

  it('goes back to step 1 when no child is in the cart', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    renderOrder('/order/voetbalkamp-zomer-2027/extras');
    await waitFor(() => expect($router.get()?.route).toBe('orderParticipants'));
    expect(await screen.findByRole('heading', { name: 'Wie gaan er mee?' })).toBeInTheDocument();
  });

  it('says ‘Kies een maat.’ only after the parent leaves the size select without a size', async () => {
    const { user, size } = await checkSemsShirt();
    expect(screen.queryByText('Kies een maat.')).not.toBeInTheDocument();
    expect(size).not.toHaveAttribute('aria-invalid');
    size.focus();
    await user.tab();
    expect(screen.getByText('Kies een maat.')).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription('Kies een maat.');
    await user.selectOptions(size, 'S');
    await settle();
    expect(screen.queryByText('Kies een maat.')).not.toBeInTheDocument();
  });

  it('while a shirt is saved its checkbox waits, the list is busy and Verder says why; a failure shows at the row', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')] });
    renderOrder('/order/voetbalkamp-zomer-2027/extras');
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Shirt voor Sem de Vries' });
    const gate = deferred();
    shop.override = async (call) => {
      if (call.method !== 'POST') return undefined;
      await gate.promise;
      return json(503, { message: 'Even onderhoud. Probeer het over een minuut opnieuw.' });
    };
    box.focus();
    await user.keyboard(' ');
    // busy, not disabled, so the focus stays on the box
    await waitFor(() => expect(box).toHaveAttribute('aria-disabled', 'true'));
    expect(box).not.toBeDisabled();
    expect(box).toHaveFocus();
    expect(box.closest('ul')).toHaveAttribute('aria-busy', 'true');
    expect(verder()).toBeDisabled();
    expect(verder()).toHaveAccessibleDescription('Even geduld: we slaan je keuze op.');
    gate.release();
    await settle();
    expect(box).not.toHaveAttribute('aria-disabled');
    expect(box).toHaveFocus();
    expect(box).not.toBeChecked();
    expect(within(box.closest('li')!).getByRole('alert')).toHaveTextContent('Even onderhoud. Probeer het over een minuut opnieuw.');
  });

  it('shows the same header image frame as step 1 (one height on every step)', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')] });
    renderOrder('/order/voetbalkamp-zomer-2027/extras');
    await screen.findByRole('heading', { name: 'Kampshirt 2027' });
    expect(document.querySelector('.sport-order__header')?.className).toBe('sport-order__header');
  });

  it('a size changed while the previous size is still being saved is kept and saved after it, the focus stays on the select', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [{ ...cartItem('p1'), with_shirt: true, shirt_size: 'none' }] });
    renderOrder('/order/voetbalkamp-zomer-2027/extras');
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: /Maat voor Sem de Vries/ });
    const gate = deferred();
    shop.override = async (call) => {
      if (call.method === 'POST') await gate.promise;
      return undefined;
    };
    select.focus();
    await user.selectOptions(select, '152');
    await waitFor(() => expect(select).toHaveAttribute('aria-disabled', 'true'));
    expect(select).not.toBeDisabled();
    expect(select).toHaveFocus();
    // the second choice while the first call runs: shown at once, saved after the first call
    await user.selectOptions(select, 'S');
    expect(select).toHaveValue('S');
    expect(select).toHaveFocus();
    gate.release();
    await settle();
    await settle();
    expect(changes().map((c) => (c.body as { items: { shirt_size: string }[] }).items[0]?.shirt_size)).toEqual(['152', 'S']);
    expect(select).toHaveValue('S');
    expect(select).toHaveFocus();
    expect(select).not.toHaveAttribute('aria-disabled');
  });
});
